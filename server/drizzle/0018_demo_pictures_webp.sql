-- Demo product pictures are WebP now, at 800×800 with a 240×240 thumbnail beside it, as an operator's upload is
-- stored, and so are the demo brands' logos and banners (server/db/seed/catalogue-media.ts says why); their SVG
-- files are gone. A database seeded before keeps showing them: the addresses the demo seed wrote
-- (/media/products/<type>-<view>.svg, /media/brands/<slug>.svg and <slug>-banner.svg), in products, brands and in
-- what copied them (黄页 entries, order and quote lines), point at the WebP picture of the same drawing. Nothing
-- else matches the patterns: uploads live under /media/uploads/ and never are SVG.
UPDATE "products" SET
  "image_url" = regexp_replace("image_url", '^(/media/products/[a-z0-9]+-[a-z0-9]+-[1-3])\.svg$', '\1-800x800.webp'),
  "images" = COALESCE(
    (SELECT jsonb_agg(regexp_replace(picture, '^(/media/products/[a-z0-9]+-[a-z0-9]+-[1-3])\.svg$', '\1-800x800.webp') ORDER BY n)
     FROM jsonb_array_elements_text("images") WITH ORDINALITY AS list(picture, n)),
    '[]'::jsonb)
WHERE "image_url" ~ '^/media/products/[a-z0-9]+-[a-z0-9]+-[1-3]\.svg$' OR "images"::text ~ '/media/products/[a-z0-9]+-[a-z0-9]+-[1-3]\.svg';
--> statement-breakpoint
UPDATE "showcase_entries"
  SET "image_url" = regexp_replace("image_url", '^(/media/products/[a-z0-9]+-[a-z0-9]+-[1-3])\.svg$', '\1-800x800.webp')
  WHERE "image_url" ~ '^/media/products/[a-z0-9]+-[a-z0-9]+-[1-3]\.svg$';
--> statement-breakpoint
UPDATE "order_items"
  SET "image_url" = regexp_replace("image_url", '^(/media/products/[a-z0-9]+-[a-z0-9]+-[1-3])\.svg$', '\1-800x800.webp')
  WHERE "image_url" ~ '^/media/products/[a-z0-9]+-[a-z0-9]+-[1-3]\.svg$';
--> statement-breakpoint
UPDATE "quote_items"
  SET "image_url" = regexp_replace("image_url", '^(/media/products/[a-z0-9]+-[a-z0-9]+-[1-3])\.svg$', '\1-800x800.webp')
  WHERE "image_url" ~ '^/media/products/[a-z0-9]+-[a-z0-9]+-[1-3]\.svg$';
--> statement-breakpoint
UPDATE "brands" SET
  "logo_url" = regexp_replace("logo_url", '^(/media/brands/(?:andun|dianbao|hengbao|jiayin|jiemei|qingtian|qingyuan|ruigong|shuhang|yunlian))\.svg$', '\1.webp'),
  "banner_url" = regexp_replace("banner_url", '^(/media/brands/(?:andun|dianbao|hengbao|jiayin|jiemei|qingtian|qingyuan|ruigong|shuhang|yunlian)-banner)\.svg$', '\1.webp')
WHERE "logo_url" ~ '^/media/brands/(?:andun|dianbao|hengbao|jiayin|jiemei|qingtian|qingyuan|ruigong|shuhang|yunlian)\.svg$' OR "banner_url" ~ '^/media/brands/(?:andun|dianbao|hengbao|jiayin|jiemei|qingtian|qingyuan|ruigong|shuhang|yunlian)-banner\.svg$';
