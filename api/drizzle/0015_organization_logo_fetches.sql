CREATE TABLE "organization_logo_fetches" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"source_url" text,
	"media_url" text,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "organization_logo_fetches" ADD CONSTRAINT "organization_logo_fetches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;