CREATE TABLE "contract_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_tiers" (
	"product_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "product_price_tiers_product_id_region_id_min_quantity_pk" PRIMARY KEY("product_id","region_id","min_quantity")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_unit_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_prices_company_idx" ON "contract_prices" USING btree ("company_id","region_id","product_id");