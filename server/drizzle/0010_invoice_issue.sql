CREATE TABLE "invoice_files" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_invoice_no" varchar(20);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "carrier" varchar(32);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_invoice_no_unique" UNIQUE("tax_invoice_no");