/**
 * Demo product pictures: every product type has its own drawing in three views, stored as an operator's upload is
 * (WebP at 800×800 with a 240×240 thumbnail beside it), the files the seed names exist and are small, and they are
 * served at /media/ like the rest of the demo media.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/migrate.js';
import { brands, orderItems, products, showcaseEntries } from '../../server/db/schema.js';
import { buildCatalogueRows } from '../../server/db/seed/catalogue.js';
import { mediaDir } from '../../server/static-files.js';
import { productImageSrcset, productThumbnailUrl } from '../../src/contract/media.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';

const { productRows } = buildCatalogueRows();
const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
/** The product type of a row: its template model without the variant number (JY-V100 → JY-V). */
const typeOf = (model: string) => model.replace(/\d00$/, '');

describeOnce('demo product pictures', () => {
  it('gives every product three distinct, existing, small views, each with its thumbnail', async () => {
    for (const p of productRows) {
      const images = p.images as string[];
      expect(images, p.name).toHaveLength(3);
      expect(new Set(images).size, p.name).toBe(3);
      expect(p.imageUrl).toBe(images[0]);
      for (const url of images) {
        expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+-800x800\.webp$/);
        // The card's srcset offers the thumbnail, which exists at its size.
        const thumbnail = url.replace(/-800x800\.webp$/, '-240x240.webp');
        expect(productImageSrcset(url)).toBe(`${thumbnail} 240w, ${url} 800w`);
        for (const [file, size, maxBytes] of [
          // Limits with room above the busiest drawing (a close-up), so a generator change that bloats files fails.
          [url, 800, 40 * 1024],
          [thumbnail, 240, 10 * 1024],
        ] as const) {
          expect(statSync(fileOf(file)).size, file).toBeLessThan(maxBytes);
          const meta = await sharp(readFileSync(fileOf(file))).metadata();
          expect([meta.format, meta.width, meta.height], file).toEqual(['webp', size, size]);
        }
      }
    }
  });

  it('finds the thumbnail of an upload and of a demo picture; any other picture is its own', () => {
    const upload = '/media/uploads/0123456789abcdef01234567-800x800.webp';
    expect(productThumbnailUrl(upload)).toBe('/media/uploads/0123456789abcdef01234567-240x240.webp');
    expect(productThumbnailUrl('/media/products/jy-p-1-800x800.webp')).toBe('/media/products/jy-p-1-240x240.webp');
    for (const other of ['/media/placeholder.svg', 'https://cdn.example.com/p-800x800.webp', '/media/a-240x240.webp']) {
      expect(productThumbnailUrl(other)).toBe(other);
      expect(productImageSrcset(other)).toBeNull();
    }
  });

  it('draws each product type apart: no two types share a picture', () => {
    const typesByPicture = new Map<string, Set<string>>();
    for (const p of productRows) {
      for (const url of p.images as string[]) {
        const set = typesByPicture.get(url) ?? new Set<string>();
        set.add(typeOf(p.model!));
        typesByPicture.set(url, set);
      }
    }
    for (const [url, types] of typesByPicture) expect([...types], url).toHaveLength(1);
    const types = new Set(productRows.map((p) => typeOf(p.model!)));
    expect(typesByPicture.size).toBe(types.size * 3);

    // Same category, different things: the projector is not drawn as the printer (the example).
    const projector = productRows.find((p) => p.name!.includes('投影仪'))!;
    const printer = productRows.find((p) => p.name!.includes('黑白激光打印机'))!;
    expect(projector.categoryId).toBe(printer.categoryId);
    expect(readFileSync(fileOf(projector.imageUrl!)).equals(readFileSync(fileOf(printer.imageUrl!)))).toBe(false);
  });
});

describeEachDatabase('product pictures over the API', (ctx) => {
  it('answers a product with its own pictures, served as WebP from /media/', async () => {
    const projector = productRows.find((p) => p.name!.includes('投影仪') && p.catalogue === 'online')!;
    const res = await ctx().app.inject({ method: 'GET', url: `/api/Products/${projector.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ImageUrl: string; Images: string[] };
    expect(body.Images).toEqual(projector.images);
    const image = await ctx().app.inject({ method: 'GET', url: body.Images[2]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.equals(readFileSync(fileOf(body.Images[2]!)))).toBe(true);
  });

  it('points a database seeded with the SVG pictures at the WebP ones (migration 0018), and nothing else', async () => {
    const { db } = ctx();
    const read = async () => ({
      products: await db
        .select({ id: products.id, imageUrl: products.imageUrl, images: products.images })
        .from(products)
        .orderBy(asc(products.id)),
      showcase: await db
        .select({ id: showcaseEntries.globalId, imageUrl: showcaseEntries.imageUrl })
        .from(showcaseEntries)
        .orderBy(asc(showcaseEntries.globalId)),
      lines: await db
        .select({ id: orderItems.id, imageUrl: orderItems.imageUrl })
        .from(orderItems)
        .orderBy(asc(orderItems.id)),
      brands: await db
        .select({ id: brands.id, logoUrl: brands.logoUrl, bannerUrl: brands.bannerUrl })
        .from(brands)
        .orderBy(asc(brands.id)),
    });
    const seeded = await read();
    expect(seeded.lines.length).toBeGreaterThan(0);
    // What the seed wrote before: /media/products/<type>-<view>.svg. An outside address stays as it is.
    const outside = 'https://cdn.example.com/media/products/jy-p-1.svg';
    const old = String.raw`regexp_replace(image_url, '-800x800\.webp$', '.svg')`;
    await db.execute(
      sql.raw(
        `UPDATE products SET image_url = ${old}, images = (regexp_replace(images::text, '-800x800\\.webp', '.svg', 'g'))::jsonb`,
      ),
    );
    await db.execute(sql.raw(`UPDATE showcase_entries SET image_url = ${old}`));
    await db.execute(sql.raw(`UPDATE order_items SET image_url = ${old}`));
    await db.execute(
      sql.raw(
        String.raw`UPDATE brands SET logo_url = regexp_replace(logo_url, '\.webp$', '.svg'), banner_url = regexp_replace(banner_url, '\.webp$', '.svg')`,
      ),
    );
    const [jiayin] = await db.select().from(brands).where(sql`${brands.logoUrl} = '/media/brands/jiayin.svg'`);
    expect(jiayin!.bannerUrl).toBe('/media/brands/jiayin-banner.svg');
    await db.update(products).set({ imageUrl: outside }).where(sql`${products.id} = ${seeded.products[1]!.id}`);
    const [before] = await db.select().from(products).where(sql`${products.id} = 1`);
    expect(before!.images).toEqual([
      '/media/products/jy-p-1.svg',
      '/media/products/jy-p-2.svg',
      '/media/products/jy-p-3.svg',
    ]);

    const migration = readFileSync(path.join(migrationsFolder, '0018_demo_pictures_webp.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const after = await read();
    expect(after.products[1]!.imageUrl).toBe(outside);
    after.products[1]!.imageUrl = seeded.products[1]!.imageUrl;
    expect(after).toEqual(seeded);
  });
});
