/**
 * The set-up the governance browser files share: a ¥1,000 online product with plenty of stock, the demo
 * governance company's 采购员, 审批人 and 财务 signed in, and a default delivery address for the company.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { productPrices, products } from '../../server/db/schema.js';
import { apiLogin, type SessionSeed, type Storefront } from './helpers.js';

export interface GovernanceFixture {
  productId: number;
  purchaser: SessionSeed;
  approver: SessionSeed;
  finance: SessionSeed;
}

/** `offset`: which priced online product (by id) becomes the ¥1,000 one, so that files do not share it. */
export async function governanceFixture(store: Storefront, offset = 0): Promise<GovernanceFixture> {
  const [p] = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.regionId, 1)))
    .where(and(eq(products.catalogue, 'online'), eq(products.onSale, true)))
    .orderBy(products.id)
    .limit(1)
    .offset(offset);
  const productId = p!.id;
  await store.db
    .update(productPrices)
    .set({ price: '1000.00' })
    .where(and(eq(productPrices.productId, productId), eq(productPrices.regionId, 1)));
  await store.db
    .update(products)
    .set({ stock: 10_000, minQuantity: 1, quantityStep: 1 })
    .where(eq(products.id, productId));
  const purchaser = await apiLogin(store, 'purchaser@demo.cn');
  const approver = await apiLogin(store, 'approver@demo.cn');
  const finance = await apiLogin(store, 'finance@demo.cn');
  const address = await store.app.inject({
    method: 'POST',
    url: '/api/Company/delivery-addresses',
    headers: { authorization: `Bearer ${approver.token}` },
    payload: {
      Recipient: '赵磊',
      Mobile: '13500135000',
      Province: '浙江省',
      City: '杭州市',
      District: '西湖区',
      Detail: '星湖街 218 号',
      IsDefault: true,
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  return { productId, purchaser, approver, finance };
}
