-- Custom migration (issue 16 item 4; decision 038): the moderation record of a text refused on save because it
-- advertises what ProstSchG §32(3) forbids (sex without a condom, with pregnant women) or presents minors. The text
-- itself is not saved anywhere else; this row keeps what the moderation team needs to see repeated attempts.
CREATE TABLE ad_text_blocks (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- where the text was written: profile, blog, event, message …
  context text NOT NULL,
  field text NOT NULL,
  reasons text[] NOT NULL,
  rules text[] NOT NULL,
  -- the refused text, cut to 500 characters
  excerpt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX ad_text_blocks_user_idx ON ad_text_blocks (user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX ad_text_blocks_created_idx ON ad_text_blocks (created_at DESC);
