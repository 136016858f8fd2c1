/**
 * Words of the search index and of a query, produced in Node (PostgreSQL has no Chinese parser, and PGlite has
 * no extension for one): jieba segments Chinese with the catalogue's own words added to its dictionary
 * (brands, categories, product words), pinyin-pro gives the pinyin and initials of every Chinese word, and
 * model numbers are folded by `normaliseModel`. The same functions cut the index and the query, so a word
 * typed is looked up exactly as it was stored.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';
import { normaliseModel } from '../../../src/contract/model-number.js';

const jieba = Jieba.withDict(dict);

/** Words already added to jieba's dictionary (brands, categories, …): added once per process. */
const known = new Set<string>();

/**
 * Adds catalogue words to the segmenter's dictionary, so `安盾` or `工业安全防护` stay one word. A high
 * frequency makes jieba prefer them over its own splits. Words missing on another instance only change how
 * a query is cut there: every Chinese word is also indexed by its characters and pairs (`termsOf`), so it
 * still matches.
 */
export function addCatalogueWords(words: Iterable<string>): void {
  const fresh = [...words].map((w) => w.normalize('NFKC').trim()).filter((w) => w && !/\s/.test(w) && !known.has(w));
  if (fresh.length === 0) return;
  for (const w of fresh) known.add(w);
  jieba.loadDict(Buffer.from(fresh.map((w) => `${w} 100000 n`).join('\n')));
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
/** Letters and digits of any script: what a word keeps (punctuation and symbols are no words). */
const WORD_CHARS = /[^\p{L}\p{N}]/gu;

/** A word as the index stores it: NFKC (full-width folded), lower case, letters and digits only. */
export function lexemeOf(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(WORD_CHARS, '');
}

/** The words of a text, as jieba cuts it (search mode adds the shorter words inside long ones). */
export function segment(text: string, searchMode = false): string[] {
  const clean = text.normalize('NFKC');
  const cut = searchMode ? jieba.cutForSearch(clean, false) : jieba.cut(clean, false);
  return cut.map(lexemeOf).filter(Boolean);
}

/** Full pinyin and initials of a Chinese word: 打印机 → dayinji, dyj. */
export function pinyinOf(word: string): string[] {
  if (!HAN.test(word)) return [];
  const syllables = pinyin(word, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).map(lexemeOf);
  const initials = pinyin(word, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).map(
    lexemeOf,
  );
  return [syllables.join(''), initials.join('')].filter((w) => w.length > 0);
}

/** The characters and character pairs of the Chinese runs of a text: substrings of names still match. */
export function hanGrams(text: string): string[] {
  const grams: string[] = [];
  for (const run of text.normalize('NFKC').match(HAN_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      grams.push(c);
      if (i + 1 < chars.length) grams.push(c + chars[i + 1]);
    });
  }
  return grams;
}

/** Index weights: A name and model, C brand and category, D description (PostgreSQL's labels). */
export type Weight = 'A' | 'C' | 'D';

export interface ProductText {
  name: string;
  model: string;
  brand: string;
  category: string;
  description: string;
}

/** Longest lexeme kept (PostgreSQL refuses lexemes over 2 KB; no real word comes close). */
const LEXEME_MAX = 64;
/** Words of a description kept: the start says what the product is, long texts would only add noise. */
const DESCRIPTION_WORDS = 200;

/** The index words of a product with their best weight. */
export function termsOf(p: ProductText): Map<string, Weight> {
  const terms = new Map<string, Weight>();
  const rank: Record<Weight, number> = { A: 3, C: 2, D: 1 };
  const add = (words: Iterable<string>, weight: Weight) => {
    for (const raw of words) {
      const w = raw.slice(0, LEXEME_MAX);
      if (!w) continue;
      const had = terms.get(w);
      if (!had || rank[had] < rank[weight]) terms.set(w, weight);
    }
  };
  const named = (text: string, weight: Weight) => {
    const words = [...new Set([...segment(text), ...segment(text, true)])];
    add(words, weight);
    add(words.flatMap(pinyinOf), weight);
    add(pinyinOf(text.replace(WORD_CHARS, '')), weight);
    add(hanGrams(text), weight);
  };
  named(p.name, 'A');
  const model = normaliseModel(p.model);
  if (model) add([lexemeOf(model), ...segment(p.model)], 'A');
  named(p.brand, 'C');
  named(p.category, 'C');
  add(segment(p.description).slice(0, DESCRIPTION_WORDS), 'D');
  return terms;
}

/** A lexeme quoted for tsvector/tsquery input: inside single quotes, quotes and backslashes doubled/escaped. */
export function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsvector text of a product's words (`'word':1A 'other':2C`), read by PostgreSQL as it is: no parser
 * or dictionary of PostgreSQL touches the words (the same on PGlite and PostgreSQL, whatever their configs).
 */
export function vectorText(terms: Map<string, Weight>): string {
  let position = 0;
  return [...terms].map(([word, weight]) => `${quoteLexeme(word)}:${Math.min(++position, 16383)}${weight}`).join(' ');
}
