/**
 * Helpers for the commerce tests: tokens minted directly (no Argon2 per login, so hundreds of users are cheap),
 * extra users, and raw reads of rows the API does not expose.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.js';
import { companies, users } from '../../server/db/schema.js';
import { issueToken } from '../../server/services/tokens.js';
import type { TestContext } from './helpers/app.js';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A login token for a seeded user, signed like the login route does. */
export async function tokenFor(ctx: TestContext, email: string): Promise<string> {
  const [user] = await ctx.db
    .select({ id: users.id, companyId: users.companyId, version: users.tokenVersion })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!user) throw new Error(`no user ${email}`);
  return issueToken(
    ctx.config.jwtSecret,
    { userId: user.id, companyId: user.companyId, version: user.version },
    ctx.app.now(),
  );
}

/** Creates `count` buyers in a new verified company and returns their tokens (the first one is its 管理员). */
export function createBuyers(
  ctx: TestContext,
  count: number,
  label: string,
): Promise<{ companyId: number; tokens: string[]; userIds: number[] }> {
  return companyWithBuyers(ctx.db, ctx.config.jwtSecret, count, label, { now: ctx.app.now() });
}

/**
 * `count` users `<label>-<i>@test.cn` in a new verified company (`<label> 测试公司`), with tokens signed by `secret`
 * (a running server's, read from its database, for tests against server processes). The first user is the
 * company's 管理员 unless `admin: false`.
 */
export async function companyWithBuyers(
  db: Db,
  secret: string,
  count: number,
  label: string,
  opts: { admin?: boolean; now?: Date } = {},
): Promise<{ companyId: number; tokens: string[]; userIds: number[] }> {
  const [company] = await db
    .insert(companies)
    .values({ name: `${label} 测试公司`, statusEnum: 30 })
    .returning({ id: companies.id });
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId: company!.id,
        email: `${label}-${i}@test.cn`,
        name: `买家${i}`,
        passwordHash: 'x',
        roleNames: i === 0 && opts.admin !== false ? ['管理员'] : ['采购员'],
      })),
    )
    .returning({ id: users.id });
  const tokens = await Promise.all(
    rows.map((u) => issueToken(secret, { userId: u.id, companyId: company!.id, version: 0 }, opts.now ?? new Date())),
  );
  return { companyId: company!.id, tokens, userIds: rows.map((u) => u.id) };
}

/** Rows of a raw SQL query (same on both drivers). */
export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

let keySeq = 0;
/** A fresh Idempotency-Key. */
export const newKey = (label = 'k') =>
  `${label}-${Date.now().toString(36)}-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

/** Puts the lines into the user's cart of `region` (selected) and creates an order; returns the answer. */
export async function orderFromCart(
  ctx: TestContext,
  token: string,
  lines: [productId: number, quantity: number][],
  opts: { region?: number; body?: Record<string, unknown>; key?: string } = {},
) {
  const region = opts.region ?? 1;
  // Only these lines are selected.
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/ShoppingCarts/items/selection',
    headers: auth(token),
    payload: { Region: region, Selected: false },
  });
  for (const [ProductId, Quantity] of lines) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ShoppingCarts/items',
      headers: auth(token),
      payload: { ProductId, Quantity, Region: region },
    });
    if (res.statusCode !== 201) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
  }
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Orders',
    headers: { ...auth(token), 'idempotency-key': opts.key ?? newKey('order') },
    payload: { Region: region, InvoiceType: 0, ...opts.body },
  });
}
