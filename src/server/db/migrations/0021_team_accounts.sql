-- Team accounts (ADR 058): a role per membership (the existing accounts become owners, the
-- earliest account of an employer where there are several) and the owners' invitations.
CREATE TABLE "employer_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "employer_users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
UPDATE "employer_users" SET "role" = 'owner' WHERE ("employer_id", "user_id") IN (SELECT "employer_id", min("user_id") FROM "employer_users" GROUP BY "employer_id");--> statement-breakpoint
ALTER TABLE "employer_users" ALTER COLUMN "role" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_invitations_employer_idx" ON "employer_invitations" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_users_one_owner_idx" ON "employer_users" USING btree ("employer_id") WHERE "employer_users"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "employer_users" ADD CONSTRAINT "employer_users_role_check" CHECK ("employer_users"."role" in ('owner', 'member'));