-- The change feed of the in-memory search index (ADR 008). Every write that can change what a
-- search returns or how a result card looks appends a row; app processes read the rows after
-- the last id they saw.
CREATE OR REPLACE FUNCTION search_change_job() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, job_id) VALUES ('job', OLD.id);
    RETURN OLD;
  END IF;
  INSERT INTO search_changes (kind, job_id) VALUES ('job', NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_change_job_sector() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (kind, job_id) VALUES ('job', OLD.job_advertisement_id);
    RETURN OLD;
  END IF;
  INSERT INTO search_changes (kind, job_id) VALUES ('job', NEW.job_advertisement_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_change_employer() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_changes (kind, employer_id) VALUES ('employer', NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_change_sector() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_changes (kind) VALUES ('sector');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER job_advertisements_search_change AFTER INSERT OR UPDATE OR DELETE ON job_advertisements
  FOR EACH ROW EXECUTE FUNCTION search_change_job();--> statement-breakpoint
CREATE TRIGGER job_advertisement_sector_search_change AFTER INSERT OR UPDATE OR DELETE ON job_advertisement_sector
  FOR EACH ROW EXECUTE FUNCTION search_change_job_sector();--> statement-breakpoint
CREATE TRIGGER employers_search_change AFTER UPDATE ON employers
  FOR EACH ROW EXECUTE FUNCTION search_change_employer();--> statement-breakpoint
CREATE TRIGGER sectors_search_change AFTER INSERT OR UPDATE OR DELETE ON sectors
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_sector();
