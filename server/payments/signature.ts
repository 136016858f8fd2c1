/**
 * Signed provider notifications: header `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`,
 * accepted within ±300 s of the server clock, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value for a body signed at `now`. */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${computeSignature(secret, t, rawBody)}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'expired' | 'mismatch';

/** null when the header is valid for this body at `now`, else what is wrong. */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureProblem | null {
  if (typeof header !== 'string' || header === '') return 'missing';
  let t: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d{1,12}$/.test(v)) t = Number(v);
    else if (k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)) candidates.push(v.toLowerCase());
  }
  if (t === undefined || candidates.length === 0) return 'malformed';
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > toleranceSeconds) return 'expired';
  const expected = Buffer.from(computeSignature(secret, t, rawBody), 'hex');
  const ok = candidates.some((c) => {
    const given = Buffer.from(c, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return ok ? null : 'mismatch';
}
