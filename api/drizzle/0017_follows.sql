CREATE TABLE "alert_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"cadence" text DEFAULT 'instant' NOT NULL,
	"alerted_through_id" integer DEFAULT 0 NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_kind" CHECK ("follows"."kind" IN ('organization', 'project', 'concept', 'job_tag')),
	CONSTRAINT "follows_cadence" CHECK ("follows"."cadence" IN ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "alert_feeds" ADD CONSTRAINT "alert_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_target_key" ON "follows" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("kind","target_id");