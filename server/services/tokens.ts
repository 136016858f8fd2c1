/** Login tokens: HS256 JWT, 12 h, claims `sub` (user id), `cid` (company id), `ver` (the user's token version). */
import { SignJWT, jwtVerify } from 'jose';

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
