CREATE TYPE "public"."milestone_kind" AS ENUM('first-plasma', 'record', 'fuel', 'q-sci', 'q-eng', 'grid-electricity', 'commercial-plant');--> statement-breakpoint
CREATE TYPE "public"."milestone_target_precision" AS ENUM('day', 'month', 'year', 'decade');--> statement-breakpoint
CREATE TABLE "milestone_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_id" integer NOT NULL,
	"target_date" date,
	"target_precision" "milestone_target_precision" DEFAULT 'year' NOT NULL,
	"claim_text" text,
	"said_on" date,
	"said_on_precision" date_precision DEFAULT 'day' NOT NULL,
	"source_url" text NOT NULL,
	"source_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"project_id" integer,
	"kind" "milestone_kind" NOT NULL,
	"record_description" text,
	"claim_text" text,
	"said_on" date,
	"said_on_precision" date_precision DEFAULT 'day' NOT NULL,
	"target_date" date,
	"target_precision" "milestone_target_precision" DEFAULT 'year' NOT NULL,
	"claim_source_url" text,
	"claim_source_name" text,
	"achieved_on" date,
	"achieved_on_precision" date_precision DEFAULT 'day' NOT NULL,
	"achievement_source_url" text,
	"achievement_source_name" text,
	"slip_alerted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_subject" CHECK ("milestones"."organization_id" IS NOT NULL OR "milestones"."project_id" IS NOT NULL),
	CONSTRAINT "milestones_claim_or_achievement" CHECK ("milestones"."claim_text" IS NOT NULL OR "milestones"."achieved_on" IS NOT NULL),
	CONSTRAINT "milestones_claim_source" CHECK ("milestones"."claim_text" IS NULL OR "milestones"."claim_source_url" ~ '^https?://'),
	CONSTRAINT "milestones_achievement_source" CHECK ("milestones"."achieved_on" IS NULL OR "milestones"."achievement_source_url" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "milestone_revisions" ADD CONSTRAINT "milestone_revisions_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_revisions_milestone_idx" ON "milestone_revisions" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "milestones_organization_idx" ON "milestones" USING btree ("organization_id","kind");--> statement-breakpoint
CREATE INDEX "milestones_project_idx" ON "milestones" USING btree ("project_id","kind");