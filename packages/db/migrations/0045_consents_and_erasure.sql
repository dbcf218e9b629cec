-- Custom migration (issue 16 item 5; decision 045): explicit consents to special-category data (GDPR Art. 7, 9),
-- one row per grant or withdrawal, never updated: the newest row of a purpose is the user's current answer. The
-- text_version names the consent text the user saw.
CREATE TABLE user_consents (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  granted boolean NOT NULL,
  text_version text NOT NULL,
  -- registration, settings, or backfill/seed (rows this migration and the demo data wrote)
  source text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_consents_purpose_ck CHECK (purpose IN ('sexuality', 'services')),
  CONSTRAINT user_consents_source_ck CHECK (source IN ('registration', 'settings', 'backfill', 'seed'))
);
--> statement-breakpoint
CREATE INDEX user_consents_user_purpose_idx ON user_consents (user_id, purpose, recorded_at DESC, id DESC);
--> statement-breakpoint
-- Erasure (GDPR Art. 17): when the erasure job anonymised a deleted account.
ALTER TABLE users ADD COLUMN erased_at timestamptz;
--> statement-breakpoint
CREATE INDEX users_erasure_due_idx ON users (deleted_at) WHERE deleted_at IS NOT NULL AND erased_at IS NULL;
--> statement-breakpoint
-- Accounts from before consents were asked (development and demo databases; the product has no live users yet) keep
-- the data they entered: one backfill row per purpose they hold data of. A live system would ask them again instead.
INSERT INTO user_consents (user_id, purpose, granted, text_version, source)
SELECT held.user_id, held.purpose, true, 'before-0045', 'backfill'
  FROM (
    SELECT t.user_id, CASE WHEN t.category_id IN (8, 16) THEN 'sexuality' ELSE 'services' END AS purpose
      FROM profile_traits t WHERE t.category_id IN (8, 16, 15, 17, 19, 20, 21, 22)
    UNION
    SELECT s.user_id, 'sexuality' FROM user_settings s WHERE s.gender_identity IS NOT NULL
    UNION
    SELECT s.user_id, 'services' FROM user_settings s WHERE s.taboos IS NOT NULL AND s.taboos <> ''
  ) AS held
  JOIN users u ON u.id = held.user_id AND u.user_type IN (1, 2);
