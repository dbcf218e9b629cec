-- Custom migration (issue 17 item 6; spec 000 §2 the share-the-product page; decision 036): each user's referral
-- code for the share link, made on first use and then stable. One code per user, each code one user's.
CREATE TABLE referral_codes (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_codes_code_ck CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{8}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX referral_codes_code_key ON referral_codes (code);
