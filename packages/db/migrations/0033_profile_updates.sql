-- Custom migration (issue 14 item 4; decision 032 amended): the newsfeed's "profile updates" — a profile's latest
-- status or description change, one row per profile (a second change replaces the first, so a busy editor fills
-- nobody's feed). Written by the settings module when the text really changes; the newsfeed reads it.
CREATE TABLE profile_updates (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- which text changed: status or description
  field text NOT NULL,
  -- the new text as plain text, cut to 280 characters
  text text NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT profile_updates_field_ck CHECK (field IN ('status', 'description'))
);
--> statement-breakpoint
CREATE INDEX profile_updates_updated_idx ON profile_updates (updated_at DESC);
