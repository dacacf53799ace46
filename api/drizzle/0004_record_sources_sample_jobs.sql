CREATE TABLE "record_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"project_id" integer,
	"funding_round_id" integer,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"verified_on" date,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "record_sources_one_owner" CHECK (num_nonnulls("record_sources"."organization_id", "record_sources"."project_id", "record_sources"."funding_round_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_sources" ADD CONSTRAINT "record_sources_funding_round_id_funding_rounds_id_fk" FOREIGN KEY ("funding_round_id") REFERENCES "public"."funding_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_sources_org_idx" ON "record_sources" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "record_sources_project_idx" ON "record_sources" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "record_sources_funding_idx" ON "record_sources" USING btree ("funding_round_id","position");