/**
 * 合并转账: a buyer puts several unpaid orders into one batch with one remittance code and the exact sum; one
 * bank line (the bank's callback or an operator's hand match) carrying that code pays them all at once, or none
 * when it is short beyond TRANSFER_TOLERANCE; another company's order is not found, a paid or cancelled one is
 * refused, and parallel creations or parallel lines never put an order in two batches nor pay twice.
 */
import { beforeAll, expect, it } from 'vitest';
import { auth, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase } from './helpers/app.js';
import { notify } from './helpers/notify.js';

type Order = {
  Id: number;
  OrderNo: string;
  Status: number;
  TotalAmount: string;
  RemittanceCode: string;
  Payments: { Status: number; Amount: string; ShortAmount?: string | null; ShortReason?: string }[];
  Timeline: { Status: number; Note: string }[];
};
type Batch = {
  Id: number;
  Status: number;
  StatusName: string;
  RemittanceCode: string;
  TotalAmount: string;
  BankAccount: { AccountNo: string };
  Orders: { OrderId: number; Status: number; TotalAmount: string }[];
};

/** Exact sum of two-place amounts (integer cents; no float money). */
const sum = (...amounts: string[]) => {
  const cents = amounts
    .reduce((t, a) => t + BigInt(a.replace('.', '')), 0n)
    .toString()
    .padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
};

describeEachDatabase(
  'transfer batches',
  (ctx) => {
    let buyer: string;
    let other: string;
    let ops: string;
    let lineNo = 0;
    const line = () => `BATCH-${ctx().kind}-${++lineNo}`;
    beforeAll(async () => {
      buyer = await tokenFor(ctx(), 'buyer@demo.cn');
      other = await tokenFor(ctx(), 'other@demo.cn');
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      });
      ops = res.json().token;
    });
    const placed = async (token: string, productId: number) => {
      const res = await orderFromCart(ctx(), token, [[productId, 1]]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Order;
    };
    const order = async (id: number) =>
      (await ctx().app.inject({ method: 'GET', url: `/api/Orders/${id}`, headers: auth(buyer) })).json() as Order;
    const create = (token: string, OrderIds: number[]) =>
      ctx().app.inject({ method: 'POST', url: '/api/TransferBatches', headers: auth(token), payload: { OrderIds } });
    const confirm = (body: object) =>
      ctx().app.inject({ method: 'POST', url: '/api/Operator/transfers/confirm', headers: auth(ops), payload: body });

    it('makes one code and the exact sum for the orders, shown with the account and its orders', async () => {
      const a = await placed(buyer, 52);
      const b = await placed(buyer, 53);
      const res = await create(buyer, [b.Id, a.Id]);
      expect(res.statusCode, res.body).toBe(201);
      const batch = res.json() as Batch;
      expect(batch.RemittanceCode).toMatch(/^HB[2-9A-Z]{8}$/);
      expect(batch).toMatchObject({ Status: 10, StatusName: '待转账', TotalAmount: sum(a.TotalAmount, b.TotalAmount) });
      expect(batch.BankAccount.AccountNo).toBeTruthy();
      expect(batch.Orders.map((o) => o.OrderId)).toEqual([a.Id, b.Id]);
      // The orders now wait for the transfer, and their timeline names the batch's code.
      const now = await order(a.Id);
      expect(now.Status).toBe(20);
      expect(now.Timeline.at(-1)!.Note).toContain(batch.RemittanceCode);
      const again = await ctx().app.inject({
        method: 'GET',
        url: `/api/TransferBatches/${batch.Id}`,
        headers: auth(buyer),
      });
      expect(again.json()).toMatchObject({ Id: batch.Id, RemittanceCode: batch.RemittanceCode });
      // Another company sees nothing of it.
      const hidden = await ctx().app.inject({
        method: 'GET',
        url: `/api/TransferBatches/${batch.Id}`,
        headers: auth(other),
      });
      expect(hidden.statusCode).toBe(404);
    });

    it("refuses another company's order (404), a paid or cancelled one (409), one order, and an order already batched", async () => {
      const a = await placed(buyer, 54);
      const b = await placed(buyer, 55);
      const theirs = await placed(other, 56);
      expect((await create(buyer, [a.Id, theirs.Id])).statusCode).toBe(404);
      expect((await create(buyer, [a.Id])).statusCode).toBe(400);

      const cancelled = await placed(buyer, 57);
      await ctx().app.inject({ method: 'POST', url: `/api/Orders/${cancelled.Id}/cancel`, headers: auth(buyer) });
      const refused = await create(buyer, [a.Id, cancelled.Id]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().Error).toContain('已取消');

      const paidAlone = await placed(buyer, 58);
      await ctx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': `batch-pay-${ctx().kind}` },
        payload: { OrderId: paidAlone.Id, Method: 'bank-transfer' },
      });
      const pa = await order(paidAlone.Id);
      expect(
        (await confirm({ RemittanceCode: pa.RemittanceCode, Amount: pa.TotalAmount, BankRef: line() })).statusCode,
      ).toBe(200);
      const paid = await create(buyer, [a.Id, paidAlone.Id]);
      expect(paid.statusCode).toBe(409);
      expect(paid.json().Error).toMatch(/已支付|无需再转账/);

      expect((await create(buyer, [a.Id, b.Id])).statusCode).toBe(201);
      const twice = await create(buyer, [b.Id, (await placed(buyer, 48)).Id]);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().Error).toContain('已在合并转账');
    });

    it('puts an order in one open batch only when two batches with it are created at once', async () => {
      const shared = await placed(buyer, 48);
      const x = await placed(buyer, 49);
      const y = await placed(buyer, 50);
      const answers = await Promise.all([create(buyer, [shared.Id, x.Id]), create(buyer, [y.Id, shared.Id])]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      // The refused batch left its other order free to batch again.
      const lost = answers.find((a) => a.statusCode === 409)!;
      expect(lost.json().Error).toBeTruthy();
      const free = answers[0]!.statusCode === 201 ? y : x;
      expect((await create(buyer, [free.Id, (await placed(buyer, 51)).Id])).statusCode).toBe(201);
    });

    it("pays every order of the batch by the bank's line with its code, once, and a short line pays none", async () => {
      const a = await placed(buyer, 52);
      const b = await placed(buyer, 53);
      const batch = (await create(buyer, [a.Id, b.Id])).json() as Batch;
      const short = await notify(ctx(), '/api/Payments/bank-transfer/notify', {
        RemittanceCode: batch.RemittanceCode,
        Amount: sum(batch.TotalAmount, '-0.01'),
        ProviderRef: line(),
      });
      expect(short.statusCode).toBe(400);
      expect((await order(a.Id)).Status).toBe(20);
      expect((await order(b.Id)).Status).toBe(20);

      const lines = [line(), line()];
      const answers = await Promise.all(
        lines.map((ProviderRef) =>
          notify(ctx(), '/api/Payments/bank-transfer/notify', {
            RemittanceCode: batch.RemittanceCode,
            Amount: batch.TotalAmount,
            ProviderRef,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      for (const id of [a.Id, b.Id]) {
        const paid = await order(id);
        expect(paid.Status).toBe(30);
        expect(paid.Payments.filter((p) => p.Status === 20)).toHaveLength(1);
        expect(paid.Timeline.filter((t) => t.Status === 30)).toHaveLength(1);
        expect(paid.Timeline.at(-1)!.Note).toContain(batch.RemittanceCode);
      }
      const seen = (
        await ctx().app.inject({ method: 'GET', url: `/api/TransferBatches/${batch.Id}`, headers: auth(buyer) })
      ).json() as Batch;
      expect(seen).toMatchObject({ Status: 20, StatusName: '已到账' });
      // The second line's money is kept to be returned, not applied.
      const refunds = (
        await ctx().app.inject({ method: 'GET', url: '/api/Operator/refunds?state=due', headers: auth(ops) })
      ).json() as { Items: { Amount: string; ProviderRef: string }[] };
      expect(refunds.Items.filter((r) => lines.includes(r.ProviderRef))).toEqual([
        expect.objectContaining({ Amount: batch.TotalAmount }),
      ]);
    });

    it('lets an operator match the batch by its code, short within the tolerance with a reason, once', async () => {
      const a = await placed(buyer, 54);
      const b = await placed(buyer, 55);
      const batch = (await create(buyer, [a.Id, b.Id])).json() as Batch;
      const listed = (
        await ctx().app.inject({ method: 'GET', url: '/api/Operator/transfer-batches', headers: auth(ops) })
      ).json() as { Items: { RemittanceCode: string; Orders: unknown[] }[] };
      expect(listed.Items.find((i) => i.RemittanceCode === batch.RemittanceCode)?.Orders).toHaveLength(2);
      const queue = (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/Operator/transfers?keyword=${a.OrderNo}`,
          headers: auth(ops),
        })
      ).json() as { Items: { BatchCode: string | null }[] };
      expect(queue.Items[0]!.BatchCode).toBe(batch.RemittanceCode);

      const base = { RemittanceCode: batch.RemittanceCode.toLowerCase(), ShortReason: '银行手续费' };
      const tooShort = await confirm({ ...base, Amount: sum(batch.TotalAmount, '-20.01'), BankRef: line() });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json()).toMatchObject({ Field: 'Amount' });
      expect((await order(a.Id)).Status).toBe(20);

      const amount = sum(batch.TotalAmount, '-15.00');
      const answers = await Promise.all([
        confirm({ ...base, Amount: amount, BankRef: line() }),
        confirm({ ...base, Amount: amount, BankRef: line() }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const ok = answers.find((r) => r.statusCode === 200)!.json();
      expect(ok).toMatchObject({ Amount: amount, ShortAmount: '15.00' });
      expect(ok.OrderNo).toContain(a.OrderNo);
      const paid = await Promise.all([order(a.Id), order(b.Id)]);
      expect(paid.map((o) => o.Status)).toEqual([30, 30]);
      // The shortfall is kept once, on the payments of the batch: together they lack exactly ¥15.00.
      const shorts = paid.flatMap((o) => o.Payments.filter((p) => p.Status === 20).map((p) => p.ShortAmount ?? '0.00'));
      expect(sum(...shorts)).toBe('15.00');
      expect(paid[0]!.Timeline.at(-1)!.Note).toContain('少收 ¥15.00 已由平台财务接受：银行手续费');
    });

    it('refuses a hand match of a batch one of whose orders was paid alone, and lets the buyer withdraw it', async () => {
      const a = await placed(buyer, 56);
      const b = await placed(buyer, 57);
      const batch = (await create(buyer, [a.Id, b.Id])).json() as Batch;
      const alone = await order(a.Id);
      expect(
        (await confirm({ RemittanceCode: alone.RemittanceCode, Amount: alone.TotalAmount, BankRef: line() }))
          .statusCode,
      ).toBe(200);
      const stale = await confirm({ RemittanceCode: batch.RemittanceCode, Amount: batch.TotalAmount, BankRef: line() });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().Error).toContain(a.OrderNo);
      expect((await order(b.Id)).Status).toBe(20);

      const withdrawn = await ctx().app.inject({
        method: 'POST',
        url: `/api/TransferBatches/${batch.Id}/cancel`,
        headers: auth(buyer),
      });
      expect(withdrawn.json()).toMatchObject({ Status: 90, StatusName: '已取消' });
      // Its unpaid order can be batched again.
      expect((await create(buyer, [b.Id, (await placed(buyer, 58)).Id])).statusCode).toBe(201);
    });
  },
  { config: { transferTolerance: '20.00' } },
);
