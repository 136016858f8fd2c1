/**
 * `Idempotency-Key` for POST /api/Orders and POST /api/Payments.
 *
 * The key row (primary key user + scope + key) is inserted first, inside the operation's transaction:
 * a concurrent request with the same key blocks on that insert until the first commits, then finds the
 * stored answer and replays it — the operation never runs twice. The same key with another body → 409.
 * Refusals of the operation (4xx ApiError) are stored and replayed too (rolled back to a savepoint, so
 * nothing of the refused work remains); an unexpected failure rolls everything back, key included, so a
 * retry runs again.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError, badRequest, conflict } from '../errors.js';
import { errorBody } from './error-handler.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface IdempotentAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${canonical(body)}`)
    .digest('hex');
}

/** The request's key: 1–128 visible ASCII characters; 400 when absent or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw badRequest('缺少 Idempotency-Key 请求头', 'Idempotency-Key');
  if (!/^[\x21-\x7e]{1,128}$/.test(key)) throw badRequest('Idempotency-Key 格式不正确', 'Idempotency-Key');
  return key;
}

/**
 * Runs `operation` once per (user, scope, key). `operation` gets the transaction handle and returns the
 * status and body of the answer; the answer (or its 4xx refusal) is stored with the key.
 */
export async function runIdempotent(
  db: Db,
  opts: { userId: number; scope: string; key: string; body: unknown; now: Date },
  operation: (tx: Db) => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentAnswer> {
  const hash = requestHash(opts.scope, opts.body);
  const where = and(
    eq(idempotencyKeys.userId, opts.userId),
    eq(idempotencyKeys.scope, opts.scope),
    eq(idempotencyKeys.key, opts.key),
  );
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId: opts.userId, scope: opts.scope, key: opts.key, requestHash: hash, createdAt: opts.now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1);
      if (!row || row.statusCode === null) throw conflict('请求正在处理中，请稍后重试');
      if (row.requestHash !== hash) throw conflict('幂等键已用于另一请求');
      return { status: row.statusCode, body: row.response, replayed: true };
    }
    let answer: { status: number; body: unknown };
    try {
      answer = await tx.transaction((inner) => operation(inner as unknown as Db));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      answer = { status: error.status, body: errorBody(error).body };
    }
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, response: answer.body as never })
      .where(where);
    return { ...answer, replayed: false };
  });
}

/** Sends an idempotent answer (marking replays with `Idempotent-Replayed: true`). */
export function sendIdempotent(reply: FastifyReply, answer: IdempotentAnswer) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  const isError = answer.status >= 400;
  if (isError) reply.type('application/json; charset=utf-8');
  return reply.code(answer.status).send(answer.body);
}
