/**
 * The demo operator (运营) accounts, all with the password Demo@123456: ops@demo.cn is the 超级管理员, and one
 * account per other role shows what that role's console looks like. Seeded with the rest of the demo data (only
 * in development, or with SEED_DEMO=1). Production operators are created by the platform, never through
 * registration or invitation. Idempotent: an account that exists is left as it is.
 */
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '../../../src/contract/operator-roles.js';
import { hashPassword } from '../../services/passwords.js';
import type { Db } from '../client.js';
import { operators } from '../schema.js';
import { DEMO_PASSWORD } from './accounts.js';

export const DEMO_OPERATOR = { email: 'ops@demo.cn', name: '平台运营', roles: ['SuperAdmin'] as OperatorRole[] };

/** One demo account per role (the 超级管理员 first). */
export const DEMO_OPERATORS: { email: string; name: string; roles: OperatorRole[] }[] = [
  DEMO_OPERATOR,
  { email: 'service@demo.cn', name: '客服小周', roles: ['Service'] },
  { email: 'finance-ops@demo.cn', name: '财务小钱', roles: ['Finance'] },
  { email: 'warehouse@demo.cn', name: '仓储小吴', roles: ['Warehouse'] },
  { email: 'content@demo.cn', name: '运营小孙', roles: ['Content'] },
];

export async function seedOperators(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const op of DEMO_OPERATORS) {
    const [existing] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(sql`lower(${operators.email}) = ${op.email}`)
      .limit(1);
    if (!existing) await db.insert(operators).values({ ...op, passwordHash });
  }
}
