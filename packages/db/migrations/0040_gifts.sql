-- Custom migration (issue 17 item 4 gifts; spec 000 §2 user/gifts, spec 001 §3 goods type gift, ledger type gift;
-- decision 040): the gift catalogue, the gifts sent, whether an escort shows hers on her profile, and who invited whom.

-- The catalogue (prices in whole dollars). The artwork is drawn by the web (GiftIcon of @samtrot/ui-kit, per key).
CREATE TABLE gift_catalogue (
  key text PRIMARY KEY,
  price integer NOT NULL,
  sort_order integer NOT NULL,
  name_de text NOT NULL,
  name_en text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT gift_catalogue_key_ck CHECK (key ~ '^[a-z_]{2,30}$'),
  CONSTRAINT gift_catalogue_price_ck CHECK (price > 0)
);
--> statement-breakpoint
INSERT INTO gift_catalogue (key, price, sort_order, name_de, name_en) VALUES
  ('rose', 5, 1, 'Rose', 'Rose'),
  ('chocolates', 10, 2, 'Pralinen', 'Chocolates'),
  ('cocktail', 15, 3, 'Cocktail', 'Cocktail'),
  ('champagne', 25, 4, 'Champagner', 'Champagne'),
  ('perfume', 40, 5, 'Parfum', 'Perfume'),
  ('bouquet', 50, 6, 'Blumenstrauß', 'Bouquet'),
  ('diamond', 100, 7, 'Diamant', 'Diamond');
--> statement-breakpoint
-- One row per gift sent; the ledger entry (type gift) carries the money. request_key makes a double submit one gift.
CREATE TABLE gifts_sent (
  id bigserial PRIMARY KEY,
  gift_key text NOT NULL REFERENCES gift_catalogue(key),
  sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  price integer NOT NULL,
  message text,
  request_key text NOT NULL,
  ledger_entry_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT gifts_sent_not_self_ck CHECK (sender_id <> recipient_id),
  CONSTRAINT gifts_sent_message_ck CHECK (message IS NULL OR char_length(message) <= 200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX gifts_sent_request_key ON gifts_sent (sender_id, request_key);
--> statement-breakpoint
CREATE INDEX gifts_sent_recipient_idx ON gifts_sent (recipient_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX gifts_sent_sender_idx ON gifts_sent (sender_id, created_at DESC);
--> statement-breakpoint
-- Whether the escort's profile shows the gifts she received (icons with counts); off until she turns it on.
ALTER TABLE user_settings ADD COLUMN show_gifts boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Sign-ups through a referral link (decision 036's share link): one row per new account. rewarded: the referrer got
-- the token reward (not when the referrer already had a rewarded sign-up from the same address).
CREATE TABLE referrals (
  referred_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  referrer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  signup_address_hash text,
  rewarded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, signup_address_hash);
