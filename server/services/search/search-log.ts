/**
 * What buyers search, for the console (top queries, queries that found nothing). A search counts once as
 * typed: page 1 in relevance order without a facet chosen (paging, sorting and filtering the same search do
 * not count it again). Only the words, the catalogue and the number of products found are kept: no user,
 * company, address or IP; a query holding an e-mail address or a phone number is not kept at all.
 * Rows are written in batches (every few seconds, and before a report is read), never in a search's path.
 */
import { and, desc, gte, sql } from 'drizzle-orm';
import { chinaDayStart, formatDate } from '../../../src/contract/dates.js';
import type { SearchReport } from '../../../src/contract/search.js';
import type { Db } from '../../db/client.js';
import { searchQueries } from '../../db/schema.js';

const FLUSH_MS = 3_000;
/** Pending rows kept at most (a burst beyond it is sampled away rather than growing memory). */
const PENDING_MAX = 10_000;
/** Totals of recent searches by key, learnt when a search is computed (cached answers are counted too). */
const TOTALS_MAX = 20_000;

/** Personal data a buyer might paste into a search box: such a query is never logged. */
const PERSONAL = /@|\d{7,}|1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}/;

export interface LoggedSearch {
  keyword?: string | undefined;
  catalogue?: string | undefined;
  page?: number | undefined;
  sort?: string | undefined;
  brandId?: number | undefined;
  categoryId?: number | undefined;
  supplierId?: number | undefined;
  price?: string | undefined;
}

/** A facet chosen (brand, category, supplier, price band): not the search as typed. */
const faceted = (search: LoggedSearch) =>
  Boolean(search.brandId || search.categoryId || search.supplierId || search.price);

const keyOf = (catalogue: string, query: string) => `${catalogue}|${query}`;

export class SearchLog {
  private pending: { query: string; catalogue: string; total: number; at: Date }[] = [];
  private readonly totals = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The total a search found (called when the answer is computed, before it is cached). */
  learn(search: LoggedSearch, total: number): void {
    const query = (search.keyword ?? '').trim().replace(/\s+/g, ' ');
    if (!query || faceted(search)) return;
    const key = keyOf(search.catalogue ?? '', query);
    this.totals.delete(key);
    this.totals.set(key, total);
    if (this.totals.size > TOTALS_MAX) this.totals.delete(this.totals.keys().next().value!);
  }

  /** Counts a search a buyer made (normal or fast path), if it is one as typed. */
  record(search: LoggedSearch): void {
    const query = (search.keyword ?? '').trim().replace(/\s+/g, ' ');
    if (!query || query.length > 50 || PERSONAL.test(query)) return;
    if ((search.page ?? 1) !== 1 || (search.sort ?? 'default') !== 'default') return;
    if (faceted(search)) return;
    const catalogue = search.catalogue ?? '';
    const total = this.totals.get(keyOf(catalogue, query));
    if (total === undefined || this.pending.length >= PENDING_MAX) return;
    this.pending.push({ query, catalogue, total, at: this.now() });
    this.timer ??= setTimeout(() => void this.flush().catch(() => {}), FLUSH_MS).unref();
  }

  /** Writes the pending rows (one insert). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    for (let i = 0; i < rows.length; i += 1000) await this.db.insert(searchQueries).values(rows.slice(i, i + 1000));
  }

  /** Top queries and queries without a result over the last `days` China days (today included). */
  async report(days: number): Promise<SearchReport> {
    await this.flush();
    const since = new Date(chinaDayStart(formatDate(this.now())).getTime() - (days - 1) * 86_400_000);
    const recent = gte(searchQueries.at, since);
    const [top, none, [all]] = await Promise.all([
      this.db
        .select({
          query: searchQueries.query,
          n: sql<number>`count(*)::int`,
          total: sql<number>`max(${searchQueries.total})::int`,
        })
        .from(searchQueries)
        .where(recent)
        .groupBy(searchQueries.query)
        .orderBy(desc(sql`count(*)`), searchQueries.query)
        .limit(50),
      this.db
        .select({
          query: searchQueries.query,
          n: sql<number>`count(*)::int`,
          last: sql<string>`max(${searchQueries.at})`,
        })
        .from(searchQueries)
        .where(and(recent, sql`${searchQueries.total} = 0`))
        .groupBy(searchQueries.query)
        // A query that found nothing once but something later (a synonym or product added) drops out.
        .having(sql`max(${searchQueries.total}) = 0`)
        .orderBy(desc(sql`count(*)`), searchQueries.query)
        .limit(50),
      this.db.select({ n: sql<number>`count(*)::int` }).from(searchQueries).where(recent),
    ]);
    return {
      Days: days,
      Searches: Number(all?.n ?? 0),
      Top: top.map((r) => ({ Query: r.query, Count: Number(r.n), Total: Number(r.total) })),
      NoResult: none.map((r) => ({ Query: r.query, Count: Number(r.n), LastAt: new Date(r.last).toISOString() })),
    };
  }
}
