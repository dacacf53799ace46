DROP INDEX "organizations_funding_idx";--> statement-breakpoint
ALTER TABLE "organization_people" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "source_url" text;--> statement-breakpoint
CREATE INDEX "organizations_funding_idx" ON "organizations" USING btree ("total_funding" DESC NULLS LAST,"display_name","id") WHERE is_approved;