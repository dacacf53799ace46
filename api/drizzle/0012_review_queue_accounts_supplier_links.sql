ALTER TABLE "project_providers" ADD COLUMN "review_status" "membership_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Hand-added: links that exist today were shown already; they count as approved (new ones wait for review).
UPDATE "project_providers" SET "review_status" = 'approved';--> statement-breakpoint
ALTER TABLE "project_providers" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_providers" ADD COLUMN "requested_by_id" integer;--> statement-breakpoint
ALTER TABLE "project_providers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_providers" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "project_providers" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_pending_creator_idx" ON "organizations" USING btree ("created_by_id") WHERE NOT is_approved AND reviewed_at IS NULL;--> statement-breakpoint
CREATE INDEX "project_providers_review_idx" ON "project_providers" USING btree ("requested_at","id") WHERE review_status = 'pending';--> statement-breakpoint
CREATE INDEX "projects_pending_creator_idx" ON "projects" USING btree ("created_by_id") WHERE NOT is_approved AND reviewed_at IS NULL;