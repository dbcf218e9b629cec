-- Custom migration: a change feed of the search index for the api's in-process count index
-- (apps/api/src/modules/search/count-index.ts, docs/decisions/011-cold-search-counts.md).
-- Every insert and delete of a search_profiles row, and every update that changes a value the counts
-- read, notes the user id with the writing transaction's id. An api process remembers the snapshot of
-- its last look and reads the rows written by transactions that snapshot did not see; so no commit is
-- missed whatever order transactions commit in. Statement-level triggers: one set-based insert per
-- statement (a seed chunk of 5,000 profiles writes one statement).
CREATE TABLE search_changes (
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  user_id bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX search_changes_xid ON search_changes (xid);
--> statement-breakpoint
-- Columns the counts do not read are left out of the comparison: a new column is noted by default.
CREATE FUNCTION search_note_changes() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (user_id) SELECT user_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (user_id) SELECT user_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (user_id)
    SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
     WHERE (to_jsonb(n) - '{rank_score,rating,reviews_count,city_id,cell,availability,username_lower,name_prefixes,refreshed_at}'::text[])
           IS DISTINCT FROM
           (to_jsonb(o) - '{rank_score,rating,reviews_count,city_id,cell,availability,username_lower,name_prefixes,refreshed_at}'::text[]);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_changes_insert AFTER INSERT ON search_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
--> statement-breakpoint
CREATE TRIGGER search_changes_update AFTER UPDATE ON search_profiles
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
--> statement-breakpoint
CREATE TRIGGER search_changes_delete AFTER DELETE ON search_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
--> statement-breakpoint
-- A TRUNCATE has no rows to name: user id 0 stands for "everything changed" (the api reloads).
CREATE FUNCTION search_note_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_changes (user_id) VALUES (0);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER search_changes_truncate AFTER TRUNCATE ON search_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_truncate();
