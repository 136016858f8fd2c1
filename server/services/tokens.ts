/** Login tokens: HS256 JWT, 12 h, claims `sub` (user id), `cid` (company id), `ver` (the user's token version). */
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export interface TokenClaims {
  userId: number;
  companyId: number;
  version: number;
}

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keys.set(secret, k);
  }
  return k;
}

export async function issueToken(secret: string, claims: TokenClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: claims.companyId, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    const companyId = Number(payload.cid);
    const version = Number(payload.ver);
    if (![userId, companyId, version].every(Number.isSafeInteger)) return null;
    return { userId, companyId, version };
  } catch {
    return null;
  }
}

/* ------------------------------------------------------------------ operator (运营) tokens */

/** Claims of an operator token: `sub` (operator id), `ver` and `op: true`, never `cid` (not a company user). */
export interface OperatorClaims {
  operatorId: number;
  version: number;
}

export async function issueOperatorToken(secret: string, claims: OperatorClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ op: true, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.operatorId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/**
 * An operator token's claims; 'expired' when it carries our signature and the operator marker but is past
 * its lifetime (the console then asks to log in again); null for anything else (no token, forged, a
 * company user's token). jose checks the signature before the time claims, so 'expired' is never forged.
 */
export async function verifyOperatorToken(
  secret: string,
  token: string,
  now: Date,
): Promise<OperatorClaims | 'expired' | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: now });
    if (payload.op !== true || payload.cid !== undefined) return null;
    const operatorId = Number(payload.sub);
    const version = Number(payload.ver);
    if (![operatorId, version].every(Number.isSafeInteger)) return null;
    return { operatorId, version };
  } catch (error) {
    const e = error as { code?: string; payload?: { op?: unknown } };
    return e.code === 'ERR_JWT_EXPIRED' && e.payload?.op === true ? 'expired' : null;
  }
}
