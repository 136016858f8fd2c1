/**
 * The online payment window (PAY_WINDOW_MINUTES): validated at start, a day by default, stored on each new
 * order as PayBefore (shown and noted in China time) and honoured by the job that cancels unpaid orders.
 */
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { cancelExpiredOrders } from '../../server/jobs/cancel-unpaid.js';
import { formatDeadline } from '../../src/contract/dates.js';
import { auth, orderFromCart, tokenFor } from './commerce-fixtures.js';
import { describeEachDatabase, describeOnce } from './helpers/app.js';

type Detail = {
  Id: number;
  Status: number;
  CreatedAt: string;
  PayBefore: string;
  CanPay: boolean;
  Timeline: { Status: number; Note: string }[];
};

describeOnce('PAY_WINDOW_MINUTES', () => {
  it('defaults to a day, takes 5–10080 minutes and refuses anything else at start', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payWindowMinutes).toBe(1440);
    expect(loadConfig({ NODE_ENV: 'test', PAY_WINDOW_MINUTES: ' 90 ' }).payWindowMinutes).toBe(90);
    expect(loadConfig({ NODE_ENV: 'test', PAY_WINDOW_MINUTES: '10080' }).payWindowMinutes).toBe(10_080);
    for (const bad of ['4', '10081', '1.5', '一天', '-30']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PAY_WINDOW_MINUTES: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', PAY_WINDOW_MINUTES: bad })).toThrow(/PAY_WINDOW_MINUTES/);
    }
  });
});

let clock = new Date();
describeEachDatabase(
  'payment window',
  (ctx) => {
    it('gives a new order the configured window, says its deadline in China time and cancels it only after', async () => {
      clock = new Date('2026-12-03T06:30:00Z'); // 14:30 in Shanghai
      const buyer = await tokenFor(ctx(), 'buyer@demo.cn');
      const created = (await orderFromCart(ctx(), buyer, [[12, 1]])).json() as Detail;
      expect(new Date(created.PayBefore).getTime() - new Date(created.CreatedAt).getTime()).toBe(90 * 60_000);
      expect(created.Timeline[0]!.Note).toBe('订单已提交，请在 2026-12-03 16:00（北京时间） 前完成支付');
      expect(formatDeadline(created.PayBefore)).toBe('2026-12-03 16:00（北京时间）');

      const detail = async () =>
        (
          await ctx().app.inject({ method: 'GET', url: `/api/Orders/${created.Id}`, headers: auth(buyer) })
        ).json() as Detail;
      // A minute before the deadline the job leaves it payable; a minute after, it is cancelled.
      clock = new Date(new Date(created.CreatedAt).getTime() + 89 * 60_000);
      await cancelExpiredOrders(ctx().db, clock);
      expect(await detail()).toMatchObject({ Status: 10, CanPay: true });
      clock = new Date(new Date(created.CreatedAt).getTime() + 91 * 60_000);
      expect(await cancelExpiredOrders(ctx().db, clock)).toBeGreaterThanOrEqual(1);
      expect(await detail()).toMatchObject({ Status: 90, CanPay: false });
    });
  },
  { now: () => clock, config: { payWindowMinutes: 90 } },
);
