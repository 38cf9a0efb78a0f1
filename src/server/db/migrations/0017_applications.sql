-- Applications on the platform (ADR 046): how each ad takes applications, the applications with
-- their files (kept in private storage), and the employer's own Absage text.
CREATE TABLE "application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_files_kind_check" CHECK ("application_files"."kind" in ('cv', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"status" text DEFAULT 'neu' NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	"rejection_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('neu', 'in_pruefung', 'gespraech', 'zusage', 'absage'))
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "rejection_template" text;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "application_method" text DEFAULT 'wurzelwerk' NOT NULL;--> statement-breakpoint
-- Ads written before keep their way of applying: their link, else their address.
UPDATE "job_advertisements" SET "application_method" = CASE WHEN "application_url" IS NOT NULL THEN 'url' ELSE 'email' END
WHERE "application_url" IS NOT NULL OR "application_email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_job_advertisements_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_storage_key_idx" ON "application_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_employer_idx" ON "applications" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_final_idx" ON "applications" USING btree ("final_at") WHERE "applications"."final_at" is not null;--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD CONSTRAINT "job_advertisements_application_method_check" CHECK ("job_advertisements"."application_method" in ('wurzelwerk', 'email', 'url'));