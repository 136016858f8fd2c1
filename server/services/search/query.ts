/**
 * Query understanding: a keyword cut the way the index was (terms.ts), each word widened to what it may also
 * be written as (its characters and pairs, a pinyin prefix, a model number inside another, an operator's
 * synonyms), and turned into SQL on the index: every word must match, in any order. Also the relevance
 * order of a search (exact model, then where the words matched, then sales and stock).
 */
import { type SQL, sql } from 'drizzle-orm';
import { normaliseModel } from '../../../src/contract/model-number.js';
import type { Db } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema.js';
import { hanGrams, lexemeOf, pinyinOf, quoteLexeme, segment } from './terms.js';

/** Words of a query looked at (the rest are dropped): a query of 50 characters has no more real words. */
const MAX_WORDS = 8;
const HAN = /\p{Script=Han}/u;
const LATIN_OR_DIGIT = /^[a-z0-9]+$/;

/** A synonym row as the query reads it: the lexemes of the term and of each synonym. */
interface SynonymRow {
  term: string;
  synonyms: string[];
  twoWay: boolean;
}

/** One word of the query and every way it may match. */
export interface QueryWord {
  /** The word as typed (folded): shown in alternatives ("without 「…」"). */
  text: string;
  /** Lexeme alternatives, each a group of lexemes that must all match (a synonym may be several words). */
  alternatives: string[][];
  /** Latin letters or digits: also looked for inside model numbers (search_model LIKE). */
  modelLike: boolean;
}

export interface UnderstoodQuery {
  words: QueryWord[];
  /** The whole keyword as a model number (exact model hits rank first). */
  model: string;
}

/** Every synonym row, keyed by the lexeme of each word that leads to others. */
async function synonymMap(db: Db): Promise<Map<string, Set<string>>> {
  const rows: SynonymRow[] = await db
    .select({ term: searchSynonyms.term, synonyms: searchSynonyms.synonyms, twoWay: searchSynonyms.twoWay })
    .from(searchSynonyms);
  const map = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const a = lexemeOf(from);
    if (!a || lexemeOf(to) === a) return;
    if (!map.has(a)) map.set(a, new Set());
    map.get(a)!.add(to);
  };
  for (const r of rows) {
    for (const s of r.synonyms) {
      link(r.term, s);
      if (r.twoWay) {
        link(s, r.term);
        for (const other of r.synonyms) if (other !== s) link(s, other);
      }
    }
  }
  return map;
}

/** The words of a keyword: whitespace-separated chunks, Chinese chunks cut by jieba (a synonym stays whole). */
function wordsOf(keyword: string, synonyms: Map<string, Set<string>>): string[] {
  const words: string[] = [];
  for (const chunk of keyword.normalize('NFKC').split(/\s+/)) {
    const whole = lexemeOf(chunk);
    if (!whole) continue;
    if (!HAN.test(chunk) || synonyms.has(whole)) words.push(whole);
    else words.push(...segment(chunk));
  }
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** How one lexeme may match: itself, or, for a Chinese word of 3+ characters, all of its pairs. */
function lexemeAlternatives(lexeme: string): string[][] {
  const chars = [...lexeme];
  if (HAN.test(lexeme) && chars.length > 2)
    return [[lexeme], [...new Set(hanGrams(lexeme).filter((g) => [...g].length === 2))]];
  return [[lexeme]];
}

/**
 * Understands a keyword. `typos`: also match a Chinese word by its pinyin (a homophone typed by mistake:
 * 打印鸡 → dayinji) — used when the exact reading found nothing.
 */
export async function understand(db: Db, keyword: string, typos = false): Promise<UnderstoodQuery> {
  const synonyms = await synonymMap(db);
  const words = wordsOf(keyword, synonyms).map((text): QueryWord => {
    const alternatives = lexemeAlternatives(text);
    for (const synonym of synonyms.get(text) ?? []) {
      const parts = segment(synonym);
      if (parts.length) alternatives.push(parts);
    }
    if (typos && HAN.test(text)) for (const p of pinyinOf(text).slice(0, 1)) alternatives.push([p]);
    return { text, alternatives, modelLike: LATIN_OR_DIGIT.test(text) };
  });
  return { words, model: normaliseModel(keyword).replace(/[^\p{L}\p{N}]/gu, '') };
}

/**
 * A word's tsquery text. Latin and digit lexemes of 2+ characters also match as a prefix (`dayin` finds
 * 打印机 through `dayinji`, `jyp1` the model `jyp100`); `weights` restricts every lexeme to those labels.
 */
function tsqueryOf(word: QueryWord, weights = ''): string {
  const lexeme = (l: string) =>
    `${quoteLexeme(l)}${LATIN_OR_DIGIT.test(l) && l.length >= 2 ? ':*' : weights ? ':' : ''}${weights}`;
  return word.alternatives.map((group) => `(${group.map(lexeme).join(' & ')})`).join(' | ');
}

/** Similarity a model number must reach to count as the word with one character wrong (pg_trgm, 0–1). */
const TYPO_SIMILARITY = 0.4;

/** The SQL test of one word: in the index, or inside a model number (or, with `typos`, close to one). */
function wordTest(word: QueryWord, typos: boolean): SQL {
  const arms: SQL[] = [sql`"products"."search_vector" @@ ${tsqueryOf(word)}::tsquery`];
  if (word.modelLike && word.text.length >= 2) {
    arms.push(sql`"products"."search_model" like ${`%${word.text}%`}`);
    // `%` is the indexable trigram test (threshold 0.3 by default), similarity() the stricter bar.
    if (typos && word.text.length >= 4)
      arms.push(
        sql`("products"."search_model" % ${word.text} and similarity("products"."search_model", ${word.text}) >= ${TYPO_SIMILARITY})`,
      );
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** Every word must match (any order). No word left (only punctuation or emoji): nothing matches. */
export function matchCondition(query: UnderstoodQuery, typos = false): SQL {
  if (query.words.length === 0) return sql`false`;
  return sql.join(
    query.words.map((w) => wordTest(w, typos)),
    sql` and `,
  );
}

/**
 * The relevance order: an exact model number first; then a score of where each word matched (name or model
 * 3, description 2, only brand or category 1, summed over the words); then sales and stock; then id.
 */
export function relevanceOrder(query: UnderstoodQuery): SQL[] {
  const order: SQL[] = [];
  if (query.model) order.push(sql`("products"."search_model" = ${query.model}) desc`);
  if (query.words.length) {
    const scores = query.words.map(
      (w) =>
        sql`(case when "products"."search_vector" @@ ${tsqueryOf(w, 'A')}::tsquery${
          w.modelLike && w.text.length >= 2 ? sql` or "products"."search_model" like ${`%${w.text}%`}` : sql``
        } then 3 when "products"."search_vector" @@ ${tsqueryOf(w, 'D')}::tsquery then 2 else 1 end)`,
    );
    order.push(sql`(${sql.join(scores, sql` + `)}) desc`);
  }
  return [...order, sql`"products"."sales" desc`, sql`"products"."stock" desc`, sql`"products"."id" asc`];
}
