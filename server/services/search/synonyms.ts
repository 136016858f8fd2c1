/**
 * Operator-managed search synonyms (运营 → 搜索词管理). Every write is one transaction with its audit entry;
 * an edit or delete carries the Version it started from (409 when another operator saved meanwhile). The
 * caller drops the search answers kept in the catalogue cache after the commit (a synonym changes results).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Synonym, SynonymBody } from '../../../src/contract/search.js';
import type { Db } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema.js';
import { badRequest, conflict, dbErrorCode, notFound } from '../../errors.js';
import { recordAudit } from '../operator/audit.js';
import type { WriteDeps } from '../operator/products.js';
import { lexemeOf } from './terms.js';

type Row = typeof searchSynonyms.$inferSelect;

const toSynonym = (r: Row): Synonym => ({
  Id: r.id,
  Term: r.term,
  Synonyms: r.synonyms,
  TwoWay: r.twoWay,
  Version: r.version,
});

export async function listSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
  return rows.map(toSynonym);
}

/** Trimmed words, each with letters or digits, the term not among its own synonyms, no word twice. */
function checked(body: SynonymBody): { term: string; synonyms: string[]; twoWay: boolean } {
  const term = body.Term.trim();
  if (!lexemeOf(term)) throw badRequest('搜索词须包含文字或数字', 'Term');
  const synonyms: string[] = [];
  for (const raw of body.Synonyms) {
    const word = raw.trim();
    if (!lexemeOf(word)) throw badRequest('同义词须包含文字或数字', 'Synonyms');
    if (lexemeOf(word) === lexemeOf(term)) throw badRequest(`同义词「${word}」与搜索词相同`, 'Synonyms');
    if (synonyms.some((s) => lexemeOf(s) === lexemeOf(word))) throw badRequest(`同义词「${word}」重复`, 'Synonyms');
    synonyms.push(word);
  }
  return { term, synonyms, twoWay: body.TwoWay };
}

const duplicate = (term: string) => conflict(`搜索词「${term}」已存在，请编辑原有条目`);

export async function createSynonym(deps: WriteDeps, body: SynonymBody): Promise<Synonym> {
  const values = checked(body);
  return deps.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(searchSynonyms).values(values).returning();
      await recordAudit(tx, {
        operatorId: deps.operatorId,
        action: 'search-synonym.create',
        entity: 'search-synonym',
        entityId: row!.id,
        before: null,
        after: toSynonym(row!),
        at: deps.now,
      });
      return toSynonym(row!);
    })
    .catch((e) => {
      if (dbErrorCode(e) === '23505') throw duplicate(values.term);
      throw e;
    });
}

async function lockCurrent(tx: Db, id: number, version: number | undefined): Promise<Row> {
  if (version === undefined) throw badRequest('缺少版本号（Version），请刷新后重新编辑', 'Version');
  const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update').limit(1);
  if (!row) throw notFound('该搜索词不存在或已被删除');
  if (row.version !== version) throw conflict('该搜索词已被其他运营人员修改，请刷新后重试');
  return row;
}

export async function updateSynonym(deps: WriteDeps, id: number, body: SynonymBody): Promise<Synonym> {
  const values = checked(body);
  return deps.db
    .transaction(async (tx) => {
      const before = await lockCurrent(tx, id, body.Version);
      const [row] = await tx
        .update(searchSynonyms)
        .set({ ...values, updatedAt: deps.now, version: sql`${searchSynonyms.version} + 1` })
        .where(eq(searchSynonyms.id, id))
        .returning();
      await recordAudit(tx, {
        operatorId: deps.operatorId,
        action: 'search-synonym.update',
        entity: 'search-synonym',
        entityId: id,
        before: toSynonym(before),
        after: toSynonym(row!),
        at: deps.now,
      });
      return toSynonym(row!);
    })
    .catch((e) => {
      if (dbErrorCode(e) === '23505') throw duplicate(values.term);
      throw e;
    });
}

export async function deleteSynonym(deps: WriteDeps, id: number, version: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockCurrent(tx, id, version);
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action: 'search-synonym.delete',
      entity: 'search-synonym',
      entityId: id,
      before: toSynonym(before),
      after: null,
      at: deps.now,
    });
  });
}
