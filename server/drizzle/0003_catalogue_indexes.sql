CREATE INDEX "product_prices_region_price_idx" ON "product_prices" USING btree ("region_id","price","product_id");--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("catalogue","id") WHERE "products"."on_sale";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."on_sale";--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales" DESC NULLS FIRST,"id") WHERE "products"."on_sale";--> statement-breakpoint
CREATE INDEX "showcase_newest_idx" ON "showcase_entries" USING btree ("created_at" DESC NULLS FIRST,"global_id");--> statement-breakpoint
CREATE INDEX "showcase_category_idx" ON "showcase_entries" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "showcase_supplier_idx" ON "showcase_entries" USING btree ("supplier_id");