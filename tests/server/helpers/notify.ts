/**
 * A payment provider's signed callback, as the sandbox and the bank send it: the raw JSON body and the
 * signature header over it (server/payments/signature.ts). One helper for every server test that pays.
 */
import { SIGNATURE_HEADER, signatureHeader } from '../../../server/payments/signature.js';
import type { TestContext } from './app.js';

export interface NotifyOptions {
  /** Sign with another secret (a forged callback). */
  secret?: string;
  /** Sign at another time (a stale or replayed callback). */
  at?: Date;
  /** Send this text instead of JSON.stringify(body) (a body changed after signing). */
  raw?: string;
  /** Send this header value as it is (a malformed signature, or one signature sent several times). */
  header?: string;
}

/** The headers of a signed callback carrying `raw`. */
export function signedHeaders(ctx: TestContext, raw: string, opts: Omit<NotifyOptions, 'raw'> = {}) {
  return {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]:
      opts.header ?? signatureHeader(opts.secret ?? ctx.config.paymentWebhookSecret, raw, opts.at ?? new Date()),
  };
}

/** POSTs a signed callback (`/api/Payments/notify`, `/api/Payments/bank-transfer/notify`). */
export function notify(ctx: TestContext, url: string, body: object, opts: NotifyOptions = {}) {
  const raw = opts.raw ?? JSON.stringify(body);
  return ctx.app.inject({ method: 'POST', url, headers: signedHeaders(ctx, raw, opts), payload: raw });
}
