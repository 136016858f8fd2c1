/**
 * The operator audit log: `recordAudit` is called with the transaction handle of the write it records, so
 * the entry commits or rolls back with it; `listAudit` reads it for the console, filtered and paged.
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { chinaDayEnd, chinaDayStart } from '../../../src/contract/dates.js';
import { AuditActionName } from '../../../src/contract/enums.js';
import type { AuditEntry, AuditPage, AuditQuery } from '../../../src/contract/operator.js';
import { ContentAuditActionName } from '../../../src/contract/operator-content-fields.js';
import type { Db } from '../../db/client.js';
import { auditLog, operators } from '../../db/schema.js';

export interface AuditRecord {
  operatorId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/** Dates and Decimal-like values as JSON-safe plain data (jsonb keeps what the API would show). */
function plain(value: Record<string, unknown> | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

/** Writes one entry; `tx` must be the transaction of the write being recorded. */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: record.operatorId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: plain(record.before),
    after: plain(record.after),
    createdAt: record.at,
  });
}

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.operatorId) where.push(eq(auditLog.operatorId, query.operatorId));
  if (query.from) where.push(gte(auditLog.createdAt, chinaDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, chinaDayEnd(query.to)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, operatorName: operators.name })
      .from(auditLog)
      .innerJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(filter)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(filter),
  ]);
  const items: AuditEntry[] = rows.map(({ entry, operatorName }) => toAuditEntry(entry, operatorName));
  return { Items: items, Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

/** One audit row as the API shows it. */
export function toAuditEntry(entry: typeof auditLog.$inferSelect, operatorName: string): AuditEntry {
  return {
    Id: entry.id,
    OperatorId: entry.operatorId,
    OperatorName: operatorName,
    Action: entry.action,
    ActionName: AuditActionName[entry.action] ?? ContentAuditActionName[entry.action] ?? entry.action,
    Entity: entry.entity,
    EntityId: entry.entityId,
    Before: entry.before,
    After: entry.after,
    CreatedAt: entry.createdAt.toISOString(),
  };
}
