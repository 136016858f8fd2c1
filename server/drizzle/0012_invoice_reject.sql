ALTER TABLE "invoices" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rejected_orders" jsonb;