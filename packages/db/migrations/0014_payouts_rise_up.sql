-- Custom migration (issue 11, slice payouts): payouts (spec 001 §1 payout steps, §4 payout status, §9 threshold 100,
-- at most 3 ongoing), rise ups (spec 001 §3 rise up types, §9 position levels 0–24, 24–72, over 72 hours) and
-- token rewards (spec 000 §2 user/token_rewards). Money moves only through the ledger (book()); these tables
-- hold what the bookings were for.

-- A payout request. The bank account is kept on the row as it was sent (the next form is prefilled from the
-- newest one). status: ongoing 0, succeeded 1, failed 2 (PAYOUT_STATUS).
CREATE TABLE payouts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  amount integer NOT NULL CHECK (amount >= 100),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  account_holder text NOT NULL CHECK (char_length(account_holder) BETWEEN 2 AND 70),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text,
  -- the web form's request_key: a retried or double-clicked request makes one payout
  request_key text NOT NULL,
  -- the bank's answer: its transfer reference, or why it failed
  bank_reference text,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (user_id, request_key)
);
--> statement-breakpoint
CREATE INDEX payouts_user_idx ON payouts (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX payouts_ongoing_idx ON payouts (user_id) WHERE status = 0;
--> statement-breakpoint
-- Every rise up (free ones too, price 0): the history, and how the once-a-day free rise up is counted.
CREATE TABLE rise_ups (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('regular', 'global')),
  price integer NOT NULL CHECK (price >= 0),
  is_free boolean NOT NULL DEFAULT false,
  request_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, request_key)
);
--> statement-breakpoint
CREATE INDEX rise_ups_user_idx ON rise_ups (user_id, created_at DESC);
--> statement-breakpoint
-- Token rewards claimed, once per reward and user (the ledger entry has the key reward:{key}:{userId}).
CREATE TABLE reward_claims (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reward_key text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, reward_key)
);
--> statement-breakpoint
-- The last rise up and the rank it gives in the top_ranking order. search_refresh takes rise_up_rank instead of
-- rank_score while it is above 0; the rise-up level jobs lower it at 24 and 72 hours (the profiles trigger then
-- refreshes the search row like any profile change).
ALTER TABLE profiles ADD COLUMN risen_at timestamptz, ADD COLUMN rise_up_id bigint, ADD COLUMN rise_up_rank integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The rank of a rise up at a moment: within 24 hours above every profile that has not risen, within 72 hours above
-- those but below the fresh ones, after that 0 (back to the own rank_score). Within a level the later rise up
-- ranks higher: the rise_ups id is a strictly growing sequence (time would tie within a second). Holds while
-- rank_score stays below 700,000,000 (it is below 1,000,000) and for 700,000,000 rise ups.
CREATE FUNCTION rise_up_rank_at(risen timestamptz, rise_up_id bigint, at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $fn$
  SELECT CASE
    WHEN risen IS NULL OR rise_up_id IS NULL OR at < risen THEN 0
    WHEN at < risen + interval '24 hours' THEN 1400000000 + least(rise_up_id, 699999999)::integer
    WHEN at < risen + interval '72 hours' THEN 700000000 + least(rise_up_id, 699999999)::integer
    ELSE 0 END
$fn$;
--> statement-breakpoint
-- search_refresh as in 0008, with the rise-up rank in place of rank_score while a rise up lasts.
CREATE OR REPLACE FUNCTION search_refresh(ids bigint[]) RETURNS integer LANGUAGE plpgsql AS $fn$
DECLARE
  written integer;
BEGIN
  DELETE FROM search_profiles s
   WHERE s.user_id = ANY(ids)
     AND NOT EXISTS (
       SELECT 1 FROM users u JOIN profiles p ON p.user_id = u.id
        WHERE u.id = s.user_id AND u.deleted_at IS NULL AND NOT u.is_paused AND NOT u.is_banned
          AND u.search_visible AND u.register_completed_step = 10 AND u.user_type IN (1, 2, 3));

  INSERT INTO search_profiles AS s (
    user_id, user_type, gender_bits, birth_date, lat, lon, country, city_id, rank_score, rating, reviews_count,
    price_15, price_30, price_60, price_120, price_180, price_240, price_480, price_720, price_1440,
    height, weight, cup_group, breast_type, gender_identity, nationality, languages, traits, is_smoker, business_type, flags,
    registered_at, availability, username_lower, name_prefixes, refreshed_at)
  SELECT
    u.id, u.user_type,
    (CASE WHEN u.gender IN (1, 2, 3) THEN 1 << u.gender
          WHEN u.couple_type = 6 THEN 4      -- female & female
          WHEN u.couple_type = 7 THEN 6      -- female & male
          WHEN u.couple_type = 8 THEN 12     -- trans & female
          WHEN u.couple_type = 9 THEN 2      -- male & male
          WHEN u.couple_type = 10 THEN 10    -- trans & male
          WHEN u.couple_type = 11 THEN 8     -- trans & trans
          ELSE 0 END)::smallint,
    u.birth_date, p.lat, p.lon, p.country, p.city_id,
    -- a rise up ranks the profile by its rise-up key while it lasts (rise_up_rank_at, 0014)
    CASE WHEN p.rise_up_rank > 0 THEN p.rise_up_rank ELSE p.rank_score END, p.rating, p.reviews_count,
    pr.price_15, pr.price_30, pr.price_60, pr.price_120, pr.price_180, pr.price_240, pr.price_480, pr.price_720,
    pr.price_1440,
    p.height, p.weight,
    -- cup groups of CUP_GROUPS: a_b 1 … i_j 5, k_plus 6 = K to O (spec 001 §9 "k+")
    (CASE lower(p.cup_size) WHEN 'a' THEN 1 WHEN 'b' THEN 1 WHEN 'c' THEN 2 WHEN 'd' THEN 2 WHEN 'e' THEN 3
       WHEN 'f' THEN 3 WHEN 'g' THEN 4 WHEN 'h' THEN 4 WHEN 'i' THEN 5 WHEN 'j' THEN 5
       WHEN 'k' THEN 6 WHEN 'l' THEN 6 WHEN 'm' THEN 6 WHEN 'n' THEN 6 WHEN 'o' THEN 6 END)::smallint,
    us.breast_type, us.gender_identity,
    p.nationality, p.languages, COALESCE(t.traits, '{}'),
    p.is_smoker,
    u.business_type,
    (CASE WHEN p.avatar_seed > 0 THEN 1 ELSE 0 END)
      | (CASE WHEN u.is_verified THEN 2 ELSE 0 END)
      | (CASE WHEN pr.n > 0 THEN 4 ELSE 0 END)
      | (CASE WHEN p.reviews_count > 0 THEN 8 ELSE 0 END)
      | (CASE WHEN p.is_hot THEN 16 ELSE 0 END)
      | (CASE WHEN p.has_fsk18_photos THEN 32 ELSE 0 END)
      | (CASE WHEN u.is_member THEN 64 ELSE 0 END)
      | (CASE WHEN p.on_tour THEN 128 ELSE 0 END)
      -- exclusive content: an accepted gallery item for Plus members (media visibility plus_member 3,
      -- review status accepted 1; spec 001 §3, §4)
      | (CASE WHEN EXISTS (SELECT 1 FROM gallery_items g WHERE g.user_id = u.id AND g.visibility = 3 AND g.review_status = 1)
              THEN 256 ELSE 0 END)
      | (CASE WHEN us.show_phone AND us.phone IS NOT NULL AND us.phone <> '' THEN 512 ELSE 0 END),
    u.created_at, wh.availability,
    translate(lower(u.username), 'ÄÖÜẞ', 'äöüß'),
    ARRAY(SELECT DISTINCT left(w.m[1], n.n)
            FROM regexp_matches(translate(lower(u.username || ' ' || p.display_name), 'ÄÖÜẞ', 'äöüß'),
                                '[a-zäöüß]+|[0-9]+', 'g') AS w(m)
            CROSS JOIN LATERAL generate_series(2, least(length(w.m[1]), 20)) AS n(n)
           ORDER BY 1),
    now()
  FROM users u
  JOIN profiles p ON p.user_id = u.id
  LEFT JOIN user_settings us ON us.user_id = u.id
  -- Per-user lookups (LATERAL) rather than joins of aggregates: the plan stays index lookups even when
  -- the statistics still describe empty tables, as in the transaction that fills them.
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT value_id ORDER BY value_id) AS traits FROM profile_traits WHERE user_id = u.id
  ) t ON true
  LEFT JOIN LATERAL (
    SELECT count(*) AS n,
           max(price) FILTER (WHERE duration_minutes = 15) AS price_15,
           max(price) FILTER (WHERE duration_minutes = 30) AS price_30,
           max(price) FILTER (WHERE duration_minutes = 60) AS price_60,
           max(price) FILTER (WHERE duration_minutes = 120) AS price_120,
           max(price) FILTER (WHERE duration_minutes = 180) AS price_180,
           max(price) FILTER (WHERE duration_minutes = 240) AS price_240,
           max(price) FILTER (WHERE duration_minutes = 480) AS price_480,
           max(price) FILTER (WHERE duration_minutes = 720) AS price_720,
           max(price) FILTER (WHERE duration_minutes = 1440) AS price_1440
      FROM profile_prices WHERE user_id = u.id
  ) pr ON true
  LEFT JOIN LATERAL (
    -- Minutes of the week, Monday 00:00 = 0; a slot over midnight ends the next day, and Sunday's
    -- wraps round to Monday morning.
    SELECT range_agg(r.r) AS availability
      FROM working_hours w
      CROSS JOIN LATERAL (
        SELECT (w.day - 1) * 1440 + (extract(hour FROM w.time_from) * 60 + extract(minute FROM w.time_from))::int AS a,
               (w.day - 1) * 1440 + (extract(hour FROM w.time_to) * 60 + extract(minute FROM w.time_to))::int
                 + CASE WHEN w.is_over_day OR w.time_to <= w.time_from THEN 1440 ELSE 0 END AS b
      ) m
      CROSS JOIN LATERAL (VALUES (int4range(m.a, least(m.b, 10080))),
                                 (CASE WHEN m.b > 10080 THEN int4range(0, m.b - 10080) END)) AS r(r)
     WHERE w.user_id = u.id AND r.r IS NOT NULL
  ) wh ON true
  WHERE u.id = ANY(ids)
    AND u.deleted_at IS NULL AND NOT u.is_paused AND NOT u.is_banned
    AND u.search_visible AND u.register_completed_step = 10 AND u.user_type IN (1, 2, 3)
  ON CONFLICT (user_id) DO UPDATE SET
    user_type = excluded.user_type, gender_bits = excluded.gender_bits, birth_date = excluded.birth_date,
    lat = excluded.lat, lon = excluded.lon, country = excluded.country, city_id = excluded.city_id,
    rank_score = excluded.rank_score, rating = excluded.rating, reviews_count = excluded.reviews_count,
    price_15 = excluded.price_15, price_30 = excluded.price_30, price_60 = excluded.price_60,
    price_120 = excluded.price_120, price_180 = excluded.price_180, price_240 = excluded.price_240,
    price_480 = excluded.price_480, price_720 = excluded.price_720, price_1440 = excluded.price_1440,
    height = excluded.height, weight = excluded.weight, cup_group = excluded.cup_group,
    breast_type = excluded.breast_type, gender_identity = excluded.gender_identity,
    nationality = excluded.nationality, languages = excluded.languages, traits = excluded.traits,
    is_smoker = excluded.is_smoker, business_type = excluded.business_type, flags = excluded.flags, registered_at = excluded.registered_at,
    availability = excluded.availability, username_lower = excluded.username_lower,
    name_prefixes = excluded.name_prefixes, refreshed_at = excluded.refreshed_at
  -- An unchanged row is not rewritten: its index entries and all-visible pages stay as they are.
  WHERE (s.user_type, s.gender_bits, s.birth_date, s.lat, s.lon, s.country, s.city_id, s.rank_score, s.rating,
         s.reviews_count, s.price_15, s.price_30, s.price_60, s.price_120, s.price_180, s.price_240, s.price_480,
         s.price_720, s.price_1440, s.height, s.weight, s.cup_group, s.breast_type, s.gender_identity,
         s.nationality, s.languages, s.traits, s.is_smoker, s.business_type, s.flags, s.registered_at, s.availability,
         s.username_lower, s.name_prefixes)
        IS DISTINCT FROM
        (excluded.user_type, excluded.gender_bits, excluded.birth_date, excluded.lat, excluded.lon,
         excluded.country, excluded.city_id, excluded.rank_score, excluded.rating, excluded.reviews_count,
         excluded.price_15, excluded.price_30, excluded.price_60, excluded.price_120, excluded.price_180,
         excluded.price_240, excluded.price_480, excluded.price_720, excluded.price_1440, excluded.height,
         excluded.weight, excluded.cup_group, excluded.breast_type, excluded.gender_identity,
         excluded.nationality, excluded.languages, excluded.traits, excluded.is_smoker, excluded.business_type, excluded.flags,
         excluded.registered_at, excluded.availability, excluded.username_lower, excluded.name_prefixes);
  GET DIAGNOSTICS written = ROW_COUNT;

  -- Browsing invisibly (users.is_invisible) keeps a profile listed but hides when it was last online.
  INSERT INTO search_activity AS a (user_id, user_type, last_login_at, online_visible)
  SELECT u.id, u.user_type, CASE WHEN u.is_invisible THEN NULL ELSE u.last_login_at END, NOT u.is_invisible
    FROM users u JOIN search_profiles s ON s.user_id = u.id
   WHERE u.id = ANY(ids)
  ON CONFLICT (user_id) DO UPDATE SET
    user_type = excluded.user_type, last_login_at = excluded.last_login_at, online_visible = excluded.online_visible
  WHERE (a.user_type, a.last_login_at, a.online_visible)
        IS DISTINCT FROM (excluded.user_type, excluded.last_login_at, excluded.online_visible);
  RETURN written;
END
$fn$;
