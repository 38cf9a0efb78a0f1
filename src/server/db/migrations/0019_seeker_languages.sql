-- The seekers' languages (ADR 051): the language a job alert and an application were made in
-- (their mails and pages speak it), and the employer's translations of an ad's texts.
ALTER TABLE "applications" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_locale_check" CHECK ("applications"."locale" in ('de', 'en', 'pl', 'ro', 'uk'));--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_locale_check" CHECK ("job_alerts"."locale" in ('de', 'en', 'pl', 'ro', 'uk'));