/**
 * Demo product pictures: every product type has its own drawing in three views, the files
 * the seed names exist, are small, carry no "示意图" placeholder caption, and are served at /media/ like the
 * rest of the demo media.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { mediaDir } from '../../server/app.js';
import { buildCatalogueRows } from '../../server/db/seed/catalogue.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';

const { productRows } = buildCatalogueRows();
const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
/** The product type of a row: its template model without the variant number (JY-V100 → JY-V). */
const typeOf = (model: string) => model.replace(/\d00$/, '');

describeOnce('demo product pictures', () => {
  it('gives every product three distinct, existing, small views without a placeholder caption', () => {
    for (const p of productRows) {
      const images = p.images as string[];
      expect(images, p.name).toHaveLength(3);
      expect(new Set(images).size, p.name).toBe(3);
      expect(p.imageUrl).toBe(images[0]);
      for (const url of images) {
        expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
        expect(statSync(fileOf(url)).size, url).toBeLessThan(6 * 1024);
        const svg = readFileSync(fileOf(url), 'utf8');
        expect(svg).not.toContain('示意图');
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
      }
    }
  });

  it('draws each product type apart: no two types share a picture, and the label names the product', () => {
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
    const body = (url: string) => readFileSync(fileOf(url), 'utf8').replace(/aria-label="[^"]*"/, '');
    expect(body(projector.imageUrl!)).not.toBe(body(printer.imageUrl!));
    expect(readFileSync(fileOf(projector.imageUrl!), 'utf8')).toContain('aria-label="投影仪（正面）"');
  });
});

describeEachDatabase('product pictures over the API', (ctx) => {
  it('answers a product with its own pictures, served as SVG from /media/', async () => {
    const projector = productRows.find((p) => p.name!.includes('投影仪') && p.catalogue === 'online')!;
    const res = await ctx().app.inject({ method: 'GET', url: `/api/Products/${projector.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ImageUrl: string; Images: string[] };
    expect(body.Images).toEqual(projector.images);
    const image = await ctx().app.inject({ method: 'GET', url: body.Images[2]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('投影仪（细节）');
  });
});
