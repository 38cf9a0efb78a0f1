CREATE TABLE "job_stats_daily" (
	"job_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_stats_daily_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_stats_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "job_stats_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
ALTER TABLE "job_stats_daily" ADD CONSTRAINT "job_stats_daily_job_id_job_advertisements_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_stats_daily_day_idx" ON "job_stats_daily" USING btree ("day");