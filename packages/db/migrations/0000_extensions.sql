-- Custom migration: extensions the schema depends on, before any table uses their types.
-- cube + earthdistance give the `earth` type, ll_to_earth() and earth_box() for radius search
-- (ARCHITECTURE.md "Data"); both exist in PGlite (contrib) and Debian's Postgres 15, and both are
-- trusted extensions, so a database owner without superuser rights may create them.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
