ALTER TYPE "public"."source_fact" ADD VALUE 'location-parameters';--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "major_radius_m" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "toroidal_field_t" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plasma_current_ma" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_latitude_range" CHECK ("projects"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_longitude_range" CHECK ("projects"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coordinates_complete" CHECK (("projects"."latitude" IS NULL) = ("projects"."longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_major_radius_range" CHECK ("projects"."major_radius_m" > 0 AND "projects"."major_radius_m" <= 100);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_toroidal_field_range" CHECK ("projects"."toroidal_field_t" > 0 AND "projects"."toroidal_field_t" <= 100);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_plasma_current_range" CHECK ("projects"."plasma_current_ma" > 0 AND "projects"."plasma_current_ma" <= 100);