/**
 * A company's book of entries with one default: 收货地址 (delivery addresses), 收票地址 (invoice addresses) and 发票抬头
 * (invoice titles) are each one `addressBook(table, words)`. The rules are the same for all three:
 *   - every write to a company's book takes the company row FOR UPDATE first, so parallel writes are serialised
 *     (the count limit and the single default hold across instances);
 *   - the first entry, or one saved with `isDefault: true`, becomes the default and the others lose it;
 *   - deleting the default makes the oldest remaining entry the default;
 *   - another company's entry is 404, as if it did not exist.
 * What differs (the columns and their checks) stays with each book's own service.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';

/** A table with the columns every book has (`bookColumns()` in server/db/schema.ts). */
type BookTable = PgTable & { id: PgColumn; companyId: PgColumn; isDefault: PgColumn };

/** Drizzle cannot type a write through a generic table; the values are the book's own checked columns. */
type Writer = {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  insert(t: PgTable): any;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  update(t: PgTable): any;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  delete(t: PgTable): any;
};

export interface BookWords {
  /** The entry's name in messages: 收货地址, 收票地址, 发票抬头. */
  noun: string;
  /** How many entries a company may keep (none: unlimited). */
  max?: number;
}

export interface AddressBook<Row, Insert> {
  list(db: Db, companyId: number): Promise<Row[]>;
  /**
   * Adds (id null) or edits one entry in one transaction. `values` are the entry's checked columns, or a function
   * of the company's name (a delivery address's 收货单位 defaults to it). `isDefault` undefined keeps an edited
   * entry's flag and makes a first entry the default.
   */
  save(
    db: Db,
    companyId: number,
    id: number | null,
    values: Partial<Insert> | ((companyName: string) => Partial<Insert>),
    isDefault: boolean | undefined,
  ): Promise<Row>;
  remove(db: Db, companyId: number, id: number): Promise<void>;
}

export function addressBook<T extends BookTable>(
  table: T,
  words: BookWords,
): AddressBook<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  const ofCompany = (companyId: number) => eq(table.companyId, companyId);
  const db$ = (tx: Db) => tx as unknown as Writer;

  async function lockCompany(tx: Db, companyId: number): Promise<string> {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound('企业不存在');
    return company.name;
  }

  return {
    async list(db, companyId) {
      return (await db
        .select()
        .from(table as PgTable)
        .where(ofCompany(companyId))
        .orderBy(desc(table.isDefault), asc(table.id))) as Row[];
    },

    save(db, companyId, id, values, isDefault) {
      return db.transaction(async (tx) => {
        const companyName = await lockCompany(tx, companyId);
        if (id !== null) {
          const [existing] = await tx
            .select({ id: table.id })
            .from(table as PgTable)
            .where(and(eq(table.id, id), ofCompany(companyId)))
            .limit(1);
          if (!existing) throw notFound(`${words.noun}不存在`);
        }
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(table as PgTable)
          .where(ofCompany(companyId));
        if (id === null && words.max !== undefined && Number(n) >= words.max)
          throw badRequest(`${words.noun}最多 ${words.max} 个，请先删除不用的${words.noun}`);
        const makeDefault = isDefault ?? (id === null && Number(n) === 0);
        if (makeDefault) await db$(tx).update(table).set({ isDefault: false }).where(ofCompany(companyId));
        const row = typeof values === 'function' ? values(companyName) : values;
        const [saved] =
          id === null
            ? await db$(tx)
                .insert(table)
                .values({ ...row, companyId, isDefault: makeDefault })
                .returning()
            : await db$(tx)
                .update(table)
                .set({ ...row, ...(isDefault !== undefined ? { isDefault: makeDefault } : {}) })
                .where(eq(table.id, id))
                .returning();
        return saved as Row;
      });
    },

    async remove(db, companyId, id) {
      await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const [deleted] = await db$(tx)
          .delete(table)
          .where(and(eq(table.id, id), ofCompany(companyId)))
          .returning({ isDefault: table.isDefault });
        if (!deleted) throw notFound(`${words.noun}不存在`);
        if (!deleted.isDefault) return;
        const [next] = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(ofCompany(companyId))
          .orderBy(asc(table.id))
          .limit(1);
        if (next) await db$(tx).update(table).set({ isDefault: true }).where(eq(table.id, next.id));
      });
    },
  };
}
