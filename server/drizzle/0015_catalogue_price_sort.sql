-- Price-sorted product lists at 100,000 products (server/services/catalogue.ts listProducts, docs/performance.md).
-- A region's prices carry copies of their product's list filters (catalogue, on sale, category, brand,
-- supplier), so a price-sorted page is one index-only walk of the region's prices in price order, filters
-- included, instead of a join of every matching product with its price and a sort (51 ms at page 2, worse
-- on deep pages). The copies are kept by PostgreSQL itself in the writing transaction: a BEFORE trigger
-- fills them on every price insert, an AFTER trigger on products rewrites them when one of those columns
-- changes (operator edit, import, on/off sale). They stay outside the Drizzle schema (like search_pairs):
-- no code writes them; only the catalogue's price sort reads them.
ALTER TABLE "product_prices"
  ADD COLUMN IF NOT EXISTS "catalogue" varchar(16),
  ADD COLUMN IF NOT EXISTS "on_sale" boolean,
  ADD COLUMN IF NOT EXISTS "category_id" integer,
  ADD COLUMN IF NOT EXISTS "brand_id" integer,
  ADD COLUMN IF NOT EXISTS "supplier_id" integer;--> statement-breakpoint
UPDATE "product_prices" pp
   SET "catalogue" = p."catalogue", "on_sale" = p."on_sale", "category_id" = p."category_id",
       "brand_id" = p."brand_id", "supplier_id" = p."supplier_id"
  FROM "products" p
 WHERE p."id" = pp."product_id";--> statement-breakpoint
ALTER TABLE "product_prices"
  ALTER COLUMN "catalogue" SET NOT NULL,
  ALTER COLUMN "on_sale" SET NOT NULL,
  ALTER COLUMN "category_id" SET NOT NULL,
  ALTER COLUMN "brand_id" SET NOT NULL,
  ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION b2b_product_prices_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."catalogue", p."on_sale", p."category_id", p."brand_id", p."supplier_id"
    INTO NEW."catalogue", NEW."on_sale", NEW."category_id", NEW."brand_id", NEW."supplier_id"
    FROM "products" p WHERE p."id" = NEW."product_id";
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_prices_copy" ON "product_prices";--> statement-breakpoint
CREATE TRIGGER "product_prices_copy" BEFORE INSERT OR UPDATE ON "product_prices"
  FOR EACH ROW EXECUTE FUNCTION b2b_product_prices_copy();--> statement-breakpoint
CREATE OR REPLACE FUNCTION b2b_products_price_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The UPDATE fires product_prices_copy, which reads the product's new values.
  UPDATE "product_prices" SET "product_id" = "product_id" WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_price_copies" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_price_copies" AFTER UPDATE OF "catalogue", "on_sale", "category_id", "brand_id", "supplier_id" ON "products"
  FOR EACH ROW
  WHEN (OLD."catalogue" IS DISTINCT FROM NEW."catalogue" OR OLD."on_sale" IS DISTINCT FROM NEW."on_sale"
        OR OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id"
        OR OLD."supplier_id" IS DISTINCT FROM NEW."supplier_id")
  EXECUTE FUNCTION b2b_products_price_copies();--> statement-breakpoint
-- A region's products on sale in price order (ascending and descending, ties by product id ascending as the
-- list sorts them), the other filters included so that a filtered walk stays index-only.
CREATE INDEX IF NOT EXISTS "product_prices_sort_asc_idx" ON "product_prices"
  ("region_id", "catalogue", "price", "product_id") INCLUDE ("category_id", "brand_id", "supplier_id") WHERE "on_sale";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_prices_sort_desc_idx" ON "product_prices"
  ("region_id", "catalogue", "price" DESC, "product_id") INCLUDE ("category_id", "brand_id", "supplier_id") WHERE "on_sale";
