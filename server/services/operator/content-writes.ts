/**
 * Writing the console's content: create, update and delete, each one transaction with its audit entry; an edit or
 * delete is refused (409) when the row changed since its Version, a delete when the row is still used.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  CONTENT,
  type ContentBody,
  type ContentItem,
  type ContentResource,
} from '../../../src/contract/operator-content.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, dbErrorCode, notFound } from '../../errors.js';
import { reindexProducts } from '../search/indexer.js';
import { type AuditRecord, recordAudit } from './audit.js';
import { getContent } from './content-read.js';
import { TABLES, type TableOf, versionOf } from './content-tables.js';
import { checkedValues, rowOf } from './content-values.js';
import type { WriteDeps } from './products.js';

const staleMessage = (resource: ContentResource) => `该${CONTENT[resource].label}已被其他运营人员修改，请刷新后重试`;

/** The audit entry of one content write (who, what, before/after), written in the write's own transaction. */
function auditContent(
  tx: Db,
  deps: WriteDeps,
  t: TableOf,
  verb: 'create' | 'update' | 'delete',
  entityId: number | string,
  before: AuditRecord['before'],
  after: AuditRecord['after'],
) {
  return recordAudit(tx, {
    operatorId: deps.operatorId,
    action: `${t.entity}.${verb}`,
    entity: t.entity,
    entityId,
    before,
    after,
    at: deps.now,
  });
}

/** Locks the row and checks the write started from its current version. */
async function lockCurrent(tx: Db, resource: ContentResource, id: number | string, version: number | undefined) {
  if (version === undefined) throw badRequest('缺少版本号（Version），请刷新后重新编辑', 'Version');
  const t = TABLES[resource];
  const [row] = await tx
    .select({ version: versionOf(t) })
    .from(t.table)
    .where(eq(t.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(`该${CONTENT[resource].label}不存在或已被删除`);
  if (row.version !== version) throw conflict(staleMessage(resource));
  return getContent(tx, resource, id);
}

/** A unique-name race lost between our check and the insert: the same words as the check. */
function uniqueRace(resource: ContentResource, error: unknown): never {
  if (dbErrorCode(error) === '23505') throw conflict(`${CONTENT[resource].label}名称已存在，请换一个名称`);
  throw error;
}

export async function createContent(
  deps: WriteDeps,
  resource: ContentResource,
  body: ContentBody,
): Promise<ContentItem> {
  const t = TABLES[resource];
  return deps.db
    .transaction(async (tx) => {
      const values = await checkedValues(tx, resource, null, body, null);
      const [row] = await tx
        .insert(t.table)
        .values({ ...rowOf(t, values), ...t.onCreate?.() })
        .returning({ id: t.id });
      const after = await getContent(tx, resource, row!.id as number | string);
      await auditContent(tx, deps, t, 'create', after.Id, null, after);
      return after;
    })
    .catch((e) => uniqueRace(resource, e));
}

export async function updateContent(
  deps: WriteDeps,
  resource: ContentResource,
  id: number | string,
  body: ContentBody,
): Promise<ContentItem> {
  const t = TABLES[resource];
  return deps.db
    .transaction(async (tx) => {
      const before = await lockCurrent(tx, resource, id, body.Version);
      const values = await checkedValues(tx, resource, id, body, before);
      await tx
        .update(t.table)
        .set({ ...rowOf(t, values), version: sql`${versionOf(t)} + 1` })
        .where(eq(t.id, id));
      // A brand's or category's name is in its products' search index: written again in this transaction.
      if (resource === 'brands') await reindexProducts(tx, { brandId: Number(id) });
      if (resource === 'categories') await reindexProducts(tx, { categoryId: Number(id) });
      const after = await getContent(tx, resource, id);
      await auditContent(tx, deps, t, 'update', id, before, after);
      return after;
    })
    .catch((e) => uniqueRace(resource, e));
}

export async function deleteContent(
  deps: WriteDeps,
  resource: ContentResource,
  id: number | string,
  version: number,
): Promise<void> {
  const t = TABLES[resource];
  await deps.db
    .transaction(async (tx) => {
      const before = await lockCurrent(tx, resource, id, version);
      const refusal = await t.refuseDelete?.(tx, id);
      if (refusal) throw conflict(refusal);
      await tx.delete(t.table).where(and(eq(t.id, id), eq(versionOf(t), version)));
      await auditContent(tx, deps, t, 'delete', id, before, null);
    })
    .catch((e) => {
      // A row referencing it was written between the check and the delete (foreign key).
      if (dbErrorCode(e) === '23503') throw conflict(`该${CONTENT[resource].label}仍被其他数据引用，不能删除`);
      throw e;
    });
}
