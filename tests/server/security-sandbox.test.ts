/**
 * Security review: the sandbox cashier settles an order without any money. It must not exist where real
 * orders are taken (production, unless SANDBOX_PAYMENTS says otherwise); bank transfer keeps working.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { auth, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { createTestApp, describeOnce, type TestContext } from './helpers/app.js';

describeOnce('sandbox payments switched off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { sandboxPayments: false } });
  });
  afterAll(() => ctx.close());

  it('is off by default in production only, and can be set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sandboxPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sandboxPayments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true' }).sandboxPayments).toBe(true);
  });

  it('refuses a sandbox payment (400 on Method) and hides the cashier; bank transfer still starts', async () => {
    const buyer = await tokenFor(ctx, 'buyer@demo.cn');
    const order = (await orderFromCart(ctx, buyer, [[48, 1]])).json() as { Id: number };
    const pay = (Method: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey('sbx') },
        payload: { OrderId: order.Id, Method },
      });
    const sandbox = await pay('sandbox');
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json()).toEqual({ Error: '在线支付暂未开通，请选择对公转账', Field: 'Method' });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/Payments/sandbox/1?sig=${'0'.repeat(64)}` });
    expect(page.statusCode).toBe(404);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/Payments/sandbox/1/confirm',
      payload: { sig: '0'.repeat(64), Action: 'pay' },
    });
    expect(confirm.statusCode).toBe(404);
    const bank = await pay('bank-transfer');
    expect(bank.statusCode).toBe(201);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/Orders/${order.Id}`, headers: auth(buyer) })
    ).json() as { Status: number };
    expect(detail.Status).toBe(20);
  });
});
