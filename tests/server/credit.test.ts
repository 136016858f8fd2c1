/**
 * 账期 and 对账单 as a company's finance department and the platform's 财务 see them: a credit line granted to a
 * verified company, payment on account within and over the limit, the month closed into a statement at its end
 * in China time (injected clock) with orders, an after-sales refund and repayments, repayment by the bank
 * callback with the statement's remittance code, and an overdue statement blocking further payment on account.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, orderItems, orders } from '../../server/db/schema.js';
import { generateStatements } from '../../server/services/credit/statements.js';
import { buyProducts } from './buy-fixtures.js';
import { auth, createBuyers, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { testClock } from './helpers/accounts.js';
import { describeEachDatabase, type TestContext } from './helpers/app.js';
import { notify } from './helpers/notify.js';

const china = (text: string) => new Date(`${text}+08:00`).getTime();
const clock = testClock(china('2026-11-10T10:00:00'));

async function operatorToken(ctx: TestContext, email = 'finance-ops@demo.cn'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Operator/login',
    payload: { Email: email, Password: 'Demo@123456' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

describeEachDatabase(
  '账期与对账单',
  (getCtx) => {
    let ctx: TestContext;
    let ops: string;
    let admin: string;
    let buyer: string;
    let companyId: number;
    let plain: number;

    /** Moves the clock, and signs everyone in again at the new time (tokens expire). */
    const setClock = async (text: string) => {
      clock.set(china(text));
      ops = await operatorToken(ctx);
      admin = await tokenFor(ctx, `cr-${ctx.kind}-0@test.cn`);
      buyer = await tokenFor(ctx, `cr-${ctx.kind}-1@test.cn`);
    };
    const credit = async (token = admin) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/Company/credit', headers: auth(token) })).json();
    const setCredit = (id: number, body: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/Operator/companies/${id}/credit`, headers: auth(ops), payload: body });
    /** An order of `quantity` × ¥12.50, paid on account; returns the order id and the payment answer. */
    const payOnAccount = async (quantity: number, token = buyer) => {
      const order = await orderFromCart(ctx, token, [[plain, quantity]]);
      expect(order.statusCode, order.body).toBe(201);
      const orderId = (order.json() as { Id: number }).Id;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(token), 'idempotency-key': newKey('credit') },
        payload: { OrderId: orderId, Method: 'credit' },
      });
      return { orderId, res };
    };
    const statements = async (token = admin) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/Company/statements', headers: auth(token) })).json();
    const statement = async (id: number, token = admin) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/Company/statements/${id}`, headers: auth(token) })).json();

    beforeAll(async () => {
      ctx = getCtx();
      clock.set(china('2026-11-10T10:00:00'));
      ops = await operatorToken(ctx);
      const buyers = await createBuyers(ctx, 2, `cr-${ctx.kind}`);
      [admin, buyer] = buyers.tokens as [string, string];
      companyId = buyers.companyId;
      plain = (await buyProducts(ctx, `CR${ctx.kind}`)).plain;
    });

    describe('given a company without a credit line', () => {
      it('shows no credit and refuses payment on account, saying why', async () => {
        expect(await credit()).toEqual({
          Enabled: false,
          Limit: '0.00',
          Used: '0.00',
          Available: '0.00',
          Overdue: '0.00',
          NextDue: null,
          TermDays: 0,
        });
        const { res } = await payOnAccount(1);
        expect(res.statusCode).toBe(403);
        expect(res.json().Error).toContain('尚未开通账期');
      });

      it('grants credit only to a verified company, and only to 财务 or 超级管理员', async () => {
        const [pending] = await ctx.db.select().from(companies).where(eq(companies.statusEnum, 20)).limit(1);
        const refused = await setCredit(pending!.id, { Limit: '1000', TermDays: 30, Enabled: true });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().Error).toContain('已认证');
        const service = await operatorToken(ctx, 'service@demo.cn');
        const forbidden = await ctx.app.inject({
          method: 'PUT',
          url: `/api/Operator/companies/${companyId}/credit`,
          headers: auth(service),
          payload: { Limit: '1000', TermDays: 30, Enabled: true },
        });
        expect(forbidden.statusCode).toBe(403);
      });
    });

    describe('given a credit line of ¥2,000, 月结 30 天', () => {
      let firstOrder: number;
      beforeAll(async () => {
        const res = await setCredit(companyId, { Limit: '2000', TermDays: 30, Enabled: true });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ Limit: '2000.00', TermDays: 30, Enabled: true, Available: '2000.00' });
      });

      it('pays an order on account at once, with the amount owed, and counts it as used', async () => {
        const { orderId, res } = await payOnAccount(80); // ¥1,000.00
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject({ Method: 'credit', Status: 20, Amount: '1000.00' });
        firstOrder = orderId;
        const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row!.status).toBe(30);
        // The order list shows it apart, as an order on account.
        const list = (await ctx.app.inject({ method: 'GET', url: '/api/Orders', headers: auth(buyer) })).json();
        expect(list.Items.find((o: { Id: number }) => o.Id === orderId).OnAccount).toBe(true);
        expect(await credit(buyer)).toMatchObject({
          Enabled: true,
          Limit: '2000.00',
          Used: '1000.00',
          Available: '1000.00',
          NextDue: { Date: '2026-12-30', Amount: '1000.00' },
        });
      });

      it('refuses an order over the available credit, with the amounts', async () => {
        const { orderId, res } = await payOnAccount(81); // ¥1,012.50 > ¥1,000.00 left
        expect(res.statusCode).toBe(409);
        expect(res.json().Error).toContain('可用额度 ¥1,000.00');
        expect(res.json().Error).toContain('¥1,012.50');
        const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row!.status).toBe(10);
      });

      it('takes an after-sales refund of an order on account back onto the account', async () => {
        const [item] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, firstOrder));
        const asked = await ctx.app.inject({
          method: 'POST',
          url: '/api/AfterSales',
          headers: auth(buyer),
          payload: {
            OrderId: firstOrder,
            Type: 'refund',
            Lines: [{ OrderItemId: item!.id, Quantity: 8 }],
            Reason: '其他',
          },
        });
        expect(asked.statusCode, asked.body).toBe(201);
        const approved = await ctx.app.inject({
          method: 'POST',
          url: `/api/Operator/after-sales/${asked.json().Id}/approve`,
          headers: auth(ops),
          payload: {},
        });
        expect(approved.statusCode, approved.body).toBe(200);
        await expect.poll(async () => (await credit()).Used).toBe('900.00');
      });

      it('counts an order paid at 23:30 on the last day (China time) in that month, and one at 00:10 in the next', async () => {
        await setClock('2026-11-30T23:30:00');
        expect((await payOnAccount(8)).res.statusCode).toBe(201); // ¥100.00, November
        expect(await generateStatements(ctx.db, clock.now())).toBe(0); // the month has not ended yet
        await setClock('2026-12-01T00:10:00'); // still 30 November in UTC
        expect((await payOnAccount(4)).res.statusCode).toBe(201); // ¥50.00, December
      });

      it('closes November into one statement at its end, once, however often the job runs', async () => {
        expect(await generateStatements(ctx.db, clock.now())).toBe(1);
        expect(await generateStatements(ctx.db, clock.now())).toBe(0);
        const list = await statements(buyer);
        expect(list.Total).toBe(1);
        expect(list.Items[0]).toMatchObject({
          PeriodStart: '2026-11-01',
          PeriodEnd: '2026-11-30',
          OpeningBalance: '0.00',
          Charges: '1100.00',
          Refunds: '100.00',
          Repayments: '0.00',
          ClosingBalance: '1000.00',
          AmountDue: '1000.00',
          Outstanding: '1000.00',
          DueDate: '2026-12-30',
          Status: 10,
          StatusName: '未结清',
          Confirmation: 'pending',
        });
        const detail = await statement(list.Items[0].Id);
        expect(detail.Lines.map((l: { Kind: string; Amount: string }) => [l.Kind, l.Amount])).toEqual([
          ['charge', '1000.00'],
          ['refund', '-100.00'],
          ['charge', '100.00'],
        ]);
        expect(detail.Lines.at(-1).Balance).toBe('1000.00');
        expect(detail.RemittanceCode).toMatch(/^ZD/);
        // The December order is not on it, and still counts as used.
        expect(await credit()).toMatchObject({ Used: '1050.00', Available: '950.00' });
      });

      it('downloads the statement as CSV, XLSX and a PDF', async () => {
        const [s] = (await statements()).Items;
        const csv = await ctx.app.inject({
          method: 'GET',
          url: `/api/Company/statements/${s.Id}?format=csv`,
          headers: auth(admin),
        });
        expect(csv.headers['content-type']).toContain('text/csv');
        expect(csv.body).toContain(s.StatementNo);
        expect(csv.body).toContain('1000.00');
        const xlsx = await ctx.app.inject({
          method: 'GET',
          url: `/api/Company/statements/${s.Id}?format=xlsx`,
          headers: auth(admin),
        });
        expect(xlsx.headers['content-type']).toContain('spreadsheetml');
        expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
        const pdf = await ctx.app.inject({
          method: 'GET',
          url: `/api/Company/statements/${s.Id}?format=pdf`,
          headers: auth(admin),
        });
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      });

      it('lets only the 财务 or 管理员 dispute or confirm; the operator sees the dispute', async () => {
        const [s] = (await statements()).Items;
        const byBuyer = await ctx.app.inject({
          method: 'POST',
          url: `/api/Company/statements/${s.Id}/confirm`,
          headers: auth(buyer),
        });
        expect(byBuyer.statusCode).toBe(403);
        const disputed = await ctx.app.inject({
          method: 'POST',
          url: `/api/Company/statements/${s.Id}/dispute`,
          headers: auth(admin),
          payload: { Note: '11 月 30 日订单金额有误' },
        });
        expect(disputed.statusCode).toBe(200);
        expect(disputed.json()).toMatchObject({
          Confirmation: 'disputed',
          ConfirmationNote: '11 月 30 日订单金额有误',
        });
        const seen = await ctx.app.inject({
          method: 'GET',
          url: `/api/Operator/statements?confirmation=disputed&companyId=${companyId}`,
          headers: auth(ops),
        });
        expect(seen.json().Items.map((i: { Id: number }) => i.Id)).toEqual([s.Id]);
        const confirmed = await ctx.app.inject({
          method: 'POST',
          url: `/api/Company/statements/${s.Id}/confirm`,
          headers: auth(admin),
        });
        expect(confirmed.json().Confirmation).toBe('confirmed');
      });

      it('is repaid by a transfer with its remittance code (部分还款), then by the operator (已结清), never beyond', async () => {
        const [s] = (await statements()).Items;
        const ref = `BANK${ctx.kind}${Date.now()}`;
        const transfer = { RemittanceCode: s.RemittanceCode, Amount: '400.00', ProviderRef: ref };
        expect(
          (await notify(ctx, '/api/Payments/bank-transfer/notify', transfer, { at: clock.now() })).statusCode,
        ).toBe(200);
        // The bank delivers the same line again: applied once.
        expect(
          (await notify(ctx, '/api/Payments/bank-transfer/notify', transfer, { at: clock.now() })).statusCode,
        ).toBe(200);
        expect(await statement(s.Id)).toMatchObject({ Status: 20, StatusName: '部分还款', PaidAmount: '400.00' });
        expect(await credit()).toMatchObject({ Used: '650.00', NextDue: { Date: '2026-12-30', Amount: '600.00' } });

        const over = await ctx.app.inject({
          method: 'POST',
          url: `/api/Operator/statements/${s.Id}/repayments`,
          headers: auth(ops),
          payload: { Amount: '600.01', BankRef: `OPS${ctx.kind}1` },
        });
        expect(over.statusCode).toBe(400);
        expect(over.json().Error).toContain('¥600.00');
        const rest = await ctx.app.inject({
          method: 'POST',
          url: `/api/Operator/statements/${s.Id}/repayments`,
          headers: auth(ops),
          payload: { Amount: '600.00', BankRef: `OPS${ctx.kind}2` },
        });
        expect(rest.statusCode, rest.body).toBe(201);
        expect(rest.json()).toMatchObject({ Status: 30, StatusName: '已结清', Outstanding: '0.00' });
        expect(await credit()).toMatchObject({ Used: '50.00', Available: '1950.00' });
      });

      it('blocks payment on account while a statement is overdue, saying by how much', async () => {
        await setClock('2027-01-01T08:00:00');
        expect(await generateStatements(ctx.db, clock.now())).toBe(1);
        const [dec] = (await statements()).Items;
        expect(dec).toMatchObject({ PeriodStart: '2026-12-01', OpeningBalance: '1000.00', Repayments: '1000.00' });
        expect(dec).toMatchObject({ AmountDue: '50.00', DueDate: '2027-01-30', Status: 10 });
        await setClock('2027-01-31T09:00:00');
        expect(await credit()).toMatchObject({ Overdue: '50.00' });
        expect((await statement(dec.Id)).StatusName).toBe('逾期');
        const { res } = await payOnAccount(1);
        expect(res.statusCode).toBe(409);
        expect(res.json().Error).toContain('逾期金额 ¥50.00');
        const repaid = await notify(
          ctx,
          '/api/Payments/bank-transfer/notify',
          {
            RemittanceCode: dec.RemittanceCode,
            Amount: '50.00',
            ProviderRef: `BANK${ctx.kind}late`,
          },
          { at: clock.now() },
        );
        expect(repaid.statusCode).toBe(200);
        expect((await payOnAccount(1)).res.statusCode).toBe(201);
      });

      it('suspends the line: no new payments on account', async () => {
        expect((await setCredit(companyId, { Limit: '2000', TermDays: 30, Enabled: false })).statusCode).toBe(200);
        const { res } = await payOnAccount(1);
        expect(res.statusCode).toBe(403);
        expect(res.json().Error).toContain('已暂停');
        expect((await credit()).Available).toBe('0.00');
      });
    });
  },
  { now: clock.now },
);
