/** Users: lookups and the `UserInfo` shape (never the password hash). */
import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '../../src/contract/users.js';
import type { Db } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { unauthorized } from '../errors.js';
import { normalizeEmail } from './verification.js';

type Executor = Pick<Db, 'select'>;

/** The columns an API answer may carry (no hash, no token version, no failure counter). */
export const publicUserColumns = {
  id: users.id,
  companyId: users.companyId,
  email: users.email,
  name: users.name,
  mobile: users.mobile,
  roleNames: users.roleNames,
  regions: users.regions,
  isRegistEntity: users.isRegistEntity,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

export const emailMatches = (email: string) => sql`lower(${users.email}) = ${normalizeEmail(email)}`;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return row;
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1);
  return !!row;
}

export async function userInfo(db: Executor, userId: number): Promise<UserInfo> {
  const [u] = await db
    .select({ ...publicUserColumns, companyRegions: companies.regions })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw unauthorized();
  return {
    Id: u.id,
    Email: u.email,
    Name: u.name,
    Mobile: u.mobile,
    CompanyId: u.companyId,
    // The company's delivery regions, chosen by its administrator (the first is the default cart region).
    Regions: u.companyRegions.length ? u.companyRegions : u.regions,
    UserRoleNames: u.roleNames,
    IsRegistEntity: u.isRegistEntity,
  };
}
