/**
 * The demo operator (运营) account ops@demo.cn / Demo@123456: seeded with the rest of the demo data (only
 * in development, or with SEED_DEMO=1). Production operators are created by the platform, never through
 * registration or invitation. Idempotent.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../services/passwords.js';
import type { Db } from '../client.js';
import { operators } from '../schema.js';
import { DEMO_PASSWORD } from './accounts.js';

export const DEMO_OPERATOR = { email: 'ops@demo.cn', name: '平台运营' };

export async function seedOperators(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.email}) = ${DEMO_OPERATOR.email}`)
    .limit(1);
  if (existing) return;
  await db.insert(operators).values({ ...DEMO_OPERATOR, passwordHash: await hashPassword(DEMO_PASSWORD) });
}
