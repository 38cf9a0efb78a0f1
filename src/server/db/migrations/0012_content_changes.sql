-- Content on the cached public pages (ADR 017): the home page's text and the blog's link in the
-- navigation. A change appends a 'content' row to the change feed of ADR 008, so every process
-- drops its cached pages at once; the search index itself ignores these rows.
CREATE OR REPLACE FUNCTION search_change_content() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_changes (kind) VALUES ('content');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER pages_search_change AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_content();--> statement-breakpoint
CREATE TRIGGER blog_posts_search_change AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION search_change_content();
