/**
 * Product pictures at the size of their slot. An uploaded product (or 黄页) picture is stored at 800×800 and as a
 * 240×240 thumbnail next to it (UploadSizes in ./operator-content-fields.ts; names `<hash>-<w>x<h>.webp`, see
 * server/services/operator/media.ts), and so is a demo product picture (`/media/products/<name>-<w>x<h>.webp`,
 * scripts/generate-media.ts), so a card offers both and the browser takes the one its slot needs instead of always
 * the 800 px picture. Other addresses (SVG, outside URLs) have one size.
 */

const MAIN_WITH_THUMBNAIL = /^(.*\/media\/(?:uploads\/[a-f0-9]{24}|products\/[a-z0-9-]+))-800x800\.webp$/;

/**
 * How wide a product card's picture is (features/shared/products/layout.tsx Grid: one column under 361 px,
 * two under 481 px, else columns of 210 px and more, at most ~280 px in the 1200 px page), for `sizes`.
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(max-width: 360px) calc(100vw - 66px), (max-width: 480px) calc(50vw - 38px), 280px';

/** The 240×240 thumbnail of a product picture stored with one, else the picture itself (a gallery's 64 px buttons). */
export function productThumbnailUrl(url: string): string {
  const m = MAIN_WITH_THUMBNAIL.exec(url);
  return m ? `${m[1]}-240x240.webp` : url;
}

/** `srcset` of a product picture (thumbnail and full size), each address through `resolve`; null for one size. */
export function productImageSrcset(url: string, resolve: (url: string) => string = (u) => u): string | null {
  const m = MAIN_WITH_THUMBNAIL.exec(url);
  if (!m) return null;
  return `${resolve(productThumbnailUrl(url))} 240w, ${resolve(url)} 800w`;
}
