CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"tax_mode" varchar(16) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"freight" numeric(14, 2) NOT NULL,
	"lead_days" integer,
	"payment_terms" varchar(32) NOT NULL,
	"payment_note" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"goods_amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision_note" text,
	"revision_requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_uq" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE INDEX "quote_versions_quote_idx" ON "quote_versions" USING btree ("quote_id");--> statement-breakpoint
-- Quotes made before the terms existed become their version 1: 含税 13 %, 包邮, 款到发货, their lines and total as sent.
INSERT INTO "quote_versions" ("quote_id", "version", "tax_mode", "tax_rate", "freight", "lead_days", "payment_terms", "payment_note", "valid_until", "note", "items", "goods_amount", "tax_amount", "total_amount", "operator_id", "created_at")
SELECT q."id", 1, 'included', 13, 0, NULL, 'prepay', '', q."valid_until", q."note",
  COALESCE((SELECT json_agg(json_build_object('productId', i."product_id", 'name', i."name", 'model', i."model", 'imageUrl', i."image_url", 'unit', i."unit", 'unitPrice', i."unit_price"::text, 'quantity', i."quantity", 'subtotal', i."subtotal"::text) ORDER BY i."id") FROM "quote_items" i WHERE i."quote_id" = q."id"), '[]'::json)::jsonb,
  q."total_amount", round(q."total_amount" - q."total_amount" / 1.13, 2), q."total_amount", q."operator_id", q."created_at"
FROM "quotes" q;
