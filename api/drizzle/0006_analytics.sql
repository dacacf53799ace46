CREATE TABLE "analytics_job_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"company" text NOT NULL,
	"job_title" text NOT NULL,
	"job_tag" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_job_clicks_day_idx" ON "analytics_job_clicks" USING btree ("day","company");--> statement-breakpoint
CREATE INDEX "analytics_page_views_day_idx" ON "analytics_page_views" USING btree ("day","path");