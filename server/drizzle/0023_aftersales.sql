ALTER TABLE "media_files" ALTER COLUMN "operator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "close_outcome" varchar(16);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "close_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_closed_by_operators_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;