ALTER TABLE "payments" ADD COLUMN "short_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "short_reason" varchar(200) DEFAULT '' NOT NULL;