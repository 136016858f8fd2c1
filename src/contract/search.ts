/**
 * Search beyond the product list (docs/api.md "Search"): facets and alternatives of a search answer, the
 * suggestions while typing, the operator's synonyms and the report of what buyers searched.
 */
import { type Static, Type } from 'typebox';
import { Id, SearchKeyword } from './common.js';

const Catalogue = Type.Union([Type.Literal('online'), Type.Literal('consultation')]);

/** One facet value: how many products of the current search (its other filters applied) it holds. */
export const FacetCount = Type.Object({ Id: Type.Integer(), Name: Type.String(), Count: Type.Integer() });
export type FacetCount = Static<typeof FacetCount>;

/** A price band of the region's prices, `Max` null for the last (open) band. */
export const PriceBand = Type.Object({
  Min: Type.String(),
  Max: Type.Union([Type.String(), Type.Null()]),
  Count: Type.Integer(),
});
export type PriceBand = Static<typeof PriceBand>;

export const SearchFacets = Type.Object({
  Brands: Type.Array(FacetCount),
  Categories: Type.Array(FacetCount),
  Suppliers: Type.Array(FacetCount),
  Prices: Type.Array(PriceBand),
});
export type SearchFacets = Static<typeof SearchFacets>;

/** A nearby search offered when nothing matched: the keyword with one word dropped, or a model typo fixed. */
export const SearchAlternative = Type.Object({ Keyword: Type.String(), Total: Type.Integer() });
export type SearchAlternative = Static<typeof SearchAlternative>;

export const SuggestQuery = Type.Object({ keyword: SearchKeyword, catalogue: Type.Optional(Catalogue) });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const Suggestions = Type.Object({
  Products: Type.Array(
    Type.Object({ Id: Type.Integer(), Name: Type.String(), Model: Type.String(), Catalogue: Catalogue }),
  ),
  Brands: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
  Categories: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
  /** Searches buyers made often that start with or contain the keyword (and found something). */
  Queries: Type.Array(Type.String()),
});
export type Suggestions = Static<typeof Suggestions>;

/* ------------------------------------------------------------------ operator: synonyms and report */

const SynonymWord = Type.String({ minLength: 1, maxLength: 50, 'x-message': '词语须为 1–50 个字符' });

export const SynonymBody = Type.Object({
  Term: SynonymWord,
  Synonyms: Type.Array(SynonymWord, { minItems: 1, maxItems: 20, 'x-message': '请填写 1–20 个同义词' }),
  /** true: each word finds the others (帽子 = 安全帽); false: only Term finds the Synonyms (墨盒 → 硒鼓). */
  TwoWay: Type.Boolean(),
  /** The version an edit started from (omitted on create). */
  Version: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SynonymBody = Static<typeof SynonymBody>;

export const Synonym = Type.Object({
  Id,
  Term: Type.String(),
  Synonyms: Type.Array(Type.String()),
  TwoWay: Type.Boolean(),
  Version: Type.Integer(),
});
export type Synonym = Static<typeof Synonym>;

export const SynonymList = Type.Array(Synonym);

export const SynonymDeleteQuery = Type.Object({ version: Type.Integer({ minimum: 0 }) });

export const SearchReportQuery = Type.Object({
  /** The last N days (China time), 1–90; 7 by default. */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, 'x-message': '统计天数须为 1–90' })),
});

export const SearchReport = Type.Object({
  Days: Type.Integer(),
  Searches: Type.Integer(),
  Top: Type.Array(Type.Object({ Query: Type.String(), Count: Type.Integer(), Total: Type.Integer() })),
  NoResult: Type.Array(Type.Object({ Query: Type.String(), Count: Type.Integer(), LastAt: Type.String() })),
});
export type SearchReport = Static<typeof SearchReport>;
