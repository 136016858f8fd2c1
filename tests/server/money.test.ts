import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.js';
import { productPrices, products } from '../../server/db/schema.js';
import { quoteReadyMail } from '../../server/mail/templates.js';
import { cashierPage } from '../../server/payments/sandbox.js';
import { Dec, formatMoney, formatYuan, lineTotal, sumMoney } from '../../server/services/money.js';
import { auth, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';

// Seeded products with the same exact price in every region (server/db/seed/catalogue-data.ts).
const TEN_CENTS = 211; // 0.10
const NINETEEN_99 = 212; // 19.99
// ¥1,234,567.89 with a million in stock: this test's own product, never in the demo catalogue.
const BIG = 9213;

/** Adds the BIG product (a copy of NINETEEN_99 at 1234567.89 in every region) to this test's database. */
async function addBigProduct(db: Db): Promise<void> {
  const [template] = await db.select().from(products).where(eq(products.id, NINETEEN_99));
  await db
    .insert(products)
    .values({ ...template!, id: BIG, name: '整机柜交付（金额测试）', model: 'QT-BIG', stock: 1_000_000 });
  const regionPrices = await db.select().from(productPrices).where(eq(productPrices.productId, NINETEEN_99));
  await db.insert(productPrices).values(regionPrices.map((r) => ({ ...r, productId: BIG, price: '1234567.89' })));
}

describeOnce('money helpers', () => {
  it('multiplies and sums exactly, never through floats', () => {
    expect(0.1 * 3).not.toBe(0.3); // the float trap the helpers avoid
    expect(formatMoney(lineTotal('0.10', 3))).toBe('0.30');
    expect(formatMoney(lineTotal('19.99', 3))).toBe('59.97');
    expect(formatMoney(lineTotal('1234567.89', 99999))).toBe('123455554432.11');
    expect(formatMoney(sumMoney(['0.10', '0.20', lineTotal('19.99', 3)]))).toBe('60.27');
    expect(formatMoney(new Dec('0.005'))).toBe('0.01');
    expect(formatMoney('12')).toBe('12.00');
  });

  it('shows amounts one way everywhere: ¥33,930.00 in mails and at the cashier', () => {
    expect(formatYuan('33930')).toBe('¥33,930.00');
    expect(formatYuan('6117.5')).toBe('¥6,117.50');
    expect(formatYuan('999.99')).toBe('¥999.99');
    expect(formatYuan('1234567.891')).toBe('¥1,234,567.89');
    expect(formatYuan('-1500')).toBe('-¥1,500.00');
    const mail = quoteReadyMail(
      'buyer@example.cn',
      'Q20261201001',
      '激光打印机',
      '33930.00',
      '2026-12-31',
      'https://x',
    );
    expect(mail.text).toContain('合计 ¥33,930.00');
    // The HTML part is HTML-escaped text, never URL-encoded (`escape()`): the product name reads as written.
    expect(mail.html).toContain('您咨询的「激光打印机」已收到平台报价 Q20261201001，合计 <b>¥33,930.00</b>');
    const page = cashierPage({
      paymentId: 1,
      orderNo: 'B2B1',
      amount: '6117.00',
      pending: true,
      statusName: '待支付',
      returnUrl: 'https://x',
      sig: 's',
    });
    expect(page).toContain('¥6,117.00');
  });
});

describeEachDatabase('money', (ctx) => {
  let buyer: string;
  beforeAll(async () => {
    await addBigProduct(ctx().db);
    buyer = await tokenFor(ctx(), 'buyer@demo.cn');
  });

  it('prices 0.10 × 3 = 0.30 and 19.99 × 3 = 59.97 in the preview and the order', async () => {
    const res = await orderFromCart(ctx(), buyer, [
      [TEN_CENTS, 3],
      [NINETEEN_99, 3],
    ]);
    expect(res.statusCode).toBe(201);
    const order = res.json() as {
      TotalAmount: string;
      Items: { ProductId: number; UnitPrice: string; Subtotal: string }[];
    };
    expect(order.Items.find((i) => i.ProductId === TEN_CENTS)).toMatchObject({ UnitPrice: '0.10', Subtotal: '0.30' });
    expect(order.Items.find((i) => i.ProductId === NINETEEN_99)).toMatchObject({
      UnitPrice: '19.99',
      Subtotal: '59.97',
    });
    expect(order.TotalAmount).toBe('60.27');
  });

  it('keeps 1234567.89 × large quantities exact to the cent', async () => {
    const { app } = ctx();
    await app.inject({
      method: 'PUT',
      url: '/api/ShoppingCarts/items/selection',
      headers: auth(buyer),
      payload: { Region: 2, Selected: false },
    });
    for (const [ProductId, Quantity] of [
      [BIG, 99999],
      [NINETEEN_99, 777777],
      [TEN_CENTS, 333333],
    ] as const) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/ShoppingCarts/items',
            headers: auth(buyer),
            payload: { ProductId, Quantity, Region: 2 },
          })
        ).statusCode,
      ).toBe(201);
    }
    const preview = (
      await app.inject({ method: 'POST', url: '/api/Orders/preview', headers: auth(buyer), payload: { Region: 2 } })
    ).json() as {
      TotalAmount: string;
      Items: { ProductId: number; Subtotal: string }[];
    };
    expect(preview.Items.find((i) => i.ProductId === BIG)!.Subtotal).toBe('123455554432.11');
    expect(preview.Items.find((i) => i.ProductId === NINETEEN_99)!.Subtotal).toBe('15547762.23');
    expect(preview.Items.find((i) => i.ProductId === TEN_CENTS)!.Subtotal).toBe('33333.30');
    // 123455554432.11 + 15547762.23 + 33333.30
    expect(preview.TotalAmount).toBe('123471135527.64');
    const order = (
      await app.inject({
        method: 'POST',
        url: '/api/Orders',
        headers: { ...auth(buyer), 'idempotency-key': 'money-big-1' },
        payload: { Region: 2, InvoiceType: 0 },
      })
    ).json() as { TotalAmount: string; Id: number };
    expect(order.TotalAmount).toBe('123471135527.64');
    const list = (await app.inject({ method: 'GET', url: `/api/Orders?keyword=`, headers: auth(buyer) })).json() as {
      Items: { Id: number; TotalAmount: string }[];
    };
    expect(list.Items.find((o) => o.Id === order.Id)!.TotalAmount).toBe('123471135527.64');
  });

  it('refuses a total beyond what numeric(14, 2) holds, instead of overflowing', async () => {
    const res = await orderFromCart(ctx(), buyer, [[BIG, 900000]], { region: 3 });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Error: string }).Error).toContain('超出上限');
  });
});
