ALTER TABLE "activity_logs" ADD COLUMN "created_at_precision" date_precision DEFAULT 'day' NOT NULL;--> statement-breakpoint
-- Existing feeds: a funding item dated by its round takes the round's precision; a 'New Organization'
-- or 'New Project' item the seed dated by a year (midnight UTC on 1 January) is year-precision.
UPDATE "activity_logs" a SET "created_at_precision" = f."announcement_date_precision"
  FROM "funding_rounds" f
  WHERE f."id" = a."funding_round_id" AND (a."created_at" AT TIME ZONE 'UTC') = f."announcement_date"::timestamp;--> statement-breakpoint
UPDATE "activity_logs" SET "created_at_precision" = 'year'
  WHERE "activity_type" IN ('New Organization', 'New Project')
    AND ("created_at" AT TIME ZONE 'UTC') = date_trunc('year', "created_at" AT TIME ZONE 'UTC');
