CREATE TABLE "company_credit" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" numeric(14, 2) NOT NULL,
	"term_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"statement_id" integer,
	"repays_statement_id" integer,
	"bank_ref" varchar(64),
	"operator_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_no" varchar(32) NOT NULL,
	"company_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"opening_balance" numeric(14, 2) NOT NULL,
	"charges" numeric(14, 2) NOT NULL,
	"refunds" numeric(14, 2) NOT NULL,
	"repayments" numeric(14, 2) NOT NULL,
	"closing_balance" numeric(14, 2) NOT NULL,
	"amount_due" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"due_date" date NOT NULL,
	"status" integer NOT NULL,
	"remittance_code" varchar(16) NOT NULL,
	"confirmation" varchar(16) DEFAULT 'pending' NOT NULL,
	"confirmation_note" text DEFAULT '' NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_statements_statement_no_unique" UNIQUE("statement_no"),
	CONSTRAINT "credit_statements_remittance_code_unique" UNIQUE("remittance_code")
);
--> statement-breakpoint
ALTER TABLE "company_credit" ADD CONSTRAINT "company_credit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_statement_id_credit_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."credit_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_repays_statement_id_credit_statements_id_fk" FOREIGN KEY ("repays_statement_id") REFERENCES "public"."credit_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_statements" ADD CONSTRAINT "credit_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_statements" ADD CONSTRAINT "credit_statements_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_company_idx" ON "credit_entries" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "credit_entries_statement_idx" ON "credit_entries" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_charge_uq" ON "credit_entries" USING btree ("order_id") WHERE "credit_entries"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_refund_uq" ON "credit_entries" USING btree ("after_sale_id") WHERE "credit_entries"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_bank_ref_uq" ON "credit_entries" USING btree ("bank_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_statements_period_uq" ON "credit_statements" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE INDEX "credit_statements_status_idx" ON "credit_statements" USING btree ("status","due_date");