-- The search index (server/services/search): the products' words in `search_vector` (GIN: every query word is
-- an index lookup, words AND-ed by a BitmapAnd) and the folded model number in `search_model` (trigrams:
-- partial model numbers by LIKE '%…%', one-character typos by similarity). Both columns are written by the
-- application in the transaction of every product, brand or category write; `npm run search:reindex` fills
-- them for a database that existed before this migration.
CREATE INDEX IF NOT EXISTS "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_model_trgm_idx" ON "products" USING gin ("search_model" gin_trgm_ops);
