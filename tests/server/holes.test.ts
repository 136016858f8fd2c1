/**
 * The smaller holes: invitation limits (per admin, per invited address), one company per credit code
 * even in a race, sane date ranges, a cap on unpaid orders per company, 对公转账 for verified companies only,
 * and a buyer's invoice history (invoices covering their own orders).
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { creditCodeCheckChar } from '../../src/contract/validators.js';
import { auth, createBuyers, newKey, orderFromCart, rows, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';

/** A valid 统一社会信用代码 (GB 32100 check character) built from a number. */
function creditCode(n: number): string {
  const first17 = `91310000MA${String(n).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
}

describeEachDatabase(
  'invitation limits',
  (getCtx) => {
    const invite = async (token: string, Email: string) =>
      getCtx().app.inject({
        method: 'POST',
        url: '/api/Company/users/invitations',
        headers: auth(token),
        payload: { Email, Name: '新同事', RoleName: '采购员' },
      });

    it('limits invitations per inviting admin (429 with x-ratelimit headers)', async () => {
      const admin = await tokenFor(getCtx(), 'admin@demo.cn');
      const first = await invite(admin, 'invitee-1@example.com');
      expect(first.statusCode).toBe(201);
      expect(first.headers['x-ratelimit-limit']).toBe('3');
      expect(first.headers['x-ratelimit-remaining']).toBe('2');
      const resend = await getCtx().app.inject({
        method: 'POST',
        url: `/api/Company/users/invitations/${first.json().Id}/resend`,
        headers: auth(admin),
      });
      expect(resend.statusCode).toBe(204);
      expect((await invite(admin, 'invitee-2@example.com')).statusCode).toBe(201);
      const refused = await invite(admin, 'invitee-3@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Error).toMatch(/频繁/);
      // Another company's admin is not affected.
      expect((await invite(await tokenFor(getCtx(), 'other@demo.cn'), 'invitee-4@example.com')).statusCode).toBe(201);
    });

    it('limits invitations to one address, whoever sends them', async () => {
      const other = await tokenFor(getCtx(), 'other@demo.cn');
      const pending = await tokenFor(getCtx(), 'pending@demo.cn');
      const target = 'victim@example.com';
      const created = await invite(other, target);
      expect(created.statusCode).toBe(201);
      const resend = () =>
        getCtx().app.inject({
          method: 'POST',
          url: `/api/Company/users/invitations/${created.json().Id}/resend`,
          headers: auth(other),
        });
      expect((await resend()).statusCode).toBe(204);
      expect((await invite(pending, target)).statusCode).toBe(201);
      const refused = await invite(pending, target);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Error).toBe('该邮箱收到的邀请过多，请稍后再试');
      const mails = await rows<{ n: number }>(
        getCtx().db,
        sql`select count(*)::int as n from outbox where lower("to") = ${target}`,
      );
      expect(mails[0]!.n).toBe(3);
    });
  },
  { config: { invitationsPerHour: 3 } },
);

describeEachDatabase('company credit codes', (getCtx) => {
  it('never lets two companies hold one credit code, also when both save at once (409 for the loser)', async () => {
    const tokens = [await tokenFor(getCtx(), 'admin@demo.cn'), await tokenFor(getCtx(), 'other@demo.cn')];
    const save = (token: string, code: string, name: string) =>
      getCtx().app.inject({
        method: 'PUT',
        url: '/api/Company/info',
        headers: auth(token),
        payload: {
          Name: name,
          CreditCode: code,
          RegisteredAddress: '上海市浦东新区张江路 88 号',
          ContactName: '王磊',
          ContactPhone: '13800138000',
        },
      });
    for (let round = 0; round < 8; round++) {
      const code = creditCode(1000 + round);
      const answers = await Promise.all([save(tokens[0]!, code, '甲公司'), save(tokens[1]!, code, '乙公司')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().Error).toBe('该统一社会信用代码已被其他企业使用');
    }
    const dup = await rows<{ n: number }>(
      getCtx().db,
      sql`select count(*)::int as n from (select credit_code from companies where credit_code is not null group by credit_code having count(*) > 1) d`,
    );
    expect(dup[0]!.n).toBe(0);
  });
});

describeEachDatabase('date filters', (getCtx) => {
  it('answers 400 with a Chinese message for dates outside a sane range, never 500', async () => {
    const token = await tokenFor(getCtx(), 'admin@demo.cn');
    for (const url of [
      '/api/Orders?from=0001-01-01',
      '/api/Orders?to=0000-12-31',
      '/api/Orders/export?from=0001-01-01',
      '/api/Invoices?from=0001-01-01',
      '/api/Invoices?to=9999-12-31',
    ]) {
      const res = await getCtx().app.inject({ method: 'GET', url, headers: auth(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Error, url).toMatch(/日期/);
    }
    const ok = await getCtx().app.inject({
      method: 'GET',
      url: '/api/Orders?from=2020-01-01&to=2099-12-31',
      headers: auth(token),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describeEachDatabase(
  'stock holding is bounded',
  (getCtx) => {
    it('refuses a new order while the company holds MAX_UNPAID_ORDERS unpaid ones, also when they arrive at once', async () => {
      const ctx = getCtx();
      // Six buyers of one new company check out at the same moment.
      const { tokens, companyId } = await createBuyers(ctx, 6, `cap${ctx.kind}`);
      for (const [i, token] of tokens.entries()) {
        const put = await ctx.app.inject({
          method: 'POST',
          url: '/api/ShoppingCarts/items',
          headers: auth(token),
          payload: { ProductId: 1 + (i % 3), Quantity: 1, Region: 1 },
        });
        expect(put.statusCode).toBe(201);
      }
      const answers = await Promise.all(
        tokens.map((token) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/Orders',
            headers: { ...auth(token), 'idempotency-key': newKey('cap') },
            payload: { Region: 1, InvoiceType: 0 },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 409, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(refused.json().Error).toBe('企业未付款订单已达 4 笔，请先支付或取消未付款订单后再下单');
      const [open] = await rows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from orders where company_id = ${companyId} and status in (10, 20)`,
      );
      expect(open!.n).toBe(4);
      // Cancelling one frees a place.
      const placed = answers.find((a) => a.statusCode === 201)!;
      const owner = tokens[answers.indexOf(placed)]!;
      const cancel = await ctx.app.inject({
        method: 'POST',
        url: `/api/Orders/${placed.json().Id}/cancel`,
        headers: auth(owner),
      });
      expect(cancel.statusCode).toBe(200);
      const loser = tokens[answers.indexOf(refused)]!;
      expect((await orderFromCart(ctx, loser, [[1, 1]])).statusCode).toBe(201);
    });

    it('lets only verified companies (StatusEnum 30) order: a company under review is told why (403)', async () => {
      const ctx = getCtx();
      const pending = await tokenFor(ctx, 'pending@demo.cn');
      const order = await orderFromCart(ctx, pending, [[3, 1]]);
      expect(order.statusCode).toBe(403);
      expect(order.json().Error).toMatch(/^企业信息审核中.*审核通过后即可下单$/);
    });
  },
  { config: { maxUnpaidOrders: 4 } },
);

describeEachDatabase('invoice history of a buyer', (getCtx) => {
  it('shows a buyer the invoices covering their own orders, and only those', async () => {
    const ctx = getCtx();
    const list = async (email: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/Invoices', headers: auth(await tokenFor(ctx, email)) })).json();
    const admin = await list('admin@demo.cn');
    const buyer = await list('buyer@demo.cn');
    expect(admin.Total).toBe(2);
    expect(buyer.Total).toBe(1);
    const mine = buyer.Items[0];
    expect(mine.OrderCount).toBe(2);
    const buyerToken = await tokenFor(ctx, 'buyer@demo.cn');
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/Invoices/${mine.Id}`, headers: auth(buyerToken) });
    expect(detail.statusCode).toBe(200);
    const notMine = admin.Items.find((i: { Id: number }) => i.Id !== mine.Id);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/Invoices/${notMine.Id}`,
      headers: auth(buyerToken),
    });
    expect(hidden.statusCode).toBe(404);
  });
});
