-- Custom migration (issue 16 items 1 and 2; decision 043): the moderation console's decisions log, the restrictions
-- with their statement of reasons (EU DSA Art. 17) and appeal (Art. 20), trusted flaggers (Art. 22: their reports
-- first), and the account-level restrictions the api enforces (suspension, payout freeze, demotion).
ALTER TABLE users ADD COLUMN trusted_flagger boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- a suspension sets is_banned too (sign-in, tokens, listings already refuse banned accounts); this column tells a
-- suspension (lifted on a successful appeal) from a final ban
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
--> statement-breakpoint
-- payout requests are refused while set
ALTER TABLE users ADD COLUMN payouts_frozen_at timestamptz;
--> statement-breakpoint
-- demotion: out of search listings (search_visible false), and the owner cannot switch it back on while set
ALTER TABLE users ADD COLUMN demoted_at timestamptz;
--> statement-breakpoint
-- every decision of the console: who (null with automated), when, why, about what and whom
CREATE TABLE moderation_decisions (
  id bigserial PRIMARY KEY,
  -- report, media, blog, event, appeal, website
  subject_type text NOT NULL,
  subject_id bigint NOT NULL,
  -- no_action, content_removal, visibility_reduction, payment_freeze, account_suspension, accept, reject, holding,
  -- appeal_upheld, appeal_reversed
  action text NOT NULL,
  affected_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  automated boolean NOT NULL DEFAULT false,
  -- illegal (which law) or terms (incompatible with the terms); null where nothing was restricted
  ground text,
  reason text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT moderation_decisions_ground_ck CHECK (ground IS NULL OR ground IN ('illegal', 'terms')),
  CONSTRAINT moderation_decisions_reason_len_ck CHECK (char_length(reason) <= 2000)
);
--> statement-breakpoint
CREATE INDEX moderation_decisions_time_idx ON moderation_decisions (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX moderation_decisions_subject_idx ON moderation_decisions (subject_type, subject_id);
--> statement-breakpoint
-- a restriction on one user with its statement of reasons (Art. 17 (3): facts, ground, automation, redress) and the
-- one free appeal (Art. 20: within 6 months), decided by another team user where there is one
CREATE TABLE moderation_restrictions (
  id bigserial PRIMARY KEY,
  decision_id bigint NOT NULL REFERENCES moderation_decisions(id),
  report_id bigint REFERENCES reports(id) ON DELETE SET NULL,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  -- the restricted item (content removal), null for account-level restrictions
  category smallint,
  item_id bigint,
  facts text NOT NULL,
  ground text NOT NULL,
  -- the reason code (REPORT_REASONS) or the rule the facts break
  ground_detail text NOT NULL,
  automated boolean NOT NULL,
  -- what the restriction changed, to restore it when an appeal succeeds (a blog's or event's earlier status, …)
  previous_state text,
  -- opens the statement page without signing in (a suspended account cannot sign in): hashed like a password reset
  access_key_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  appeal_until timestamptz NOT NULL,
  lifted_at timestamptz,
  appeal_text text,
  appealed_at timestamptz,
  appeal_status text,
  appeal_decided_at timestamptz,
  appeal_decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  appeal_reply text,
  CONSTRAINT moderation_restrictions_kind_ck CHECK (kind IN ('content_removal', 'visibility_reduction', 'payment_freeze', 'account_suspension')),
  CONSTRAINT moderation_restrictions_ground_ck CHECK (ground IN ('illegal', 'terms')),
  CONSTRAINT moderation_restrictions_appeal_ck CHECK (appeal_status IS NULL OR appeal_status IN ('open', 'upheld', 'reversed')),
  CONSTRAINT moderation_restrictions_appeal_len_ck CHECK (char_length(appeal_text) <= 2000)
);
--> statement-breakpoint
CREATE INDEX moderation_restrictions_user_idx ON moderation_restrictions (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX moderation_restrictions_appeals_idx ON moderation_restrictions (appealed_at) WHERE appeal_status = 'open';
