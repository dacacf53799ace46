CREATE TYPE "public"."amount_usd_method" AS ENUM('same-currency', 'converted', 'manual');--> statement-breakpoint
CREATE TYPE "public"."article_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."date_precision" AS ENUM('day', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."job_board_kind" AS ENUM('greenhouse', 'lever', 'ashby', 'url');--> statement-breakpoint
CREATE TYPE "public"."organization_kind" AS ENUM('private-company', 'corporate-program', 'state-program', 'university', 'laboratory', 'investor', 'nonprofit');--> statement-breakpoint
CREATE TYPE "public"."organization_status" AS ENUM('active', 'acquired', 'merged', 'defunct', 'public');--> statement-breakpoint
CREATE TYPE "public"."source_check" AS ENUM('live', 'stored-copy', 'cited');--> statement-breakpoint
CREATE TYPE "public"."source_fact" AS ENUM('amount', 'date', 'status', 'operating-years');--> statement-breakpoint
CREATE TABLE "article_mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"organization_id" integer,
	"project_id" integer,
	CONSTRAINT "article_mentions_one_subject" CHECK (num_nonnulls("article_mentions"."organization_id", "article_mentions"."project_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"usd_per_unit" numeric(20, 10) NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fx_rates_currency_month_pk" PRIMARY KEY("currency","month"),
	CONSTRAINT "fx_rates_currency_code" CHECK ("fx_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "fx_rates_month_start" CHECK (extract(day FROM "fx_rates"."month") = 1),
	CONSTRAINT "fx_rates_positive" CHECK ("fx_rates"."usd_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "organization_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"status" "organization_status" NOT NULL,
	"date" date NOT NULL,
	"date_precision" date_precision DEFAULT 'day' NOT NULL,
	"merged_into_id" integer,
	"ticker" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_status_events_merged_into" CHECK ("organization_status_events"."status" = 'merged' OR "organization_status_events"."merged_into_id" IS NULL),
	CONSTRAINT "organization_status_events_ticker" CHECK ("organization_status_events"."status" = 'public' OR "organization_status_events"."ticker" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"funder_id" integer,
	"country_code" text,
	"country" text,
	"description" text,
	"total_amount" bigint,
	"total_currency" text,
	"total_usd" bigint,
	"total_note" text,
	"announced_on" date,
	"announced_on_precision" date_precision DEFAULT 'day' NOT NULL,
	"source_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "record_sources" DROP CONSTRAINT "record_sources_one_owner";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" "article_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "amount_usd_method" "amount_usd_method";--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "announcement_date_precision" date_precision DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kind" "organization_kind";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "job_board_kind" "job_board_kind";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "job_board_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "status_event_id" integer;--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "fact" "source_fact";--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "checked" "source_check" DEFAULT 'cited' NOT NULL;--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "record_sources" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_mentions" ADD CONSTRAINT "article_mentions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_mentions" ADD CONSTRAINT "article_mentions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_mentions" ADD CONSTRAINT "article_mentions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_status_events" ADD CONSTRAINT "organization_status_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_status_events" ADD CONSTRAINT "organization_status_events_merged_into_id_organizations_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_funder_id_organizations_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_mentions_org_key" ON "article_mentions" USING btree ("article_id","organization_id") WHERE organization_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "article_mentions_project_key" ON "article_mentions" USING btree ("article_id","project_id") WHERE project_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "article_mentions_org_idx" ON "article_mentions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "article_mentions_project_idx" ON "article_mentions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "organization_status_events_org_idx" ON "organization_status_events" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "organization_status_events_merged_into_idx" ON "organization_status_events" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "programs_funder_idx" ON "programs" USING btree ("funder_id");--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD CONSTRAINT "funding_rounds_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_status_event_id_organization_status_events_id_fk" FOREIGN KEY ("status_event_id") REFERENCES "public"."organization_status_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_rounds_program_idx" ON "funding_rounds" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "record_sources_program_idx" ON "record_sources" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "record_sources_status_event_idx" ON "record_sources" USING btree ("status_event_id","position");--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD CONSTRAINT "funding_rounds_currency_code" CHECK ("funding_rounds"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD CONSTRAINT "funding_rounds_amount_currency" CHECK (("funding_rounds"."amount" IS NULL) = ("funding_rounds"."currency" IS NULL));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_job_board_complete" CHECK (("organizations"."job_board_kind" IS NULL) = ("organizations"."job_board_id" IS NULL));--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_one_owner" CHECK (num_nonnulls("record_sources"."organization_id", "record_sources"."project_id", "record_sources"."funding_round_id", "record_sources"."program_id", "record_sources"."status_event_id") = 1);