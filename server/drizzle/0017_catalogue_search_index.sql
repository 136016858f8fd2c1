-- Keyword searches at 100,000 products (server/services/catalogue.ts productFilters, docs/performance.md). The
-- products on sale in id order with their lower-cased name and model (`search_text`) and their list filters,
-- in one narrow index kept by PostgreSQL itself (no trigger, no copy to keep in step):
-- - a keyword page in default order walks it and stops once the page is full: 断路器 page 1 read 20 + 430
--   entries instead of the row of each of its 8,337 candidates (every heap block of the table) to sort them;
-- - a keyword with a price sort walks the region's prices in price order and probes this index per product;
-- - a one-character word (no pair to look up) is counted over this index, index-only, instead of a
--   sequential scan of the whole products table (its descriptions and specs included).
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" ("id")
  INCLUDE ("catalogue", "search_text", "category_id", "brand_id", "supplier_id") WHERE "on_sale";
