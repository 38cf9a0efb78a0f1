CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" integer,
	"actor_user_id" integer,
	"impersonator_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"plan_name" text NOT NULL,
	"valid_until" timestamp with time zone,
	"source" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_for_job_id" integer,
	"used_kind" text,
	"used_by_user_id" integer,
	CONSTRAINT "credits_duration_check" CHECK ("credits"."duration_days" > 0),
	CONSTRAINT "credits_source_check" CHECK ("credits"."source" in ('order', 'manual')),
	CONSTRAINT "credits_used_check" CHECK (("credits"."used_at" is null) = ("credits"."used_kind" is null) and ("credits"."used_kind" is null or "credits"."used_kind" in ('publish', 'extend')))
);
--> statement-breakpoint
CREATE TABLE "job_expiry_notices" (
	"job_advertisement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_expiry_notices_job_advertisement_id_kind_expires_at_pk" PRIMARY KEY("job_advertisement_id","kind","expires_at")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_advertisements" ADD COLUMN "editor_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_used_for_job_id_job_advertisements_id_fk" FOREIGN KEY ("used_for_job_id") REFERENCES "public"."job_advertisements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expiry_notices" ADD CONSTRAINT "job_expiry_notices_job_advertisement_id_job_advertisements_id_fk" FOREIGN KEY ("job_advertisement_id") REFERENCES "public"."job_advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_employer_idx" ON "audit_events" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "credits_available_idx" ON "credits" USING btree ("employer_id","valid_until") WHERE "credits"."used_at" is null;--> statement-breakpoint
CREATE INDEX "credits_job_idx" ON "credits" USING btree ("used_for_job_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");