/**
 * Polls `GET /api/Payments/{id}` until the payment is settled (支付成功 / 支付失败 / 已关闭) or the time is up.
 * Reports each answer; network hiccups are retried quietly until the deadline.
 */

import { PaymentStatus } from '../../contract/enums';
import type { PaymentView } from '../../contract/payments';
import { call } from '../../core/http';

export type PollOutcome = 'paid' | 'failed' | 'timeout' | 'stopped';

export interface PollOptions {
  intervalMs: number;
  /** Give up after this long (Infinity: until stopped). */
  timeoutMs: number;
  onUpdate?: (payment: PaymentView, elapsedMs: number) => void;
  signal?: AbortSignal;
  /** Injected for tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

export async function pollPayment(paymentId: number, options: PollOptions): Promise<PollOutcome> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const start = now();
  for (;;) {
    if (options.signal?.aborted) return 'stopped';
    try {
      const payment = await call('GET /api/Payments/:id', {
        params: { id: paymentId },
        silent: true,
        signal: options.signal,
      });
      options.onUpdate?.(payment, now() - start);
      if (payment.Status === PaymentStatus.Succeeded) return 'paid';
      if (payment.Status === PaymentStatus.Failed || payment.Status === PaymentStatus.Closed) return 'failed';
    } catch {
      if (options.signal?.aborted) return 'stopped';
    }
    if (now() - start >= options.timeoutMs) return 'timeout';
    await sleep(options.intervalMs, options.signal);
  }
}
