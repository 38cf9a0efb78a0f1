-- Job alerts (Suchauftrag, ADR 042): the filter and address of a seeker without an account, and
-- the ads each alert has mailed, so an ad goes out at most once per alert (the primary key).
CREATE TABLE "job_alert_deliveries" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sector_ids" integer[] NOT NULL,
	"working_time" text NOT NULL,
	"job_available_at" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"geo_radius" integer,
	"state" text,
	"location_label" text NOT NULL,
	"frequency" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"digest_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" in ('daily', 'weekly')),
	CONSTRAINT "job_alerts_region_check" CHECK ("job_alerts"."geo_radius" is not null or "job_alerts"."state" is not null)
);
--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alerts_unconfirmed_idx" ON "job_alerts" USING btree ("created_at") WHERE "job_alerts"."confirmed_at" is null;