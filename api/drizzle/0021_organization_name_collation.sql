DROP INDEX "organizations_name_idx";--> statement-breakpoint
DROP INDEX "organizations_country_idx";--> statement-breakpoint
DROP INDEX "organizations_funding_idx";--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree (lower("display_name") COLLATE "und-x-icu","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "organizations_country_idx" ON "organizations" USING btree ("country",lower("display_name") COLLATE "und-x-icu","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "organizations_funding_idx" ON "organizations" USING btree ("total_funding" DESC NULLS LAST,lower("display_name") COLLATE "und-x-icu","id") WHERE is_approved;