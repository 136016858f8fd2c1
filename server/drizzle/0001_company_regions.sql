ALTER TABLE "companies" ADD COLUMN "regions" jsonb DEFAULT '[1]'::jsonb NOT NULL;--> statement-breakpoint
-- Existing companies keep the regions their registrant (else their first user) bought for.
UPDATE "companies" c SET "regions" = u."regions" FROM (
  SELECT DISTINCT ON ("company_id") "company_id", "regions" FROM "users"
  ORDER BY "company_id", "is_regist_entity" DESC, "id"
) u WHERE u."company_id" = c."id" AND jsonb_array_length(u."regions") > 0;
