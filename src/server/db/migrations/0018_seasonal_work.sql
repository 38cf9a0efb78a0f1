-- Seasonal work (ADR 049): the season, weekly hours, accommodation and its monthly cost, meals,
-- transport, fixed term, driving licences and languages of an ad; and the two seasonal-work
-- filters of a job alert (with accommodation, without German), matched as the search matches them.
ALTER TABLE "job_advertisements" ADD COLUMN "season_start" date;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "season_end" date;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "accommodation" text;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "accommodation_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "meals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "transport" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "fixed_term" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "driving_licences" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "languages" jsonb;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "with_accommodation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "without_german" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_season_check" CHECK (("job_advertisements"."season_start" is null) = ("job_advertisements"."season_end" is null) and ("job_advertisements"."season_end" is null or "job_advertisements"."season_end" >= "job_advertisements"."season_start"));--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_hours_per_week_check" CHECK ("job_advertisements"."hours_per_week" is null or "job_advertisements"."hours_per_week" between 1 and 60);--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_accommodation_check" CHECK ("job_advertisements"."accommodation" is null or "job_advertisements"."accommodation" in ('none', 'free', 'paid'));--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_accommodation_cost_check" CHECK (("job_advertisements"."accommodation_cost_cents" is null or ("job_advertisements"."accommodation" = 'paid' and "job_advertisements"."accommodation_cost_cents" between 0 and 500000)) and ("job_advertisements"."accommodation" is distinct from 'paid' or "job_advertisements"."accommodation_cost_cents" is not null));
