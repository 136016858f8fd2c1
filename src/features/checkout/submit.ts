/**
 * One checkout attempt creates exactly one order: a single `Idempotency-Key` per attempt, kept when the
 * same submission is retried (a lost answer is replayed by the server, never a second order), renewed
 * when the buyer changes what is submitted; a submission already in flight is not sent again. The same for
 * accepting a quote (POST /api/Quotes/{id}/accept: an order at the quoted prices).
 */
import type { OrderDetail } from '../../contract/orders';
import { api, newIdempotencyKey } from '../../core/http';

export interface OrderSubmitter {
  /** Sends the order (or joins the submission in flight). */
  submit(body: object): Promise<OrderDetail>;
  /** True while a submission is in flight. */
  busy(): boolean;
  /** The key the next submission of `body` uses (for tests). */
  keyFor(body: object): string;
}

/** `url`: where the order is created (default POST /api/Orders; a quote's accept URL for a quoted order). */
export function createOrderSubmitter(url = '/api/Orders'): OrderSubmitter {
  let key = '';
  let keyBody = '';
  let inFlight: Promise<OrderDetail> | null = null;

  const keyFor = (body: object) => {
    const text = JSON.stringify(body);
    if (!key || text !== keyBody) {
      key = newIdempotencyKey();
      keyBody = text;
    }
    return key;
  };

  return {
    keyFor,
    busy: () => inFlight !== null,
    submit(body) {
      if (inFlight) return inFlight;
      const idempotencyKey = keyFor(body);
      inFlight = api<OrderDetail>(url, { method: 'POST', body, idempotencyKey }).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
