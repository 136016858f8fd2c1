/**
 * Generates the demo images under server/media/ (served at /media/…) from the catalogue data:
 * brand logos and banners, supplier logos, category icons, home banners, solution covers and product
 * pictures (one drawing per product type from scripts/product-art.ts, in three views). Plain SVG, no external fonts
 * or images, so nothing is hotlinked; product pictures, brand logos and brand banners are then rendered to WebP
 * (server/db/seed/catalogue-media.ts says why).
 *
 *   npx tsx scripts/generate-media.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  bannerData,
  brandData,
  categoryData,
  exactMoneyProducts,
  productTemplates,
  solutionData,
  supplierData,
} from '../server/db/seed/catalogue-data.js';
import {
  brandBannerName,
  brandLogoName,
  LOGO_SCALE,
  logoLayout,
  PRODUCT_PICTURE_SIZES,
  productPictureName,
} from '../server/db/seed/catalogue-media.js';
import { storedWebp } from '../server/services/operator/media.js';
import { artFor } from './product-art.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'media');
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function write(path: string, content: string | Buffer): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? `${content.trim()}\n` : content);
}

/** A drawing `drawnWidth` px wide as WebP at `size`, encoded as an upload is stored (storedWebp). */
function webp(svg: string, [width, height]: readonly [number, number], drawnWidth: number): Promise<Buffer> {
  return storedWebp(sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth }).resize(width, height)).toBuffer();
}

/** A pictogram per category, drawn in a 100×100 box with white strokes. */
const glyphs: Record<string, string> = {
  office:
    '<rect x="22" y="16" width="56" height="22" rx="3"/><rect x="10" y="38" width="80" height="34" rx="6"/><rect x="24" y="60" width="52" height="26" rx="2"/><circle cx="78" cy="48" r="3"/>',
  safety:
    '<path d="M14 66 Q14 22 50 22 Q86 22 86 66 Z"/><rect x="8" y="66" width="84" height="10" rx="5"/><path d="M50 22 V46"/>',
  electrical: '<path d="M56 8 L24 56 H48 L42 92 L76 42 H52 Z"/>',
  hardware:
    '<path d="M70 12 a18 18 0 0 0 -18 26 L14 76 a8 8 0 0 0 12 12 L64 50 a18 18 0 0 0 26 -18 l-12 10 -10 -2 -2 -10 Z"/>',
  network:
    '<circle cx="50" cy="22" r="10"/><circle cx="20" cy="78" r="10"/><circle cx="80" cy="78" r="10"/><path d="M44 30 L26 70 M56 30 L74 70 M30 78 H70"/>',
  server:
    '<rect x="16" y="12" width="68" height="22" rx="3"/><rect x="16" y="39" width="68" height="22" rx="3"/><rect x="16" y="66" width="68" height="22" rx="3"/><circle cx="28" cy="23" r="3"/><circle cx="28" cy="50" r="3"/><circle cx="28" cy="77" r="3"/>',
  lab: '<path d="M38 10 H62 M42 10 V40 L18 84 Q16 90 22 90 H78 Q84 90 82 84 L58 40 V10"/><path d="M28 66 H72"/>',
  cleaning: '<path d="M50 10 Q80 48 80 64 A30 30 0 0 1 20 64 Q20 48 50 10 Z"/><path d="M36 64 A14 14 0 0 0 50 78"/>',
  packaging: '<path d="M50 10 L88 28 V72 L50 90 L12 72 V28 Z"/><path d="M12 28 L50 46 L88 28 M50 46 V90"/>',
  stationery: '<path d="M70 10 L90 30 L38 82 L14 88 L20 64 Z"/><path d="M60 20 L80 40"/>',
  labour:
    '<path d="M30 90 V46 Q30 38 36 38 V20 Q36 14 42 14 Q48 14 48 20 V38 H52 V16 Q52 10 58 10 Q64 10 64 16 V40 Q76 36 80 44 L66 64 V90 Z"/>',
  warehouse:
    '<path d="M12 90 V14 M88 90 V14 M12 36 H88 M12 62 H88 M12 88 H88"/><rect x="22" y="18" width="20" height="18"/><rect x="52" y="44" width="26" height="18"/>',
  electronics:
    '<rect x="26" y="26" width="48" height="48" rx="4"/><path d="M36 26 V12 M50 26 V12 M64 26 V12 M36 74 V88 M50 74 V88 M64 74 V88 M26 36 H12 M26 50 H12 M26 64 H12 M74 36 H88 M74 50 H88 M74 64 H88"/>',
  welding:
    '<path d="M18 82 L52 48"/><path d="M52 48 L60 40"/><path d="M66 24 L70 10 M78 32 L92 28 M74 20 L86 10 M62 30 L50 22"/><circle cx="64" cy="36" r="5"/>',
};

function glyph(slug: string, x: number, y: number, size: number, stroke = '#fff', width = 5): string {
  const body = glyphs[slug] ?? glyphs.packaging!;
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

/**
 * A wordmark (its layout: logoLayout in server/db/seed/catalogue-media.ts): the initial in a coloured square and the
 * name beside it, filling the height. No second line: at the sizes logos are shown a caption would be a grey smudge.
 */
function logo(name: string, color: string): string {
  const { shown, size, width, height } = logoLayout(name);
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
  <rect width="${width}" height="80" rx="10" fill="#fff"/>
  <rect x="8" y="8" width="64" height="64" rx="14" fill="${color}"/>
  <text x="40" y="54" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="700" fill="#fff">${escapeXml(name.slice(0, 1))}</text>
  <text x="88" y="${size > 30 ? 54 : 51}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${color}">${escapeXml(shown)}</text>
</svg>`;
}

/** A cover without words (the page shows the title as text next to it): the category's pictogram, centred. */
function cover(width: number, height: number, label: string, colors: [string, string], slug: string): string {
  const size = height * 0.44;
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.36}" fill="#fff" fill-opacity="0.08"/>
  <circle cx="${width * 0.5}" cy="${height * 0.5}" r="${height * 0.34}" fill="#fff" fill-opacity="0.14"/>
  ${glyph(slug, width * 0.5 - size / 2, height * 0.5 - size / 2, size, '#fff', 4)}
</svg>`;
}

/**
 * A home banner's picture, without words: the storefront draws the banner's title, subtitle and button over its
 * plain left side (src/features/home/Banners.tsx), so they stay text; the motif is on the right, where the words
 * never reach, and stays in view when a narrow screen crops the picture from the left (object-position: right).
 */
function wide(width: number, height: number, label: string, colors: [string, string], slug: string): string {
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.3}" cy="${height * 1.05}" r="${height * 0.5}" fill="#fff" fill-opacity="0.06"/>
  <circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.42}" fill="#fff" fill-opacity="0.12"/>
  ${glyph(slug, width * 0.82 - height * 0.25, height * 0.25, height * 0.5, '#fff', 4)}
</svg>`;
}

/** Frames one product drawing (scripts/product-art.ts) as one of three views: front, angled, close-up. */
function productPicture(model: string, name: string, color: string, view: 1 | 2 | 3): string {
  const art = artFor(model);
  if (!art) throw new Error(`没有为 ${model}（${name}）绘制产品图`);
  const body = art.draw(color);
  const label = `${name}（${['正面', '侧面', '细节'][view - 1]}）`;
  const [fx, fy] = art.focus;
  const scene =
    view === 1
      ? `<rect width="400" height="400" fill="#f8f9fa"/><ellipse cx="200" cy="310" rx="150" ry="16" fill="#000" opacity=".07"/><g transform="translate(40 34) scale(1.6)">${body}</g>`
      : view === 2
        ? `<rect width="400" height="400" fill="#f1f3f5"/><ellipse cx="205" cy="330" rx="140" ry="14" fill="#000" opacity=".07"/><g transform="matrix(-1.35 0.24 0 1.4 338 36)">${body}</g>`
        : `<rect width="400" height="400" fill="#fff"/><g transform="translate(${200 - fx * 2.4} ${200 - fy * 2.4}) scale(2.4)">${body}</g><rect x="6" y="6" width="388" height="388" rx="20" fill="none" stroke="#dee2e6" stroke-width="12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}">${scene}</svg>`;
}

function icon(slug: string, name: string, color: string): string {
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
  <rect width="96" height="96" rx="24" fill="${color}"/>
  ${glyph(slug, 20, 20, 56, '#fff', 7)}
</svg>`;
}

for (const b of brandData) {
  const { width, height } = logoLayout(b.name);
  write(
    `brands/${brandLogoName(b.slug)}`,
    await webp(logo(b.name, b.color), [width * LOGO_SCALE, height * LOGO_SCALE], width),
  );
  write(
    `brands/${brandBannerName(b.slug)}`,
    await webp(cover(1200, 300, `${b.name} 品牌专区`, [b.color, '#343a40'], 'hardware'), [1200, 300], 1200),
  );
}
for (const s of supplierData) {
  write(`suppliers/${s.slug}.svg`, logo(s.name.replace(/有限公司$/, ''), s.color));
}
for (const c of categoryData) {
  write(`categories/${c.slug}.svg`, icon(c.slug, c.name, c.color));
  const products = [
    ...(productTemplates[c.slug] ?? []).map((t) => ({ model: t.model, name: t.name })),
    ...exactMoneyProducts.filter((p) => p.categorySlug === c.slug).map((p) => ({ model: p.model, name: p.name })),
  ];
  for (const p of products) {
    for (const v of [1, 2, 3] as const) {
      const svg = productPicture(p.model, p.name, c.color, v);
      for (const size of PRODUCT_PICTURE_SIZES)
        write(`products/${productPictureName(p.model, v, size)}`, await webp(svg, size, 400));
    }
  }
}
const slugOfCategory = new Map(categoryData.map((c) => [c.id, c.slug]));
for (const b of bannerData) {
  write(
    `banners/${b.id}.svg`,
    wide(1200, 400, b.title, b.colors, ['office', 'safety', 'server', 'warehouse', 'stationery'][b.id - 1] ?? 'office'),
  );
}
for (const s of solutionData) {
  write(`solutions/${s.id}.svg`, cover(800, 450, s.title, s.colors, slugOfCategory.get(s.categoryId) ?? 'office'));
}
write('placeholder.svg', icon('packaging', '暂无图片', '#ced4da'));
console.log(`媒体文件已生成：${root}`);
