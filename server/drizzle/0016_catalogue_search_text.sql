-- Keyword search at 100,000 products (server/services/catalogue.ts productFilters). The exact test of a word
-- against a product's name and model was `name ILIKE '%w%' OR model ILIKE '%w%'`: in a UTF-8 database ILIKE
-- lower-cases both strings on every row, twice per product, and that — not reading the rows — was most of a
-- keyword's cost (8,337 candidates of 断路器: 123 ms of ILIKE against 26 ms, measured in one run). ILIKE is
-- defined as lower(text) LIKE lower(pattern), so the lower-cased name and model are stored once (a generated
-- column kept by PostgreSQL itself, outside the Drizzle schema like search_pairs), joined by a line break: a
-- search word never holds whitespace (the service splits on it), so it matches the joined text exactly when it
-- matches the name or the model.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (lower("name" || E'\n' || "model")) STORED;
