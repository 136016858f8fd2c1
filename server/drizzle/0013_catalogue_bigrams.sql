-- Keyword search at 100,000 products (server/services/catalogue.ts productFilters). `search_pairs` holds the
-- character pairs (bigrams, lower-cased) of each product's name and model, kept by PostgreSQL itself (a
-- stored generated column, outside the Drizzle schema: no code reads or writes it), with a GIN index. A
-- word's pairs all among a product's is a necessary condition for `name/model ILIKE '%word%'`, indexable
-- for any word of two characters or more — two-character Chinese words included, which have no trigram
-- (pg_trgm needs three; pg_bigm is not available on PGlite). The exact ILIKE still decides.
CREATE OR REPLACE FUNCTION b2b_bigrams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) AS i $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_pairs" text[] GENERATED ALWAYS AS (b2b_bigrams("name" || ' ' || "model")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_pairs_idx" ON "products" USING gin ("search_pairs");
--> statement-breakpoint
-- Deep pages of one catalogue sorted by sales or newest (page 2,000 of 100,000 products): the page's ids come
-- from an index-only scan (server/services/catalogue.ts listProducts finds the page's ids on products alone).
CREATE INDEX IF NOT EXISTS "products_catalogue_sales_idx" ON "products" ("catalogue", "sales" DESC, "id") WHERE "on_sale";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_catalogue_newest_idx" ON "products" ("catalogue", "created_at" DESC, "id" DESC) WHERE "on_sale";
