CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer,
	"variants" jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_advertisement_sector" (
	"job_advertisement_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "job_advertisement_sector_job_advertisement_id_sector_id_pk" PRIMARY KEY("job_advertisement_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "job_advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"working_time" text,
	"starts_at" date,
	"formatted_address" text,
	"street" text,
	"street_number" text,
	"zipcode" text,
	"location" text,
	"state" text,
	"country" text DEFAULT 'DE' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"tasks" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"salary_min" integer,
	"salary_max" integer,
	"salary_period" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"application_email" text,
	"application_url" text,
	"application_deadline" date,
	"highlighted" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce(title, '')), 'A') || setweight(to_tsvector('german', coalesce(location, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('german', regexp_replace(coalesce(description, '') || ' ' || coalesce(tasks, '') || ' ' || coalesce(profile, '') || ' ' || coalesce(benefits, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_advertisements_status_check" CHECK ("job_advertisements"."status" in ('draft', 'published', 'expired', 'terminated')),
	CONSTRAINT "job_advertisements_working_time_check" CHECK ("job_advertisements"."working_time" is null or "job_advertisements"."working_time" in ('Vollzeit', 'Teilzeit', 'Saisonarbeit', 'Ausbildung')),
	CONSTRAINT "job_advertisements_salary_period_check" CHECK ("job_advertisements"."salary_period" is null or "job_advertisements"."salary_period" in ('hour', 'month', 'year')),
	CONSTRAINT "job_advertisements_latitude_check" CHECK ("job_advertisements"."latitude" is null or "job_advertisements"."latitude" between -90 and 90),
	CONSTRAINT "job_advertisements_longitude_check" CHECK ("job_advertisements"."longitude" is null or "job_advertisements"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_ids" integer[] NOT NULL,
	"working_time" text NOT NULL,
	"job_available_at" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" integer NOT NULL,
	"state" text,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "logo_image_id" integer;--> statement-breakpoint
ALTER TABLE "job_advertisement_sector" ADD CONSTRAINT "job_advertisement_sector_job_advertisement_id_job_advertisements_id_fk" FOREIGN KEY ("job_advertisement_id") REFERENCES "public"."job_advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_advertisement_sector" ADD CONSTRAINT "job_advertisement_sector_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_advertisement_sector_sector_idx" ON "job_advertisement_sector" USING btree ("sector_id","job_advertisement_id");--> statement-breakpoint
CREATE INDEX "job_advertisements_employer_idx" ON "job_advertisements" USING btree ("employer_id","status");--> statement-breakpoint
CREATE INDEX "job_advertisements_earth_idx" ON "job_advertisements" USING gist (ll_to_earth("latitude", "longitude")) WHERE "job_advertisements"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_advertisements_live_idx" ON "job_advertisements" USING btree ("status","expires_at","published_at");--> statement-breakpoint
CREATE INDEX "job_advertisements_working_time_idx" ON "job_advertisements" USING btree ("working_time") WHERE "job_advertisements"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_advertisements_search_idx" ON "job_advertisements" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_records_created_idx" ON "search_records" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;