CREATE TABLE "employer_sector" (
	"employer_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "employer_sector_employer_id_sector_id_pk" PRIMARY KEY("employer_id","sector_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "employer_sector" ADD CONSTRAINT "employer_sector_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_sector" ADD CONSTRAINT "employer_sector_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_sector_sector_idx" ON "employer_sector" USING btree ("sector_id");