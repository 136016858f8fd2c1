CREATE TABLE "transfer_batch_orders" (
	"batch_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transfer_batch_orders_batch_id_order_id_pk" PRIMARY KEY("batch_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"remittance_code" varchar(16) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" integer NOT NULL,
	"provider_ref" varchar(64),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_batches_remittance_code_unique" UNIQUE("remittance_code"),
	CONSTRAINT "transfer_batches_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "transfer_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"batch_id" integer,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_batch_orders" ADD CONSTRAINT "transfer_batch_orders_batch_id_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_orders" ADD CONSTRAINT "transfer_batch_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_vouchers" ADD CONSTRAINT "transfer_vouchers_batch_id_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_batch_orders_open_uq" ON "transfer_batch_orders" USING btree ("order_id") WHERE "transfer_batch_orders"."open";--> statement-breakpoint
CREATE INDEX "transfer_batches_company_idx" ON "transfer_batches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_vouchers_order_idx" ON "transfer_vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transfer_vouchers_batch_idx" ON "transfer_vouchers" USING btree ("batch_id");