/** Payment polling: stops on 支付成功 / 支付失败, gives up at the time limit, survives a failed request. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $session, EMPTY_SESSION } from '../../../src/core/session';
import { pollPayment } from '../../../src/features/payment/poll';
import { useApiServer } from '../core/api-server';

const { server, requestsTo } = useApiServer();
const view = (Status: number) => ({
  Id: 3,
  OrderId: 7,
  Method: 'sandbox',
  Status,
  StatusName: '',
  Amount: '1.00',
  PaidAt: null,
});

beforeEach(() => $session.set({ token: 'tok', user: null, company: null }));
afterEach(() => $session.set(EMPTY_SESSION));

function fakeClock() {
  let t = 0;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms;
    },
  };
}

describe('pollPayment', () => {
  it('polls until the payment succeeds, reporting progress', async () => {
    const answers = [10, 10, 20];
    server.use(http.get('*/api/Payments/3', () => HttpResponse.json(view(answers.shift() ?? 20))));
    const seen: number[] = [];
    const outcome = await pollPayment(3, {
      intervalMs: 1000,
      timeoutMs: 60_000,
      ...fakeClock(),
      onUpdate: (p) => seen.push(p.Status),
    });
    expect(outcome).toBe('paid');
    expect(seen).toEqual([10, 10, 20]);
  });

  it('reports a failed payment and keeps going after a lost answer', async () => {
    let n = 0;
    server.use(http.get('*/api/Payments/3', () => (++n === 1 ? HttpResponse.error() : HttpResponse.json(view(30)))));
    expect(await pollPayment(3, { intervalMs: 1000, timeoutMs: 60_000, ...fakeClock() })).toBe('failed');
  });

  it('gives up at the time limit', async () => {
    server.use(http.get('*/api/Payments/3', () => HttpResponse.json(view(10))));
    expect(await pollPayment(3, { intervalMs: 1000, timeoutMs: 5000, ...fakeClock() })).toBe('timeout');
    expect(requestsTo('/api/Payments/3').length).toBe(6);
  });
});
