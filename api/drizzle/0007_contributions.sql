ALTER TYPE "public"."membership_status" ADD VALUE 'rejected';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"entity_slug" text,
	"before" jsonb,
	"after" jsonb,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_markdown" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD CONSTRAINT "project_memberships_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_memberships_status_idx" ON "organization_memberships" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "organizations_review_idx" ON "organizations" USING btree ("created_at","id") WHERE NOT is_approved AND reviewed_at IS NULL;--> statement-breakpoint
CREATE INDEX "project_memberships_status_idx" ON "project_memberships" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "projects_review_idx" ON "projects" USING btree ("created_at","id") WHERE NOT is_approved AND reviewed_at IS NULL;