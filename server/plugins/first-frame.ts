/**
 * The storefront page with its first frame: the built page (dist/demo/index.html or home.html) whose static
 * shell — the light DOM of <b2b-storefront>, shown before any JavaScript ran — is filled at request time with
 * the page's first content, from the same public catalogue reads the screen makes (answered from the catalogue
 * cache, so dropped exactly when the data changes: a new price, name or on-sale state shows at once):
 *   /, /home               the first banner (the page's largest paint)
 *   /:type/detail/:id      the product's picture, name and price
 *   /vnetzone/:type        the catalogue's heading and first product cards
 * The boxes are the rendered screen's (demo/index.html's shell CSS), so the largest picture of that frame is as
 * large as the one that replaces it: the page's largest contentful paint is this early paint, made from the
 * HTML alone, without waiting for JavaScript or an API round trip. Everything written is escaped text.
 * Anything else (an unknown product, a read that fails) gets the plain shell, and the storefront shows its own
 * state (not found, error) once it runs.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Banner, ProductDetail } from '../../src/contract/catalogue.js';

const FRAME = /(<!-- b2b:first-frame[^>]*-->)[\s\S]*?(<!-- \/b2b:first-frame -->)/;

/** Text and attribute values as HTML: nothing in the data can open a tag, close an attribute or an entity. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A picture address for `src`: site-relative or http(s) only (anything else is left out). */
function imageSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? escapeHtml(url) : null;
}

/** /home: the first banner as the carousel shows it (HomeScreen.tsx: 1200×320, fetched first). */
export function homeFrame(banners: readonly Banner[]): string | null {
  const first = banners[0];
  const src = imageSrc(first?.ImageUrl);
  if (!first || !src) return null;
  const alt = first.Subtitle ? `${first.Title}：${first.Subtitle}` : first.Title;
  return [
    '<div class="frame">',
    `<div class="hero"><img src="${src}" alt="${escapeHtml(alt)}" width="1200" height="320" fetchpriority="high" loading="eager" /></div>`,
    '<p class="status">正在加载…</p>',
    '</div>',
  ].join('');
}

/** A money string (numeric, e.g. "1234.5") as the storefront shows it: ¥1,234.50. */
export function formatMoney(value: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return escapeHtml(value);
  const int = (m[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${m[1]}¥${int}.${`${m[3] ?? ''}00`.slice(0, 2)}`;
}

const CATALOGUE_TITLE: Record<string, string> = { online: '在线采购', consultation: '咨询采购' };

/**
 * /:type/detail/:id: the breadcrumb, the gallery's main picture (the page's largest paint), the name and the
 * price of the default region (ProductDetailView.tsx; the storefront then shows the buyer's own region).
 */
export function productFrame(product: ProductDetail): string | null {
  const src = imageSrc(product.Images[0] ?? product.ImageUrl);
  const catalogue = CATALOGUE_TITLE[product.Catalogue] ?? '';
  const online = product.Catalogue === 'online';
  const region = product.Prices.find((p) => p.RegionId === 1);
  const price = online
    ? `<h2>${escapeHtml(region ? `${region.RegionName}价` : '当前区域价')}</h2><p class="price">${
        product.Price === null ? '暂无报价' : `${formatMoney(product.Price)}<small>/${escapeHtml(product.Unit)}</small>`
      }</p>`
    : '<h2>咨询报价</h2>';
  return [
    '<div class="product">',
    '<div class="crumbs"><ol>',
    '<li><a href="/home">首页</a><span aria-hidden="true">/</span></li>',
    `<li><a href="/vnetzone/${escapeHtml(product.Catalogue)}">${escapeHtml(catalogue)}</a><span aria-hidden="true">/</span></li>`,
    `<li><a href="/vnetzone/${escapeHtml(product.Catalogue)}?categoryId=${escapeHtml(product.CategoryId)}">${escapeHtml(product.CategoryName)}</a><span aria-hidden="true">/</span></li>`,
    `<li><span class="current">${escapeHtml(product.Name)}</span></li>`,
    '</ol></div>',
    '<div class="detail">',
    `<div class="gallery-col"><div class="gallery">${
      src
        ? `<img src="${src}" alt="${escapeHtml(`${product.Name}（第 1 张，共 ${Math.max(1, product.Images.length)} 张）`)}" fetchpriority="high" loading="eager" />`
        : ''
    }</div><div class="thumbs"></div></div>`,
    '<div class="info">',
    `<div><span class="tag">${escapeHtml(catalogue)}</span></div>`,
    `<h1 class="name">${escapeHtml(product.Name)}</h1>`,
    `<div class="price-box">${price}</div>`,
    '<p class="status">正在加载…</p>',
    '</div></div></div>',
  ].join('');
}

/** What a storefront path's first frame is made from: the public read(s) and how to render them. */
interface FrameSource {
  reads: string[];
  render: (answers: unknown[]) => string | null;
}

/** The first frame's source for a storefront path, or null (the plain shell). */
export function frameSource(pathname: string): FrameSource | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/home') {
    return { reads: ['/api/Banners?type=1'], render: ([banners]) => homeFrame(banners as Banner[]) };
  }
  const detail = /^\/(online|consultation)\/detail\/(\d{1,9})$/.exec(path);
  if (detail && Number(detail[2]) > 0) {
    return {
      reads: [`/api/Products/${Number(detail[2])}?region=1`],
      render: ([product]) => productFrame(product as ProductDetail),
    };
  }
  return null;
}

interface Page {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The page for a storefront URL: `file` (index.html or home.html) with its first frame. The reads go through
 * `app.inject`, i.e. the API itself with its catalogue cache, so the frame is exactly what the API says now.
 */
export function firstFramePages(app: FastifyInstance) {
  // Built pages by path (re-read when the build replaced them) and finished pages by content, encoded once.
  const templates = new Map<string, { mtimeMs: number; html: string }>();
  const pages = new LRUCache<string, Page>({
    max: 500,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (p) => p.raw.length * 3 + 64,
  });

  const template = (file: string): string => {
    const mtimeMs = statSync(file).mtimeMs;
    const known = templates.get(file);
    if (known && known.mtimeMs === mtimeMs) return known.html;
    const html = readFileSync(file, 'utf8');
    templates.set(file, { mtimeMs, html });
    return html;
  };

  const frameFor = async (pathname: string): Promise<string | null> => {
    const source = frameSource(pathname);
    if (!source) return null;
    try {
      const answers: unknown[] = [];
      for (const url of source.reads) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode !== 200) return null;
        answers.push(res.json());
      }
      return source.render(answers);
    } catch (error) {
      app.log.warn({ err: error }, 'first frame: a read failed, plain shell sent');
      return null;
    }
  };

  /** The page for `pathname`, or null when `file` has no first-frame slot or the path has no first frame. */
  return async function pageWithFrame(file: string, pathname: string): Promise<Page | null> {
    const html = template(file);
    if (!FRAME.test(html)) return null;
    const frame = await frameFor(pathname);
    if (frame === null) return null;
    const key = `${file}\n${frame}`;
    let page = pages.get(key);
    if (!page) {
      page = { raw: Buffer.from(html.replace(FRAME, (_m, open: string, close: string) => `${open}${frame}${close}`)) };
      pages.set(key, page);
    }
    return page;
  };
}

/** Sends `page` in the coding the client accepts (compressed once per page, then kept). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  const accepts = (name: string) =>
    accept.split(',').some((part) => {
      const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return coding === name && (!q || Number(q.slice(2)) > 0);
    });
  let body = page.raw;
  if (accepts('br')) {
    page.br ??= brotliCompressSync(page.raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    body = page.br;
    reply.header('content-encoding', 'br');
  } else if (accepts('gzip')) {
    page.gzip ??= gzipSync(page.raw, { level: 9 });
    body = page.gzip;
    reply.header('content-encoding', 'gzip');
  }
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .send(body);
}
