/** Operator (运营) accounts: login and the caller's profile. Operators are not company users. */
import { eq, sql } from 'drizzle-orm';
import type { OperatorInfo, OperatorLoginBody } from '../../../src/contract/operator.js';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { dummyHash, verifyPassword } from '../passwords.js';
import { issueOperatorToken } from '../tokens.js';
import { normalizeEmail } from '../verification.js';

export const operatorEmailMatches = (email: string) => sql`lower(${operators.email}) = ${normalizeEmail(email)}`;

/** A token for a correct e-mail and password of an enabled operator; one message for every failure. */
export async function operatorLogin(db: Db, secret: string, body: OperatorLoginBody, now: Date): Promise<string> {
  const [op] = await db.select().from(operators).where(operatorEmailMatches(body.Email)).limit(1);
  // An unknown address costs a hash check too: the answer's timing does not tell whether it exists.
  let ok = false;
  if (op) ok = await verifyPassword(op.passwordHash, body.Password);
  else await verifyPassword(await dummyHash(), body.Password);
  if (!op || !ok) {
    if (op)
      await db
        .update(operators)
        .set({ failedLogins: sql`${operators.failedLogins} + 1` })
        .where(eq(operators.id, op.id));
    throw badRequest('邮箱或密码错误');
  }
  if (!op.enabled) throw forbidden('运营账号已停用');
  if (op.failedLogins !== 0) await db.update(operators).set({ failedLogins: 0 }).where(eq(operators.id, op.id));
  return issueOperatorToken(secret, { operatorId: op.id, version: op.tokenVersion }, now);
}

export async function operatorInfo(db: Db, operatorId: number): Promise<OperatorInfo> {
  const [op] = await db
    .select({ id: operators.id, name: operators.name, email: operators.email })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .limit(1);
  if (!op) throw notFound('运营账号不存在');
  return { Id: op.id, Name: op.name, Email: op.email };
}
