CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"job_id" integer,
	"employer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
