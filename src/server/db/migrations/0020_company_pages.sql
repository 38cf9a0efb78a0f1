-- Company pages (ADR 057): every employer's address /unternehmen/{slug}, given by the database
-- from the name so that every way an employer row is written (registration, staff, seeds, tests)
-- gets one, and kept with every earlier one in employer_slugs (301 from an old slug).
CREATE TABLE "employer_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"employer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "employer_slugs" ADD CONSTRAINT "employer_slugs_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_slugs_employer_idx" ON "employer_slugs" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "employer_slugs_pattern_idx" ON "employer_slugs" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "employers_slug_idx" ON "employers" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
-- The name as an address: German umlauts spelt out (ä → ae, ß → ss), other accents dropped,
-- everything else a hyphen; lower() alone is not trusted with non-ASCII letters (it follows the
-- database's locale), so the capitals are spelt out too. At most 70 characters, cut after a
-- whole word where there is one. A name without a letter or digit is "firma".
CREATE OR REPLACE FUNCTION employer_slug_base(name text) RETURNS text AS $$
  SELECT coalesce(nullif(CASE WHEN length(s) <= 70 THEN s
    ELSE coalesce(nullif(regexp_replace(left(s, 71), '-?[^-]*$', ''), ''), left(s, 70)) END, ''),
    'firma')
  FROM (SELECT trim(BOTH '-' FROM regexp_replace(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(lower(name),
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ẞ', 'ss'),
    'àáâãåāăąçćčďđèéêëēėęěìíîïīįłñńňòóôõøōőŕřśšşťùúûůūűųýÿźżžÀÁÂÃÅĀĂĄÇĆČĎĐÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕØŌŐŔŘŚŠŞŤÙÚÛŮŪŰŲÝŸŹŻŽ',
    'aaaaaaaacccddeeeeeeeeiiiiiilnnnooooooorrssstuuuuuuuyyzzzaaaaaaaacccddeeeeeeeeiiiiiilnnnooooooorrssstuuuuuuuyyzzz'),
    '[^a-z0-9]+', '-', 'g')) AS s) AS hyphenated
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
-- Whether a slug is another's: a reserved word, any employer's earlier or current slug, or the
-- slug of a row the same statement wrote before (its employer_slugs row comes after the statement).
CREATE OR REPLACE FUNCTION employer_slug_taken(candidate text, own_id integer) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM employer_slugs s
                 WHERE s.slug = candidate AND s.employer_id IS DISTINCT FROM own_id)
      OR EXISTS (SELECT 1 FROM employers e WHERE e.slug = candidate AND e.id <> own_id)
$$ LANGUAGE sql STABLE;--> statement-breakpoint
-- Before a row is written: its slug, kept while it still fits the name (a rename that gives the
-- same base, or a numbered one of it), else the base or the next free number after it. Free
-- means in no row of employer_slugs but this employer's own (a rename back takes its old slug
-- again). Two registrations of one name wait for each other on the base's advisory lock.
CREATE OR REPLACE FUNCTION employer_assign_slug() RETURNS trigger AS $$
DECLARE
  base text;
  candidate text;
  n bigint;
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    NEW.slug := NULL;
    RETURN NEW;
  END IF;
  base := employer_slug_base(NEW.name);
  IF NEW.slug IS NOT NULL AND (NEW.slug = base OR NEW.slug ~ ('^' || base || '-[0-9]{1,9}$')) THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('employer_slug:' || base));
  candidate := base;
  IF employer_slug_taken(candidate, NEW.id) THEN
    -- Rows written earlier by the same statement are in employers, not yet in employer_slugs.
    SELECT coalesce(max(substring(taken.slug FROM length(base) + 2)::bigint), 1) INTO n
      FROM (SELECT s.slug FROM employer_slugs s WHERE s.slug LIKE base || '-%'
            UNION ALL
            SELECT e.slug FROM employers e WHERE e.slug LIKE base || '-%') AS taken
      WHERE taken.slug ~ ('^' || base || '-[0-9]{1,9}$');
    LOOP
      n := n + 1;
      candidate := base || '-' || n;
      EXIT WHEN NOT employer_slug_taken(candidate, NEW.id);
    END LOOP;
  END IF;
  NEW.slug := candidate;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- After: the given slug joins employer_slugs (the row is written now, for the foreign key); a
-- deleted account's slugs go, so its name is no longer an address (ADR 020).
CREATE OR REPLACE FUNCTION employer_record_slug() RETURNS trigger AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM employer_slugs WHERE employer_id = NEW.id;
  ELSIF NEW.slug IS NOT NULL THEN
    INSERT INTO employer_slugs (slug, employer_id) VALUES (NEW.slug, NEW.id)
      ON CONFLICT (slug) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER employers_slug_assign BEFORE INSERT OR UPDATE OF name, slug, deleted_at ON employers
  FOR EACH ROW EXECUTE FUNCTION employer_assign_slug();--> statement-breakpoint
CREATE TRIGGER employers_slug_record AFTER INSERT OR UPDATE OF name, slug, deleted_at ON employers
  FOR EACH ROW EXECUTE FUNCTION employer_record_slug();--> statement-breakpoint
-- The site's own first path segments (RESERVED_PAGE_PATHS, which the seed adds on every start)
-- are no company's address.
INSERT INTO employer_slugs (slug) VALUES
  ('admin'),
  ('api'),
  ('app'),
  ('assets'),
  ('blog'),
  ('bewerbung'),
  ('broadcasting'),
  ('checkout'),
  ('dashboard'),
  ('einrichtung'),
  ('email'),
  ('en'),
  ('forgot-password'),
  ('healthz'),
  ('impersonation'),
  ('jobs'),
  ('jobs-im-bereich'),
  ('login'),
  ('logout'),
  ('media'),
  ('merkliste'),
  ('pl'),
  ('readyz'),
  ('register'),
  ('reset-password'),
  ('ro'),
  ('sitemaps'),
  ('suchauftraege'),
  ('suchauftrag'),
  ('uk'),
  ('unternehmen'),
  ('verify-email');--> statement-breakpoint
-- The employers there are, oldest first (the first of a name keeps it without a number).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id FROM employers ORDER BY id LOOP
    UPDATE employers SET name = name WHERE id = r.id;
  END LOOP;
END;
$$;
