/**
 * Lengths the client and the server both enforce, without TypeBox (the client bundle imports this file).
 *
 * Two keyword lengths, on purpose (the product spec gives none):
 * - KEYWORD_MAX (100), a back-office list filter (enterprise users, every operator list): operators paste whole
 *   company names, invoice numbers or addresses to find one row.
 * - SEARCH_KEYWORD_MAX (50), a storefront search (products, showcase, a buyer's orders): what a buyer types into
 *   a search box — a product name or model, an order number. Shorter keeps the text match of the public,
 *   cacheable search cheap; the search inputs stop typing at this length.
 * Both are refused above their length with a Chinese 400 (`Keyword` / `SearchKeyword` in common.ts).
 */
export const KEYWORD_MAX = 100;
export const SEARCH_KEYWORD_MAX = 50;
