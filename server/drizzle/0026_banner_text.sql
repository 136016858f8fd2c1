ALTER TABLE "banners" ADD COLUMN "button_text" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Banners made before the storefront drew their words: the ones that link somewhere get a button to follow it.
UPDATE "banners" SET "button_text" = '查看详情' WHERE "link_url" <> '';
