/**
 * Who may order: a delivery address must belong to the cart's sales region (400 on
 * DeliveryAddressId, the region derived by the server), and only a verified company (StatusEnum 30) places an
 * order or pays (403 naming its state); the cart and inquiries stay open to the others.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema.js';
import { auth, createBuyers, newKey, orderFromCart } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

const beijing = {
  Recipient: '王工',
  Mobile: '13912345678',
  Province: '北京市',
  City: '北京市',
  District: '延庆区',
  Detail: '康西路 1 号',
};
const hangzhou = { ...beijing, Province: '浙江省', City: '杭州市', District: '西湖区', Detail: '文三路 90 号' };

describeEachDatabase('order guards', (getCtx) => {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
    getCtx().app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

  describe('region and address', () => {
    let admin: string;
    let beijingId: number;
    let hangzhouId: number;
    beforeAll(async () => {
      admin = (await createBuyers(getCtx(), 1, `guards-region-${getCtx().kind}`)).tokens[0]!;
      beijingId = (await call(admin, 'POST', '/api/Company/delivery-addresses', beijing)).json().Id;
      hangzhouId = (await call(admin, 'POST', '/api/Company/delivery-addresses', hangzhou)).json().Id;
    });

    it('refuses a 华东 cart shipped to 北京 with a 400 on DeliveryAddressId, and keeps the cart and stock', async () => {
      const refused = await orderFromCart(getCtx(), admin, [[3, 1]], {
        region: 1,
        body: { DeliveryAddressId: beijingId },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        Error: '收货地址在北京市（华北地区），与购物车的华东地区价格不符：请选择华东地区的收货地址，或切换购物车地区',
        Field: 'DeliveryAddressId',
      });
      const count = await call(admin, 'GET', '/api/ShoppingCarts/items/count?region=1');
      expect(count.json().Count).toBeGreaterThan(0);
      // The same cart to a 浙江 address is accepted.
      const placed = await call(
        admin,
        'POST',
        '/api/Orders',
        { Region: 1, InvoiceType: 0, DeliveryAddressId: hangzhouId },
        { 'idempotency-key': newKey('region') },
      );
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().DeliveryAddress.Province).toBe('浙江省');
    });

    it('accepts the 北京 address for a 华北 cart, and refuses 浙江 there', async () => {
      const north = await orderFromCart(getCtx(), admin, [[3, 1]], {
        region: 2,
        body: { DeliveryAddressId: beijingId },
      });
      expect(north.statusCode, north.body).toBe(201);
      expect(north.json().RegionName).toBe('华北');
      const wrong = await orderFromCart(getCtx(), admin, [[3, 1]], {
        region: 2,
        body: { DeliveryAddressId: hangzhouId },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().Field).toBe('DeliveryAddressId');
      expect(wrong.json().Error).toContain('浙江省（华东地区）');
    });
  });

  describe('only verified companies order', () => {
    let admin: string;
    let companyId: number;
    let openOrderId: number;
    const setStatus = (statusEnum: number, extra: Partial<typeof companies.$inferInsert> = {}) =>
      getCtx()
        .db.update(companies)
        .set({ statusEnum, ...extra })
        .where(sql`id = ${companyId}`);
    beforeAll(async () => {
      const made = await createBuyers(getCtx(), 1, `guards-verified-${getCtx().kind}`);
      admin = made.tokens[0]!;
      companyId = made.companyId;
      // An order placed while verified, before the company's information changed.
      const placed = await orderFromCart(getCtx(), admin, [[3, 1]]);
      expect(placed.statusCode, placed.body).toBe(201);
      openOrderId = placed.json().Id;
    });

    it('answers 403 with the company state: 未提交, 审核中 (with the submission time), 已驳回 (with the reason)', async () => {
      await setStatus(10);
      const incomplete = await orderFromCart(getCtx(), admin, [[3, 1]]);
      expect(incomplete.statusCode).toBe(403);
      expect(incomplete.json().Error).toBe('请先完善企业信息并提交审核，审核通过后即可下单');

      await setStatus(20, { submittedAt: new Date('2026-11-30T02:05:00Z') });
      const pending = await orderFromCart(getCtx(), admin, [[3, 1]]);
      expect(pending.statusCode).toBe(403);
      expect(pending.json().Error).toBe('企业信息审核中（提交于 2026-11-30 10:05），审核通过后即可下单');

      await setStatus(40, { reviewNote: '营业执照照片不清晰' });
      const rejected = await orderFromCart(getCtx(), admin, [[3, 1]]);
      expect(rejected.statusCode).toBe(403);
      expect(rejected.json().Error).toContain('营业执照照片不清晰');
      // The company info tells the storefront the same before the buyer tries.
      await setStatus(20);
      const info = (await call(admin, 'GET', '/api/Company/info')).json();
      expect(info).toMatchObject({ StatusEnum: 20, SubmittedAt: '2026-11-30T02:05:00.000Z' });
    });

    it('refuses every payment method of an unverified company, while the cart stays open', async () => {
      await setStatus(20);
      for (const Method of ['sandbox', 'bank-transfer']) {
        const pay = await call(
          admin,
          'POST',
          '/api/Payments',
          { OrderId: openOrderId, Method },
          {
            'idempotency-key': newKey('pay'),
          },
        );
        expect(pay.statusCode).toBe(403);
        expect(pay.json().Error).toContain('审核通过后即可下单');
      }
      const added = await call(admin, 'POST', '/api/ShoppingCarts/items', { ProductId: 3, Quantity: 1, Region: 1 });
      expect(added.statusCode).toBe(201);
      // Verified again: the same order can be paid.
      await setStatus(30);
      const pay = await call(
        admin,
        'POST',
        '/api/Payments',
        { OrderId: openOrderId, Method: 'sandbox' },
        {
          'idempotency-key': newKey('pay'),
        },
      );
      expect(pay.statusCode, pay.body).toBe(201);
    });
  });
});
