-- Media bundles and paid unlocks of private media (issue 11, spec 001 §2 bundle manager, §3 bundle status,
-- §6 "dollars for clients: unlock private pictures …; for escorts: locked-image bundles").
-- A bundle is a priced set of its owner's gallery media. States: draft, pending (submitted for review),
-- accepted (on sale; its media are locked for everyone but buyers), rejected (with the reviewer's reason).
-- A bundle that was bought is never removed: deleting it only sets deleted_at, so buyers keep their media.
CREATE TABLE bundles (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- whole dollars
  price integer NOT NULL,
  cover_media_id bigint,
  -- the owner marked it 18+; it is also 18+ whenever one of its media has visibility fsk18 (computed when read)
  marked_fsk18 boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft',
  reject_reason text,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT bundles_status_ck CHECK (status IN ('draft', 'pending', 'accepted', 'rejected')),
  CONSTRAINT bundles_price_ck CHECK (price BETWEEN 1 AND 500),
  CONSTRAINT bundles_title_ck CHECK (char_length(title) BETWEEN 1 AND 70)
);
--> statement-breakpoint
CREATE INDEX bundles_user_idx ON bundles (user_id, created_at) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX bundles_pending_idx ON bundles (submitted_at) WHERE status = 'pending' AND deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE bundle_media (
  bundle_id bigint NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES gallery_items(media_id) ON DELETE CASCADE,
  position smallint NOT NULL,
  CONSTRAINT bundle_media_pkey PRIMARY KEY (bundle_id, media_id)
);
--> statement-breakpoint
CREATE INDEX bundle_media_media_idx ON bundle_media (media_id);
--> statement-breakpoint
-- One purchase per buyer and bundle, written in the transaction of its ledger booking.
CREATE TABLE bundle_purchases (
  bundle_id bigint NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  buyer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  price integer NOT NULL,
  ledger_entry_id bigint NOT NULL,
  purchased_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bundle_purchases_pkey PRIMARY KEY (bundle_id, buyer_id),
  CONSTRAINT bundle_purchases_price_ck CHECK (price > 0)
);
--> statement-breakpoint
CREATE INDEX bundle_purchases_buyer_idx ON bundle_purchases (buyer_id);
--> statement-breakpoint
-- Paid unlocks of private media: the owner's price (whole dollars; null = not for sale) …
ALTER TABLE gallery_items ADD COLUMN unlock_price integer;
--> statement-breakpoint
ALTER TABLE gallery_items ADD CONSTRAINT gallery_items_unlock_price_ck CHECK (unlock_price IS NULL OR unlock_price BETWEEN 1 AND 100);
--> statement-breakpoint
-- … and, on an unlock bought with dollars, what was paid and the ledger entry (null for the owner's own grants).
ALTER TABLE media_unlocks ADD COLUMN price integer;
--> statement-breakpoint
ALTER TABLE media_unlocks ADD COLUMN ledger_entry_id bigint;
