ALTER TABLE "companies" ADD COLUMN "license_image" varchar(80);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_license_image_uq" ON "companies" USING btree ("license_image");