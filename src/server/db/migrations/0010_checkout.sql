CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"user_id" integer,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"ad_count" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"highlighted" boolean NOT NULL,
	"validity_months" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"amount_net" integer NOT NULL,
	"amount_tax" integer NOT NULL,
	"amount_gross" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"billing_address" jsonb NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"due_date" date,
	"invoice" jsonb,
	"stripe_session_id" text,
	"stripe_payment_intent" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "orders_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('invoice', 'stripe')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('open', 'paid', 'pending', 'failed', 'canceled')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."amount_net" >= 0 and "orders"."amount_gross" = "orders"."amount_net" + "orders"."amount_tax")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ad_count" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"validity_months" integer DEFAULT 12 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_net" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "plans_counts_check" CHECK ("plans"."ad_count" > 0 and "plans"."duration_days" > 0),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_net" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_employer_idx" ON "orders" USING btree ("employer_id","created_at");--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The plans of docs/product.md "Plans, checkout and invoices"; staff edit them later.
INSERT INTO "plans" ("slug", "name", "description", "ad_count", "duration_days", "highlighted", "validity_months", "features", "price_net", "sort") VALUES
('basis', 'Basis', 'Eine Stellenanzeige für einen Monat – ideal für eine einzelne offene Stelle.', 1, 30, false, 12, '["1 Stellenanzeige","30 Tage online","In Suche, Branchenseiten und Umkreissuche","Firmenprofil mit Logo"]'::jsonb, 14900, 1),
('plus', 'Plus', 'Doppelt so lange sichtbar und in den Suchergebnissen hervorgehoben.', 1, 60, true, 12, '["1 Stellenanzeige","60 Tage online","Hervorgehoben in der Suche","In Suche, Branchenseiten und Umkreissuche","Firmenprofil mit Logo"]'::jsonb, 24900, 2),
('paket-5', 'Paket 5', 'Fünf Anzeigen zum Paketpreis für Betriebe mit mehreren offenen Stellen, 12 Monate einlösbar.', 5, 60, false, 12, '["5 Stellenanzeigen","je 60 Tage online","12 Monate einlösbar","In Suche, Branchenseiten und Umkreissuche","Firmenprofil mit Logo"]'::jsonb, 89900, 3);
