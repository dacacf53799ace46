CREATE TYPE "public"."funding_type" AS ENUM('investment', 'non-dilutive');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('pending', 'approved');--> statement-breakpoint
CREATE TYPE "public"."person_role" AS ENUM('founder', 'leader');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down');--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_type" text NOT NULL,
	"label_color" text NOT NULL,
	"organization_id" integer,
	"project_id" integer,
	"funding_round_id" integer,
	"recipient_id" integer,
	"jobs_count" integer,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"author" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"preview_media" text,
	"source_url" text,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	CONSTRAINT "concepts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "funding_round_sources" (
	"funding_round_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "funding_round_sources_funding_round_id_organization_id_pk" PRIMARY KEY("funding_round_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "funding_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"funding_type" "funding_type" NOT NULL,
	"round_name" text NOT NULL,
	"amount_usd" bigint,
	"announcement_date" date NOT NULL,
	"headline" text NOT NULL,
	"announcement_url" text,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "job_tag_links" (
	"job_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_tag_links_job_id_tag_id_pk" PRIMARY KEY("job_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "job_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_without_emoji" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_tags_name_unique" UNIQUE("name"),
	CONSTRAINT "job_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"locations_text" text DEFAULT '' NOT NULL,
	"job_type" text NOT NULL,
	"job_mode" text NOT NULL,
	"salary" text,
	"website_url" text NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title)) STORED
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "organization_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"status" "membership_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"role" "person_role" NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "organization_tag_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organization_tag_links" (
	"organization_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "organization_tag_links_organization_id_tag_id_pk" PRIMARY KEY("organization_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "organization_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"tab_slug" text,
	"position" smallint NOT NULL,
	CONSTRAINT "organization_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"acronym_name" text,
	"logo" text,
	"description" text,
	"self_description" text,
	"contact_email" text,
	"website_url" text,
	"jobs_url" text,
	"founding_year" smallint,
	"city" text,
	"region" text,
	"country_code" text,
	"country" text,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"total_funding" bigint DEFAULT 0 NOT NULL,
	"total_projects" integer DEFAULT 0 NOT NULL,
	"total_jobs" integer DEFAULT 0 NOT NULL,
	"total_supply_chain_offerings" integer DEFAULT 0 NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(display_name, '') || ' ' || coalesce(acronym_name, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "project_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "project_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"status" "membership_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_organizations" (
	"project_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_organizations_project_id_organization_id_pk" PRIMARY KEY("project_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "project_provider_categories" (
	"provider_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	CONSTRAINT "project_provider_categories_provider_id_sub_category_id_pk" PRIMARY KEY("provider_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "project_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"description" text,
	"announcement_url" text,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"description_html" text,
	"project_status" "project_status",
	"year_operations_started" smallint,
	"year_operations_ended" smallint,
	"concept_id" integer,
	"supply_chain_category_id" integer,
	"country_code" text,
	"country" text,
	"announcement_url" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, display_name)) STORED
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"publication_url" text NOT NULL,
	"publication_type" text,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_chain_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name)) STORED,
	CONSTRAINT "supply_chain_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "supply_chain_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"offering_url" text,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "supply_chain_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name)) STORED,
	CONSTRAINT "supply_chain_sub_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_funding_round_id_funding_rounds_id_fk" FOREIGN KEY ("funding_round_id") REFERENCES "public"."funding_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_recipient_id_organizations_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_round_sources" ADD CONSTRAINT "funding_round_sources_funding_round_id_funding_rounds_id_fk" FOREIGN KEY ("funding_round_id") REFERENCES "public"."funding_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_round_sources" ADD CONSTRAINT "funding_round_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_rounds" ADD CONSTRAINT "funding_rounds_recipient_id_organizations_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tag_links" ADD CONSTRAINT "job_tag_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tag_links" ADD CONSTRAINT "job_tag_links_tag_id_job_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."job_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_people" ADD CONSTRAINT "organization_people_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tag_links" ADD CONSTRAINT "organization_tag_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tag_links" ADD CONSTRAINT "organization_tag_links_tag_id_organization_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."organization_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_tags" ADD CONSTRAINT "organization_tags_group_id_organization_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organization_tag_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD CONSTRAINT "project_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_memberships" ADD CONSTRAINT "project_memberships_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_organizations" ADD CONSTRAINT "project_organizations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_organizations" ADD CONSTRAINT "project_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_provider_categories" ADD CONSTRAINT "project_provider_categories_provider_id_project_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."project_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_provider_categories" ADD CONSTRAINT "project_provider_categories_sub_category_id_supply_chain_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."supply_chain_sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_providers" ADD CONSTRAINT "project_providers_supplier_id_organizations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_supply_chain_category_id_supply_chain_categories_id_fk" FOREIGN KEY ("supply_chain_category_id") REFERENCES "public"."supply_chain_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_offerings" ADD CONSTRAINT "supply_chain_offerings_sub_category_id_supply_chain_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."supply_chain_sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_offerings" ADD CONSTRAINT "supply_chain_offerings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_sub_categories" ADD CONSTRAINT "supply_chain_sub_categories_category_id_supply_chain_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."supply_chain_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "articles_date_idx" ON "articles" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "funding_round_sources_org_idx" ON "funding_round_sources" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "funding_rounds_recipient_idx" ON "funding_rounds" USING btree ("recipient_id","announcement_date");--> statement-breakpoint
CREATE INDEX "job_tag_links_tag_idx" ON "job_tag_links" USING btree ("tag_id","job_id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_org_idx" ON "jobs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (lower(title) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_locations_trgm_idx" ON "jobs" USING gin (locations_text gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "organization_memberships_key" ON "organization_memberships" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX "organization_memberships_org_idx" ON "organization_memberships" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_people_org_idx" ON "organization_people" USING btree ("organization_id","role","position");--> statement-breakpoint
CREATE INDEX "organization_tag_links_tag_idx" ON "organization_tag_links" USING btree ("tag_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug_key" ON "organizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("display_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "organizations_country_idx" ON "organizations" USING btree ("country","display_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "organizations_funding_idx" ON "organizations" USING btree ("total_funding","display_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "organizations_search_idx" ON "organizations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin (lower(display_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_media_project_idx" ON "project_media" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_memberships_key" ON "project_memberships" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "project_memberships_project_idx" ON "project_memberships" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_organizations_org_idx" ON "project_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "project_providers_project_idx" ON "project_providers" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_providers_supplier_idx" ON "project_providers" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_key" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("display_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("project_status","display_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "projects_concept_idx" ON "projects" USING btree ("concept_id","display_name","id") WHERE is_approved;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (lower(display_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_project_idx" ON "publications" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_chain_offerings_key" ON "supply_chain_offerings" USING btree ("sub_category_id","organization_id");--> statement-breakpoint
CREATE INDEX "supply_chain_offerings_org_idx" ON "supply_chain_offerings" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "supply_chain_sub_categories_category_idx" ON "supply_chain_sub_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "supply_chain_sub_categories_search_idx" ON "supply_chain_sub_categories" USING gin ("search_vector");