/**
 * Products the buy-faster tests own (models no seeded product has), so the rows they assert are theirs: an online
 * product per rule (minimum and step, little stock, off sale, no price in region 1), a consultation one, and two
 * products of different brands that share one model.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.js';
import { productPrices, products } from '../../server/db/schema.js';
import type { TestContext } from './helpers/app.js';

export interface BuyProducts {
  plain: number;
  stepped: number;
  scarce: number;
  offSale: number;
  unpriced: number;
  consultation: number;
  twinA: number;
  twinB: number;
}

/**
 * A product like the first online one (its brand, supplier, category, picture), 1,000 in stock by the piece, with
 * `price` in region 1 (none when null). Also the browser tests' fixture (tests/browser/buy-fixture.ts).
 */
export async function insertProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> & { name: string; model: string },
  price: string | null,
): Promise<number> {
  const [ref] = await db.select().from(products).where(eq(products.catalogue, 'online')).limit(1);
  const [row] = await db
    .insert(products)
    .values({
      catalogue: 'online',
      brandId: ref!.brandId,
      supplierId: ref!.supplierId,
      categoryId: ref!.categoryId,
      imageUrl: ref!.imageUrl,
      unit: '个',
      stock: 1000,
      ...values,
    })
    .returning({ id: products.id });
  if (price !== null) await db.insert(productPrices).values({ productId: row!.id, regionId: 1, price });
  return row!.id;
}

const product = (ctx: TestContext, values: Parameters<typeof insertProduct>[1], price: string | null) =>
  insertProduct(ctx.db, values, price);

/** Creates the products once per app (label keeps two calls apart). */
export async function buyProducts(ctx: TestContext, label = 'QO'): Promise<BuyProducts> {
  return {
    plain: await product(ctx, { name: `${label} 工业插座`, model: `${label}-AD-H100` }, '12.50'),
    stepped: await product(
      ctx,
      { name: `${label} 螺钉`, model: `${label}-M6x20`, minQuantity: 10, quantityStep: 5 },
      '0.35',
    ),
    scarce: await product(ctx, { name: `${label} 断路器`, model: `${label}-DZ47`, stock: 3 }, '88.00'),
    offSale: await product(ctx, { name: `${label} 旧款开关`, model: `${label}-OLD1`, onSale: false }, '5.00'),
    unpriced: await product(ctx, { name: `${label} 新款开关`, model: `${label}-NEW1` }, null),
    consultation: await product(
      ctx,
      { name: `${label} 定制配电柜`, model: `${label}-CAB9`, catalogue: 'consultation' },
      null,
    ),
    twinA: await product(ctx, { name: `${label} 接触器 甲`, model: `${label}-CJX2` }, '40.00'),
    twinB: await product(ctx, { name: `${label} 接触器 乙`, model: `${label} cjx2` }, '41.00'),
  };
}

export async function setPrice(ctx: TestContext, productId: number, price: string): Promise<void> {
  await ctx.db.update(productPrices).set({ price }).where(eq(productPrices.productId, productId));
}
