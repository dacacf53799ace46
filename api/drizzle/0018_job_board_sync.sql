CREATE TABLE "job_board_syncs" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"board_kind" "job_board_kind" NOT NULL,
	"board_id" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"postings_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "board_kind" "job_board_kind";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "first_seen" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_seen" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_board_syncs" ADD CONSTRAINT "job_board_syncs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_board_posting_key" ON "jobs" USING btree ("organization_id","board_kind","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_real_open_idx" ON "jobs" USING btree ("id") WHERE NOT is_sample AND closed_at IS NULL AND deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_board_posting_complete" CHECK (("jobs"."board_kind" IS NULL) = ("jobs"."external_id" IS NULL));