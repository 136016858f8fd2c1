import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { reindexProducts } from '../../services/search/indexer.js';
import type { Db } from '../client.js';
import {
  banners,
  brands,
  categories,
  helpArticles,
  productPrices,
  products,
  regions,
  searchSynonyms,
  showcaseEntries,
  solutions,
  suppliers,
} from '../schema.js';
import {
  bannerData,
  brandData,
  categoryData,
  exactMoneyProducts,
  helpData,
  productTemplates,
  regionData,
  showcaseContacts,
  solutionData,
  supplierData,
} from './catalogue-data.js';
import { brandBannerName, brandLogoName, PRODUCT_VIEWS, productPictureName } from './catalogue-media.js';
import { synonymData } from './search-synonyms.js';

const media = (path: string) => `/media/${path}`;

/** A stable uuid-shaped id derived from a name (the showcase's GlobalId must not change between seeds). */
export function stableGlobalId(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type ProductRow = typeof products.$inferInsert;
type PriceRow = typeof productPrices.$inferInsert;

/** The generated catalogue rows, deterministic: the same ids, prices and dates on every seed. */
export function buildCatalogueRows(): { productRows: ProductRow[]; priceRows: PriceRow[] } {
  const productRows: ProductRow[] = [];
  const priceRows: PriceRow[] = [];
  const brandName = new Map(brandData.map((b) => [b.id, b.name]));
  const epoch = Date.UTC(2025, 5, 1);

  const addPrices = (productId: number, base: string, exact: boolean) => {
    for (const r of regionData) {
      const price = exact
        ? new Decimal(base)
        : new Decimal(base).mul(r.factor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      priceRows.push({ productId, regionId: r.id, price: price.toFixed(2) });
    }
  };

  categoryData.forEach((category, ci) => {
    const templates = productTemplates[category.slug] ?? [];
    templates.forEach((t, ti) => {
      t.variants.forEach(([label, price, specValue], vi) => {
        const id = ci * 15 + ti * 3 + vi + 1;
        const model = `${t.model}${(vi + 1) * 100}`;
        const pictures = PRODUCT_VIEWS.map((v) => media(`products/${productPictureName(t.model, v)}`));
        const consultation = t.consultation === true;
        productRows.push({
          id,
          catalogue: consultation ? 'consultation' : 'online',
          name: `${brandName.get(t.brandId) ?? ''} ${t.name} ${label}`.trim(),
          model,
          brandId: t.brandId,
          supplierId: t.supplierId,
          categoryId: category.id,
          unit: t.unit,
          imageUrl: pictures[0]!,
          images: pictures,
          specs: [
            { Name: '品牌', Value: brandName.get(t.brandId) ?? '' },
            { Name: '型号', Value: model },
            ...t.specs.map(([Name, Value]) => ({ Name, Value })),
            { Name: t.variantSpec, Value: specValue },
          ],
          description: t.description,
          minQuantity: t.minQuantity ?? 1,
          quantityStep: t.quantityStep ?? 1,
          stock: consultation ? 0 : 100 + ((id * 7919) % 4900),
          sales: (id * 104729) % 3000,
          createdAt: new Date(epoch + id * 37 * 3_600_000),
        });
        if (!consultation) addPrices(id, price, false);
      });
    });
  });

  for (const p of exactMoneyProducts) {
    const category = categoryData.find((c) => c.slug === p.categorySlug)!;
    const pictures = PRODUCT_VIEWS.map((v) => media(`products/${productPictureName(p.model, v)}`));
    productRows.push({
      id: p.id,
      catalogue: 'online',
      name: p.name,
      model: p.model,
      brandId: p.brandId,
      supplierId: p.supplierId,
      categoryId: category.id,
      unit: p.unit,
      imageUrl: pictures[0]!,
      images: pictures,
      specs: [
        { Name: '品牌', Value: brandName.get(p.brandId) ?? '' },
        { Name: '型号', Value: p.model },
      ],
      description: `${p.name}，全国统一价 ¥${p.price}。`,
      minQuantity: 1,
      quantityStep: 1,
      stock: p.stock,
      sales: 0,
      createdAt: new Date(epoch + p.id * 37 * 3_600_000),
    });
    addPrices(p.id, p.price, true);
  }
  return { productRows, priceRows };
}

function buildShowcaseRows(): (typeof showcaseEntries.$inferInsert)[] {
  const rows: (typeof showcaseEntries.$inferInsert)[] = [];
  const epoch = Date.UTC(2025, 8, 1);
  categoryData.forEach((category, ci) => {
    const templates = (productTemplates[category.slug] ?? []).slice(0, 4);
    templates.forEach((t, ti) => {
      const supplier = supplierData.find((s) => s.id === t.supplierId)!;
      const [contactName, contactPhone] = showcaseContacts[(t.supplierId - 1) % showcaseContacts.length]!;
      const name = `${t.name}（${supplier.name.replace(/有限公司$/, '')}直供）`;
      rows.push({
        globalId: stableGlobalId(`showcase:${t.model}`),
        name,
        supplierId: t.supplierId,
        categoryId: category.id,
        brandId: t.brandId,
        imageUrl: media(`products/${productPictureName(t.model, 1)}`),
        summary: t.description.split('，')[0]!.replace(/。$/, ''),
        description: `${t.description}\n\n${supplier.description}`,
        specs: [
          ...t.specs.map(([Name, Value]) => ({ Name, Value })),
          { Name: t.variantSpec, Value: t.variants.map((v) => v[2]).join(' / ') },
        ],
        contactName,
        contactPhone,
        createdAt: new Date(epoch + (ci * 4 + ti) * 86_400_000),
      });
    });
  });
  return rows;
}

/** Seeds regions, brands, suppliers, categories, banners, solutions, products, showcase and help. Idempotent. */
export async function seedCatalogue(db: Db): Promise<void> {
  const { productRows, priceRows } = buildCatalogueRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(regions)
      .values(regionData.map((r, i) => ({ id: r.id, name: r.name, sort: i })))
      .onConflictDoNothing();
    await tx
      .insert(brands)
      .values(
        brandData.map((b, i) => ({
          id: b.id,
          name: b.name,
          logoUrl: media(`brands/${brandLogoName(b.slug)}`),
          bannerUrl: media(`brands/${brandBannerName(b.slug)}`),
          description: b.description,
          story: b.story,
          sort: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(suppliers)
      .values(
        supplierData.map((s, i) => ({
          id: s.id,
          name: s.name,
          logoUrl: media(`suppliers/${s.slug}.svg`),
          province: s.province,
          city: s.city,
          description: s.description,
          contactPhone: s.contactPhone,
          displayed: s.displayed,
          sort: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(
        categoryData.map((c, i) => ({
          id: c.id,
          parentId: null,
          name: c.name,
          iconUrl: media(`categories/${c.slug}.svg`),
          solutionAvailable: c.solutionAvailable,
          displayed: c.displayed,
          sort: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(banners)
      .values(
        bannerData.map((b, i) => ({
          id: b.id,
          type: 1,
          title: b.title,
          subtitle: b.subtitle,
          imageUrl: media(`banners/${b.id}.svg`),
          linkUrl: b.linkUrl,
          buttonText: b.buttonText,
          sort: i,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(solutions)
      .values(
        solutionData.map((s, i) => ({
          id: s.id,
          categoryId: s.categoryId,
          title: s.title,
          summary: s.summary,
          body: s.body,
          imageUrl: media(`solutions/${s.id}.svg`),
          industry: s.industry,
          featured: i < 6,
          sort: i,
        })),
      )
      .onConflictDoNothing();
    for (let i = 0; i < productRows.length; i += 100) {
      await tx
        .insert(products)
        .values(productRows.slice(i, i + 100))
        .onConflictDoNothing();
    }
    for (let i = 0; i < priceRows.length; i += 500) {
      await tx
        .insert(productPrices)
        .values(priceRows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await tx.insert(showcaseEntries).values(buildShowcaseRows()).onConflictDoNothing();
    await tx
      .insert(helpArticles)
      .values(helpData.map((h, i) => ({ id: i + 1, category: h.category, title: h.title, body: h.body, sort: i })))
      .onConflictDoNothing();
    await tx.insert(searchSynonyms).values(synonymData).onConflictDoNothing();
    // The search index of products that have none yet (all of them on a new database, none on a second run).
    await reindexProducts(tx, { missing: true });
    // Explicit ids were inserted: move the serial sequences past them so later inserts do not collide.
    for (const table of ['brands', 'suppliers', 'categories', 'banners', 'solutions', 'products', 'help_articles']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`),
      );
    }
  });
}
