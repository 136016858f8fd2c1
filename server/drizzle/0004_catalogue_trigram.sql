-- Keyword search over the catalogue (ILIKE '%word%' on names and models): trigram indexes (pg_trgm).
-- PostgreSQL ships pg_trgm as a trusted extension; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm
-- (server/db/client.ts). Words of fewer than 3 characters yield no trigram and are answered by a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_model_trgm_idx" ON "products" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "showcase_name_trgm_idx" ON "showcase_entries" USING gin ("name" gin_trgm_ops);
