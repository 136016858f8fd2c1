import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { payments } from '../../server/db/schema.js';
import { signatureHeader, verifySignature } from '../../server/payments/signature.js';
import { auth, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';
import { notify } from './helpers/notify.js';

type Created = {
  Id: number;
  OrderId: number;
  Method: string;
  Status: number;
  Amount: string;
  PayUrl?: string;
  RemittanceCode?: string;
  BankAccount?: { AccountNo: string };
};
type Order = {
  Id: number;
  Status: number;
  TotalAmount: string;
  RemittanceCode: string;
  PaidAt: string | null;
  Payments: { Id: number; Status: number }[];
  CanPay: boolean;
};

describeEachDatabase('payments', (ctx) => {
  let buyer: string;
  let other: string;
  beforeAll(async () => {
    buyer = await tokenFor(ctx(), 'buyer@demo.cn');
    other = await tokenFor(ctx(), 'other@demo.cn');
  });
  const pay = (token: string, body: object, key = newKey('pay')) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/Payments',
      headers: { ...auth(token), 'idempotency-key': key },
      payload: body,
    });
  const order = async (token: string, id: number) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/Orders/${id}`, headers: auth(token) })).json() as Order;

  it('pays through the sandbox cashier: signed page, confirm, signed callback, 303 back', async () => {
    const created = (await orderFromCart(ctx(), buyer, [[48, 1]])).json() as Order;
    const res = await pay(buyer, {
      OrderId: created.Id,
      Method: 'sandbox',
      ReturnUrl: `/payment?orderId=${created.Id}`,
    });
    expect(res.statusCode).toBe(201);
    const payment = res.json() as Created;
    expect(payment).toMatchObject({ OrderId: created.Id, Method: 'sandbox', Status: 10, Amount: created.TotalAmount });
    expect(payment.PayUrl).toMatch(/^http:\/\/storefront\.test\/api\/Payments\/sandbox\/\d+\?/);
    const path = payment.PayUrl!.replace('http://storefront.test', '');
    const page = await ctx().app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain(created.TotalAmount);
    // A guessed or altered link is refused.
    expect(
      (await ctx().app.inject({ method: 'GET', url: path.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`) }))
        .statusCode,
    ).toBe(404);
    const url = new URL(payment.PayUrl!);
    const confirm = await ctx().app.inject({
      method: 'POST',
      url: `/api/Payments/sandbox/${payment.Id}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        return: url.searchParams.get('return')!,
        sig: url.searchParams.get('sig')!,
        Action: 'pay',
      }).toString(),
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`http://storefront.test/payment?orderId=${created.Id}`);
    const status = await ctx().app.inject({ method: 'GET', url: `/api/Payments/${payment.Id}`, headers: auth(buyer) });
    expect(status.json()).toMatchObject({ Id: payment.Id, Status: 20, StatusName: '支付成功' });
    const paid = await order(buyer, created.Id);
    expect(paid.Status).toBe(30);
    expect(paid.PaidAt).not.toBeNull();
    expect(paid.CanPay).toBe(false);
    // Paying again is refused.
    const again = await pay(buyer, { OrderId: created.Id, Method: 'sandbox' });
    expect(again.statusCode).toBe(409);
  });

  // the demo opened at 127.0.0.1 while PUBLIC_URL says localhost came back logged out.
  it('returns the buyer to the loopback origin they paid from, never to an origin the request did not come from', async () => {
    const start = async (origin: string, host: string) => {
      const created = (await orderFromCart(ctx(), buyer, [[50, 1]])).json() as Order;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey('pay'), origin, host },
        payload: { OrderId: created.Id, Method: 'sandbox', ReturnUrl: `/payment?orderId=${created.Id}` },
      });
      expect(res.statusCode).toBe(201);
      const url = new URL((res.json() as Created).PayUrl!);
      const confirm = await ctx().app.inject({
        method: 'POST',
        url: `/api/Payments/sandbox/${(res.json() as Created).Id}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          return: url.searchParams.get('return')!,
          sig: url.searchParams.get('sig')!,
          Action: 'pay',
        }).toString(),
      });
      return { cashier: url.origin, back: confirm.headers.location, orderId: created.Id };
    };
    const local = await start('http://127.0.0.1:8080', '127.0.0.1:8080');
    expect(local.cashier).toBe('http://127.0.0.1:8080');
    expect(local.back).toBe(`http://127.0.0.1:8080/payment?orderId=${local.orderId}`);
    // A foreign Origin, or a loopback Origin the request did not reach, falls back to PUBLIC_URL.
    const foreign = await start('https://evil.example.com', 'evil.example.com');
    expect(foreign.back).toBe(`http://storefront.test/payment?orderId=${foreign.orderId}`);
    const borrowed = await start('http://127.0.0.1:9999', 'storefront.test');
    expect(borrowed.cashier).toBe('http://storefront.test');
    expect(borrowed.back).toBe(`http://storefront.test/payment?orderId=${borrowed.orderId}`);
  });

  it('cancelling in the cashier marks the payment failed and leaves the order payable', async () => {
    const created = (await orderFromCart(ctx(), buyer, [[49, 1]])).json() as Order;
    const payment = (await pay(buyer, { OrderId: created.Id, Method: 'sandbox' })).json() as Created;
    const url = new URL(payment.PayUrl!);
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/Payments/sandbox/${payment.Id}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sig: url.searchParams.get('sig')!, Action: 'cancel' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('支付未完成');
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/Payments/${payment.Id}`, headers: auth(buyer) })).json(),
    ).toMatchObject({ Status: 30 });
    expect((await order(buyer, created.Id)).Status).toBe(10);
  });

  it('verifies callbacks: missing, forged, stale or altered signatures → 401, nothing changes', async () => {
    const created = (await orderFromCart(ctx(), buyer, [[50, 1]])).json() as Order;
    const payment = (await pay(buyer, { OrderId: created.Id, Method: 'sandbox' })).json() as Created;
    const body = { PaymentId: payment.Id, ProviderRef: 'SBX-FORGED-1', Status: 'SUCCESS', Amount: payment.Amount };
    const missing = await ctx().app.inject({
      method: 'POST',
      url: '/api/Payments/notify',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(401);
    expect((await notify(ctx(), '/api/Payments/notify', body, { secret: 'not-the-secret' })).statusCode).toBe(401);
    expect((await notify(ctx(), '/api/Payments/notify', body, { at: new Date(Date.now() - 301_000) })).statusCode).toBe(
      401,
    );
    expect((await notify(ctx(), '/api/Payments/notify', body, { at: new Date(Date.now() + 301_000) })).statusCode).toBe(
      401,
    );
    const signedFor = JSON.stringify(body);
    const header = signatureHeader(ctx().config.paymentWebhookSecret, signedFor, new Date());
    const altered = await notify(ctx(), '/api/Payments/notify', body, {
      raw: signedFor.replace(payment.Amount, '0.01'),
      header,
    });
    expect(altered.statusCode).toBe(401);
    expect((await notify(ctx(), '/api/Payments/notify', body, { header: 't=abc,v1=zz' })).statusCode).toBe(401);
    expect((await order(buyer, created.Id)).Status).toBe(10);
    // Within the window it is accepted; a wrong amount is refused even when signed.
    expect((await notify(ctx(), '/api/Payments/notify', { ...body, Amount: '0.01' })).statusCode).toBe(400);
    expect((await notify(ctx(), '/api/Payments/notify', body, { at: new Date(Date.now() - 290_000) })).statusCode).toBe(
      200,
    );
    expect((await order(buyer, created.Id)).Status).toBe(30);
  });

  it('applies a callback once however often it is delivered: one payment row, paid once', async () => {
    const created = (await orderFromCart(ctx(), buyer, [[51, 1]])).json() as Order;
    const payment = (await pay(buyer, { OrderId: created.Id, Method: 'sandbox' })).json() as Created;
    const body = {
      PaymentId: payment.Id,
      ProviderRef: `SBX-DUP-${payment.Id}`,
      Status: 'SUCCESS',
      Amount: payment.Amount,
    };
    for (let i = 0; i < 3; i++) expect((await notify(ctx(), '/api/Payments/notify', body)).statusCode).toBe(200);
    const rows = await ctx().db.select().from(payments).where(eq(payments.orderId, created.Id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe(20);
    const detail = await order(buyer, created.Id);
    expect(detail.Status).toBe(30);
    expect(
      (detail as unknown as { Timeline: { Status: number }[] }).Timeline.filter((t) => t.Status === 30),
    ).toHaveLength(1);
    // Another transaction for the same payment is refused.
    expect((await notify(ctx(), '/api/Payments/notify', { ...body, ProviderRef: 'SBX-OTHER' })).statusCode).toBe(409);
    expect((await notify(ctx(), '/api/Payments/notify', { ...body, PaymentId: 999999 })).statusCode).toBe(404);
  });

  it('pays by bank transfer: remittance code, awaiting transfer, the bank callback marks it paid once', async () => {
    const created = (await orderFromCart(ctx(), buyer, [[52, 1]])).json() as Order;
    const res = await pay(buyer, { OrderId: created.Id, Method: 'bank-transfer' });
    expect(res.statusCode).toBe(201);
    const payment = res.json() as Created;
    expect(payment.RemittanceCode).toBe(created.RemittanceCode);
    expect(payment.BankAccount?.AccountNo).toBeTruthy();
    expect(payment.PayUrl).toBeUndefined();
    const waiting = await order(buyer, created.Id);
    expect(waiting.Status).toBe(20);
    const wrongAmount = await notify(ctx(), '/api/Payments/bank-transfer/notify', {
      RemittanceCode: created.RemittanceCode,
      Amount: '1.00',
      ProviderRef: 'BANK-1',
    });
    expect(wrongAmount.statusCode).toBe(400);
    const unknown = await notify(ctx(), '/api/Payments/bank-transfer/notify', {
      RemittanceCode: 'HKNOTACODE',
      Amount: created.TotalAmount,
      ProviderRef: 'BANK-2',
    });
    expect(unknown.statusCode).toBe(404);
    const body = {
      RemittanceCode: created.RemittanceCode,
      Amount: created.TotalAmount,
      ProviderRef: `BANK-${created.Id}`,
    };
    expect((await notify(ctx(), '/api/Payments/bank-transfer/notify', body)).statusCode).toBe(200);
    expect((await notify(ctx(), '/api/Payments/bank-transfer/notify', body)).statusCode).toBe(200);
    const paid = await order(buyer, created.Id);
    expect(paid.Status).toBe(30);
    const rows = await ctx().db.select().from(payments).where(eq(payments.orderId, created.Id));
    expect(rows.filter((p) => p.status === 20)).toHaveLength(1);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/Payments/${payment.Id}`, headers: auth(buyer) })).json(),
    ).toMatchObject({ Status: 20 });
  });

  it('refuses cancelled orders, bad return URLs, missing keys; replays keys', async () => {
    const created = (await orderFromCart(ctx(), buyer, [[25, 1]])).json() as Order;
    const badReturn = await pay(buyer, {
      OrderId: created.Id,
      Method: 'sandbox',
      ReturnUrl: 'https://evil.example.com/steal',
    });
    expect(badReturn.statusCode).toBe(400);
    expect(badReturn.json()).toMatchObject({ Field: 'ReturnUrl' });
    expect(
      (await pay(buyer, { OrderId: created.Id, Method: 'sandbox', ReturnUrl: '//evil.example.com' })).statusCode,
    ).toBe(400);
    expect(
      (await pay(buyer, { OrderId: created.Id, Method: 'sandbox', ReturnUrl: 'https://partner.example.com/shop/paid' }))
        .statusCode,
    ).toBe(201);
    const noKey = await ctx().app.inject({
      method: 'POST',
      url: '/api/Payments',
      headers: auth(buyer),
      payload: { OrderId: created.Id, Method: 'sandbox' },
    });
    expect(noKey.statusCode).toBe(400);
    const key = newKey('pay-replay');
    const first = await pay(buyer, { OrderId: created.Id, Method: 'sandbox' }, key);
    const second = await pay(buyer, { OrderId: created.Id, Method: 'sandbox' }, key);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((second.json() as Created).Id).toBe((first.json() as Created).Id);
    expect((await pay(buyer, { OrderId: created.Id, Method: 'bank-transfer' }, key)).statusCode).toBe(409);
    await ctx().app.inject({ method: 'POST', url: `/api/Orders/${created.Id}/cancel`, headers: auth(buyer) });
    const cancelled = await pay(buyer, { OrderId: created.Id, Method: 'sandbox' });
    expect(cancelled.statusCode).toBe(409);
    expect((cancelled.json() as { Error: string }).Error).toContain('已取消');
    // A pending payment of a cancelled order was closed.
    expect(
      (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/Payments/${(first.json() as Created).Id}`,
          headers: auth(buyer),
        })
      ).json(),
    ).toMatchObject({ Status: 40 });
  });

  it("hides another company's orders and payments (404)", async () => {
    const created = (await orderFromCart(ctx(), buyer, [[26, 1]])).json() as Order;
    const payment = (await pay(buyer, { OrderId: created.Id, Method: 'sandbox' })).json() as Created;
    expect((await pay(other, { OrderId: created.Id, Method: 'sandbox' })).statusCode).toBe(404);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/Payments/${payment.Id}`, headers: auth(other) })).statusCode,
    ).toBe(404);
    expect((await ctx().app.inject({ method: 'GET', url: `/api/Payments/${payment.Id}` })).statusCode).toBe(401);
  });
});

describeOnce('signature', () => {
  it('accepts within ±300 s and compares in constant time', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const header = signatureHeader('s3cret', '{"a":1}', now);
    expect(verifySignature('s3cret', header, '{"a":1}', now)).toBeNull();
    expect(verifySignature('s3cret', header, '{"a":1}', new Date(now.getTime() + 300_000))).toBeNull();
    expect(verifySignature('s3cret', header, '{"a":1}', new Date(now.getTime() + 301_000))).toBe('expired');
    expect(verifySignature('s3cret', header, '{"a":2}', now)).toBe('mismatch');
    expect(verifySignature('other', header, '{"a":1}', now)).toBe('mismatch');
    expect(verifySignature('s3cret', undefined, '{"a":1}', now)).toBe('missing');
    expect(verifySignature('s3cret', 'v1=abc', '{"a":1}', now)).toBe('malformed');
  });
});
