/**
 * Suggestions while typing (`GET /api/Search/suggest`): at most 10 entries — products read through the
 * search index in relevance order, brands and categories whose names hold the keyword, and searches buyers
 * often made that found something. Answered through the catalogue cache (one entry per keyword).
 */
import { and, asc, desc, eq, gte, ilike, sql } from 'drizzle-orm';
import type { Suggestions, SuggestQuery } from '../../../src/contract/search.js';
import type { Db } from '../../db/client.js';
import { brands, categories, products, searchQueries } from '../../db/schema.js';
import { containsPattern } from '../catalogue.js';
import { matchCondition, relevanceOrder, understand } from './query.js';

const MAX_ENTRIES = 10;
/** Popular searches are read from this many last days. */
const POPULAR_DAYS = 30;

export async function suggest(db: Db, query: SuggestQuery, now: Date): Promise<Suggestions> {
  const keyword = query.keyword.trim().replace(/\s+/g, ' ');
  if (!keyword) return { Products: [], Brands: [], Categories: [], Queries: [] };
  const understood = await understand(db, keyword);
  const pattern = containsPattern(keyword);
  const [found, b, c, q] = await Promise.all([
    db
      .select({ Id: products.id, Name: products.name, Model: products.model, Catalogue: products.catalogue })
      .from(products)
      .where(
        and(
          eq(products.onSale, true),
          query.catalogue ? eq(products.catalogue, query.catalogue) : undefined,
          matchCondition(understood),
        ),
      )
      .orderBy(...relevanceOrder(understood))
      .limit(MAX_ENTRIES),
    db
      .select({ Id: brands.id, Name: brands.name })
      .from(brands)
      .where(ilike(brands.name, pattern))
      .orderBy(asc(brands.sort), asc(brands.id))
      .limit(2),
    db
      .select({ Id: categories.id, Name: categories.name })
      .from(categories)
      .where(ilike(categories.name, pattern))
      .orderBy(asc(categories.sort), asc(categories.id))
      .limit(2),
    db
      .select({ query: searchQueries.query })
      .from(searchQueries)
      .where(
        and(
          gte(searchQueries.at, new Date(now.getTime() - POPULAR_DAYS * 86_400_000)),
          ilike(searchQueries.query, `${pattern.slice(1)}`),
          sql`${searchQueries.total} > 0`,
          sql`${searchQueries.query} <> ${keyword}`,
        ),
      )
      .groupBy(searchQueries.query)
      .orderBy(desc(sql`count(*)`), asc(searchQueries.query))
      .limit(3),
  ]);
  const queries = q.map((r) => r.query);
  const room = MAX_ENTRIES - b.length - c.length - queries.length;
  return {
    Products: found.slice(0, room).map((p) => ({ ...p, Catalogue: p.Catalogue as 'online' | 'consultation' })),
    Brands: b,
    Categories: c,
    Queries: queries,
  };
}
