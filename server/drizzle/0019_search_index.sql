CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" varchar(50) NOT NULL,
	"catalogue" varchar(16) DEFAULT '' NOT NULL,
	"total" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" varchar(50) NOT NULL,
	"synonyms" jsonb NOT NULL,
	"two_way" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_queries_at_idx" ON "search_queries" USING btree ("at");