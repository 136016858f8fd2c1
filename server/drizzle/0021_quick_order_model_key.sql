-- Quick order (server/services/quick-order.ts) matches a typed model number regardless of case, full-width forms,
-- spaces, hyphens, underscores and dots: `ad-h100`, `ADH100`, `AD H100` are `AD-H100`. The key is stored once per
-- product (a generated column kept by PostgreSQL itself, outside the Drizzle schema like search_text) and indexed,
-- so 500 lines are matched by one index lookup each instead of normalising every product per request. The
-- expression is normaliseModel (src/contract/model-number.ts) in SQL; tests/server/quick-order.test.ts checks
-- that the two agree. text_pattern_ops also serves the prefix match of the suggestions (`model_key like 'ad%'`).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "model_key" text GENERATED ALWAYS AS (
  regexp_replace(
    lower(translate("model", '！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～　', '!"#$%&''()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`abcdefghijklmnopqrstuvwxyz{|}~ ')),
    '[[:space:]_.‐-―−-]', '', 'g'
  )
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_model_key_idx" ON "products" ("model_key" text_pattern_ops);--> statement-breakpoint
-- A line typed as the product's name matches it exactly, case aside.
CREATE INDEX IF NOT EXISTS "products_name_lower_idx" ON "products" (lower("name"));
