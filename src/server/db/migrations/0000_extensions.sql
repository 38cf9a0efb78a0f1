-- Extensions used by the radius search (earthdistance needs cube) and the keyword search (pg_trgm).
-- All three ship with PGlite's contrib set and Debian's PostgreSQL.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
