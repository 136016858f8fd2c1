/**
 * TRANSFER_TOLERANCE: a 对公转账 short by no more than the tolerance (a bank fee) is accepted by a 财务
 * operator with a reason — kept on the payment, audited, shown on the order — while a larger shortfall, an
 * overpayment, or any shortfall through the bank's own callback stays refused; two accepts pay once.
 */
import { beforeAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { transferShortfall } from '../../server/services/transfer-settlement.js';
import { auth, newKey, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';
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

/** "1234.50" − cents, exactly (integer cents; no float money). */
const minusCents = (amount: string, cents: number) => {
  const total = BigInt(amount.replace('.', '')) - BigInt(cents);
  const text = total.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

describeOnce('TRANSFER_TOLERANCE', () => {
  it('defaults to nothing short, takes 0–1000 yuan with two places and refuses anything else at start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).transferTolerance).toBe('0.00');
    expect(loadConfig({ NODE_ENV: 'test', TRANSFER_TOLERANCE: '15' }).transferTolerance).toBe('15.00');
    expect(loadConfig({ NODE_ENV: 'test', TRANSFER_TOLERANCE: '0.5' }).transferTolerance).toBe('0.50');
    expect(loadConfig({ NODE_ENV: 'test', TRANSFER_TOLERANCE: '1000' }).transferTolerance).toBe('1000.00');
    for (const bad of ['1000.01', '-1', '1.234', '¥15', '十五']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRANSFER_TOLERANCE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', TRANSFER_TOLERANCE: bad })).toThrow(/TRANSFER_TOLERANCE/);
    }
  });

  it('measures the shortfall in exact decimals', () => {
    // 0.1 + 0.2 style amounts: a float would make 0.01 short look like 0.009999….
    expect(transferShortfall('1000.29', '1000.30', { tolerance: '0.01', reason: '手续费' })?.toFixed(2)).toBe('0.01');
    expect(transferShortfall('1000.30', '1000.3', { tolerance: '0.00', reason: '' })).toBeNull();
    expect(() => transferShortfall('1000.28', '1000.30', { tolerance: '0.01', reason: '手续费' })).toThrow(/少 ¥0\.02/);
    expect(() => transferShortfall('999.99', '1000.00', { tolerance: '0.00', reason: '手续费' })).toThrow(
      /到账金额与订单金额不符/,
    );
  });
});

describeEachDatabase(
  'transfer tolerance',
  (ctx) => {
    let ops: string;
    let buyer: string;
    beforeAll(async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/Operator/login',
        payload: { Email: 'ops@demo.cn', Password: 'Demo@123456' },
      });
      ops = res.json().token;
      buyer = await tokenFor(ctx(), 'buyer@demo.cn');
    });
    const confirm = (body: object) =>
      ctx().app.inject({ method: 'POST', url: '/api/Operator/transfers/confirm', headers: auth(ops), payload: body });
    const order = async (id: number) =>
      (await ctx().app.inject({ method: 'GET', url: `/api/Orders/${id}`, headers: auth(buyer) })).json() as Order;
    const awaitingTransfer = async (productId: number) => {
      const created = (await orderFromCart(ctx(), buyer, [[productId, 1]])).json() as Order;
      const pay = await ctx().app.inject({
        method: 'POST',
        url: '/api/Payments',
        headers: { ...auth(buyer), 'idempotency-key': newKey('pay') },
        payload: { OrderId: created.Id, Method: 'bank-transfer' },
      });
      expect(pay.statusCode, pay.body).toBe(201);
      return order(created.Id);
    };

    it('accepts a transfer short within the tolerance only with a reason, and shows it on the order', async () => {
      const o = await awaitingTransfer(63);
      const short = minusCents(o.TotalAmount, 1500); // ¥15.00 bank fee
      const base = { RemittanceCode: o.RemittanceCode, Amount: short };

      const noReason = await confirm({ ...base, BankRef: `TOL-${ctx().kind}-1` });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ Field: 'ShortReason', Error: expect.stringContaining('少 ¥15.00') });
      const tooShort = await confirm({
        ...base,
        Amount: minusCents(o.TotalAmount, 2001),
        BankRef: `TOL-${ctx().kind}-1`,
        ShortReason: '银行手续费',
      });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json()).toMatchObject({ Field: 'Amount', Error: expect.stringContaining('¥20.00') });
      const over = await confirm({
        ...base,
        Amount: minusCents(o.TotalAmount, -1),
        BankRef: `TOL-${ctx().kind}-1`,
        ShortReason: '多付',
      });
      expect(over.statusCode).toBe(400);
      expect((await order(o.Id)).Status).toBe(20);

      const ok = await confirm({ ...base, BankRef: `TOL-${ctx().kind}-1`, ShortReason: ' 银行手续费 ' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ OrderId: o.Id, Amount: short, ShortAmount: '15.00' });
      const paid = await order(o.Id);
      expect(paid.Status).toBe(30);
      expect(paid.Payments.filter((p) => p.Status === 20)).toEqual([
        expect.objectContaining({ Amount: short, ShortAmount: '15.00', ShortReason: '银行手续费' }),
      ]);
      expect(paid.Timeline.at(-1)!.Note).toContain('少收 ¥15.00 已由平台财务接受：银行手续费');

      const log = (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/Operator/audit?action=payment.confirm-transfer&entityId=${o.Id}`,
          headers: auth(ops),
        })
      ).json();
      expect(log.Items).toHaveLength(1);
      expect(log.Items[0].After).toMatchObject({ Amount: short, ShortAmount: '15.00', ShortReason: '银行手续费' });
      const seen = (
        await ctx().app.inject({ method: 'GET', url: `/api/Operator/orders/${o.Id}`, headers: auth(ops) })
      ).json();
      expect(seen.Payments).toContainEqual(
        expect.objectContaining({ ShortAmount: '15.00', ShortReason: '银行手续费' }),
      );
    });

    it("refuses a short amount through the bank's callback: only an operator accepts a shortfall", async () => {
      const o = await awaitingTransfer(64);
      const res = await notify(ctx(), '/api/Payments/bank-transfer/notify', {
        RemittanceCode: o.RemittanceCode,
        Amount: minusCents(o.TotalAmount, 100),
        ProviderRef: `TOL-BANK-${ctx().kind}`,
      });
      expect(res.statusCode).toBe(400);
      expect((await order(o.Id)).Status).toBe(20);
    });

    it('pays once when two operators accept the same short transfer at the same moment', async () => {
      const o = await awaitingTransfer(65);
      const body = (n: number) => ({
        RemittanceCode: o.RemittanceCode,
        Amount: minusCents(o.TotalAmount, 1000),
        BankRef: `TOL-RACE-${ctx().kind}-${n}`,
        ShortReason: '银行手续费',
      });
      const answers = await Promise.all([confirm(body(1)), confirm(body(2)), confirm(body(3))]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const paid = await order(o.Id);
      expect(paid.Status).toBe(30);
      expect(paid.Payments.filter((p) => p.Status === 20)).toHaveLength(1);
      expect(paid.Timeline.filter((t) => t.Status === 30)).toHaveLength(1);
    });
  },
  { config: { transferTolerance: '20.00' } },
);
