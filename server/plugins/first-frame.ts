/**
 * The storefront page with its first frame: the built page (dist/demo/index.html or home.html) whose static
 * shell — the light DOM of <b2b-storefront>, shown before any JavaScript ran — is filled at request time with
 * the page's first content, from the same public catalogue reads the screen makes (answered from the catalogue
 * cache, so dropped exactly when the data changes: a new price, name or on-sale state shows at once):
 *   /, /home               the first banner (the page's largest paint)
 *   /:type/detail/:id      the product's picture, name and price
 *   /vnetzone/:type        the catalogue's heading, the filter bar's shape and the first page of product cards
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
import type { Banner, ProductDetail, ProductPage, ProductSummary } from '../../src/contract/catalogue.js';
import { type Catalogue, CatalogueName } from '../../src/contract/catalogues.js';
import { PRODUCT_CARD_IMAGE_SIZES, productImageSrcset } from '../../src/contract/media.js';

const FRAME = /(<!-- b2b:first-frame[^>]*-->)[\s\S]*?(<!-- \/b2b:first-frame -->)/;
/** The start script (demo/storefront-start.js) and whether the built page already names its first request. */
const START_SCRIPT = /<script src="\/storefront-start\.js"/;
const START_FETCH = /<script src="\/storefront-start\.js"[^>]*\sdata-fetch=/;

/**
 * The attributes of the frame's first picture (the page's largest paint): fetched first, and named for Element
 * Timing, whose entry tells demo/storefront-start.js that the picture is on screen and the scripts may start.
 */
const HERO = 'fetchpriority="high" loading="eager" elementtiming="b2b-first-frame"';

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
  // The picture has no words: the title, subtitle and button are text over it, as the carousel draws them.
  const copy = [
    `<h2>${escapeHtml(first.Title)}</h2>`,
    first.Subtitle ? `<p>${escapeHtml(first.Subtitle)}</p>` : '',
    first.ButtonText ? `<span class="button">${escapeHtml(first.ButtonText)}</span>` : '',
  ].join('');
  return [
    '<div class="frame">',
    `<div class="hero"><img src="${src}" alt="" width="1200" height="320" ${HERO} /><div class="copy">${copy}</div></div>`,
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

/**
 * /:type/detail/:id: the breadcrumb, the gallery's main picture (the page's largest paint), the name and the
 * price of the default region (ProductDetailView.tsx; the storefront then shows the buyer's own region).
 */
export function productFrame(product: ProductDetail): string | null {
  const src = imageSrc(product.Images[0] ?? product.ImageUrl);
  const catalogue = CatalogueName[product.Catalogue] ?? '';
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
        ? `<img src="${src}" alt="${escapeHtml(`${product.Name}（第 1 张，共 ${Math.max(1, product.Images.length)} 张）`)}" ${HERO} />`
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

/** The catalogue list's texts as CatalogueView, FilterBar and ProductCard show them (features/shared/products/strings). */
const LIST_TEXT = {
  intro: {
    online: '企业专享价格，按当前区域报价，支持在线下单、对公付款。',
    consultation: '大宗、定制类商品，提交咨询后由供应商专人报价。',
  } satisfies Record<Catalogue, string>,
  filters: ['分类', '品牌', '供应商'],
  sorts: { online: ['综合', '价格升序', '价格降序', '最新', '销量'], consultation: ['综合', '最新', '销量'] },
};

/** The product cards whose picture is fetched first: the first row at any width (2 on a phone, up to 5). */
const EAGER_CARDS = 5;

/** One product card (ProductCard.tsx): picture, name, model, brand · supplier, price and terms, the actions. */
function cardFrame(product: ProductSummary, index: number): string {
  const src = imageSrc(product.ImageUrl);
  const srcset = productImageSrcset(product.ImageUrl);
  const online = product.Catalogue === 'online';
  const soldOut = online && product.Stock < product.MinQuantity;
  const off = soldOut || (online && product.Price === null) ? ' off' : '';
  const href = `/${escapeHtml(product.Catalogue)}/detail/${escapeHtml(product.Id)}`;
  const unit = escapeHtml(product.Unit);
  const terms = `${escapeHtml(product.MinQuantity)}${unit}起订${
    product.QuantityStep > 1 ? `，每${escapeHtml(product.QuantityStep)}${unit}递增` : ''
  }`;
  const price = online
    ? `<span class="amount">${
        product.Price === null
          ? '<span class="ask">暂无报价</span>'
          : `${formatMoney(product.Price)}<small>/${unit}</small>`
      }</span>`
    : '<span class="quote">咨询报价</span>';
  const actions = online
    ? `<span class="btn${off}">${soldOut ? '暂时缺货' : '加入购物车'}</span><span class="btn primary${off}">立即购买</span>`
    : '<span class="btn primary">咨询</span>';
  const eager = index < EAGER_CARDS;
  return [
    `<li><div class="card"><a class="pic" href="${href}" tabindex="-1" aria-hidden="true">`,
    src
      ? `<img src="${src}"${srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${PRODUCT_CARD_IMAGE_SIZES}"` : ''} alt="" width="240" height="240"${
          index === 0 ? ` ${HERO}` : eager ? ' fetchpriority="high" loading="eager"' : ' loading="lazy"'
        } />`
      : '',
    '</a><div class="body">',
    `<h3><a href="${href}">${escapeHtml(product.Name)}</a></h3>`,
    `<p class="meta">型号：${escapeHtml(product.Model)}</p>`,
    `<p class="meta">${escapeHtml(product.BrandName)} · ${escapeHtml(product.SupplierName)}</p>`,
    `<div class="price-row">${price}<span class="terms">${terms}</span></div>`,
    `<div class="actions">${actions}</div>`,
    '</div></div></li>',
  ].join('');
}

/**
 * /vnetzone/:type (CatalogueView.tsx): breadcrumb, heading with the switch between the two catalogues, the
 * filter bar's shape (its choices come with the storefront), the count and the first page of cards with the
 * default region's prices.
 */
export function listFrame(catalogue: Catalogue, page: ProductPage): string {
  const name = CatalogueName[catalogue];
  const sorts = LIST_TEXT.sorts[catalogue]
    .map((label, i) => `<span class="sort${i === 0 ? ' on' : ''}">${label}</span>`)
    .join('');
  return [
    '<div class="list">',
    '<div class="crumbs"><ol>',
    '<li><a href="/home">首页</a><span aria-hidden="true">/</span></li>',
    '<li><a href="/vnetzone">网络专区</a><span aria-hidden="true">/</span></li>',
    `<li><span class="current">${name}</span></li>`,
    '</ol></div>',
    `<div class="list-head"><div><h1>${name}</h1><p>${LIST_TEXT.intro[catalogue]}</p></div><div class="switch">${(
      ['online', 'consultation'] as const
    )
      .map((c) => `<a href="/vnetzone/${c}"${c === catalogue ? ' class="on"' : ''}>${CatalogueName[c]}</a>`)
      .join('')}</div></div>`,
    // Named as the rendered filter bar is (a visually hidden h2): the cards' h3 then follow an h2, not the h1.
    '<div class="filters"><h2>筛选条件</h2><div class="selects">',
    ...LIST_TEXT.filters.map(
      (label) => `<div><span class="label">${label}</span><span class="select">全部</span></div>`,
    ),
    '<div></div></div>',
    `<div class="sorts"><span>排序：</span>${sorts}</div></div>`,
    page.Total > 0 ? `<p class="count">共 ${escapeHtml(page.Total)} 件商品</p>` : '',
    `<ul class="grid">${page.Items.map(cardFrame).join('')}</ul>`,
    '<p class="status">正在加载…</p>',
    '</div>',
  ].join('');
}

/** What a storefront path's first frame is made from: the public read(s) and how to render them. */
interface FrameSource {
  reads: string[];
  render: (answers: unknown[]) => string | null;
  /** The storefront's own first API request for the page, started with its scripts (`data-fetch`). */
  fetch?: string;
}

/**
 * The request CatalogueView makes for a catalogue's first page (features/shared/products/stores.ts
 * productListPath: default sort, 20 a page, the default region 1 of a visitor), written the same way so that
 * the browser hands the early request over to the app.
 */
export function catalogueListUrl(catalogue: Catalogue): string {
  return `/api/Products?catalogue=${catalogue}&sort=default&page=1&pageSize=20&region=1`;
}

/**
 * The first frame's source for a storefront path and its query (`?…` or ''), or null (the plain shell). A
 * filtered, sorted or later page of a catalogue gets the plain shell: its frame would be another read.
 */
export function frameSource(pathname: string, search = ''): FrameSource | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const list = /^\/vnetzone\/(online|consultation)$/.exec(path);
  if (list) {
    if (search.replace(/^\?/, '') !== '') return null;
    const catalogue = list[1] as Catalogue;
    const url = catalogueListUrl(catalogue);
    return { reads: [url], fetch: url, render: ([page]) => listFrame(catalogue, page as ProductPage) };
  }
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

  const frameFor = async (pathname: string, search: string): Promise<{ html: string; fetch?: string } | null> => {
    const source = frameSource(pathname, search);
    if (!source) return null;
    try {
      const answers: unknown[] = [];
      for (const url of source.reads) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode !== 200) return null;
        answers.push(res.json());
      }
      const html = source.render(answers);
      if (html === null) return null;
      return source.fetch ? { html, fetch: source.fetch } : { html };
    } catch (error) {
      app.log.warn({ err: error }, 'first frame: a read failed, plain shell sent');
      return null;
    }
  };

  /**
   * The page for `pathname` and its query `search`, or null when `file` has no first-frame slot or the path has
   * no first frame. A frame made from the page's own first API request names it on the start script
   * (`data-fetch`, when the built page does not name one already), so it starts with the scripts.
   */
  return async function pageWithFrame(file: string, pathname: string, search = ''): Promise<Page | null> {
    const html = template(file);
    if (!FRAME.test(html)) return null;
    const frame = await frameFor(pathname, search);
    if (frame === null) return null;
    const key = `${file}\n${frame.fetch ?? ''}\n${frame.html}`;
    let page = pages.get(key);
    if (!page) {
      let filled = html.replace(FRAME, (_m, open: string, close: string) => `${open}${frame.html}${close}`);
      if (frame.fetch && !START_FETCH.test(filled))
        filled = filled.replace(START_SCRIPT, (tag) => `${tag} data-fetch="${escapeHtml(frame.fetch)}"`);
      page = { raw: Buffer.from(filled) };
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
