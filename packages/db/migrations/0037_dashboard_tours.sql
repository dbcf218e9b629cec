-- Custom migration (issue 17 items 3–4, slice promo): tours, daily profile figures for the dashboard, announcements.
-- docs/decisions/037-ads-dashboard-tours.md

-- An escort's announced tours (spec 001 §9: at most 3 per person, enforced by the api under a row lock on the user).
-- Days are Central European days (the run countries); a tour is active from starts_on through ends_on.
CREATE TABLE tours (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  city_id integer NOT NULL REFERENCES cities(id),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tours_dates_ck CHECK (ends_on >= starts_on)
);
--> statement-breakpoint
CREATE INDEX tours_user_idx ON tours (user_id, starts_on);
--> statement-breakpoint
-- the tours sync job looks for tours starting or ending around today
CREATE INDEX tours_days_idx ON tours (starts_on, ends_on);
--> statement-breakpoint
-- The city of the tour running now (null: none, or a demo profile's tour in its home city). Written with on_tour
-- by the tours sync (at each tour change and by the job); the profiles triggers then refresh the search row.
ALTER TABLE profiles ADD COLUMN tour_city_id integer REFERENCES cities(id);
--> statement-breakpoint
-- Dashboard figures per user and Central European day (spec 001 §9 dashboard metrics): profile visits counted
-- at each recorded visit, phone-number views from the tracking pipeline. Messages are counted from the messenger.
CREATE TABLE profile_stat_days (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  visits integer NOT NULL DEFAULT 0,
  phone_views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
--> statement-breakpoint
-- the dashboard counts messages a user received per day
CREATE INDEX messenger_messages_thread_time_idx ON messenger_messages (thread_id, created_at);
--> statement-breakpoint
-- Announcements shown on the dashboard (spec 000 §7 "GET announcement list", by language).
CREATE TABLE announcements (
  id bigserial PRIMARY KEY,
  lang text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT announcements_lang_ck CHECK (lang IN ('de', 'en', 'es', 'pl')),
  CONSTRAINT announcements_title_len_ck CHECK (char_length(title) BETWEEN 1 AND 120),
  CONSTRAINT announcements_body_len_ck CHECK (char_length(body) BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX announcements_lang_idx ON announcements (lang, starts_at DESC);
--> statement-breakpoint
INSERT INTO announcements (lang, title, body, starts_at) VALUES
  ('de', 'Neu: Touren', 'Du bist unterwegs? Trage bis zu drei Touren ein – während der Tour finden dich Kunden in der Tour-Stadt.', '2026-01-01T00:00:00Z'),
  ('de', 'Deine Zahlen im Blick', 'Das Dashboard zeigt jetzt Profilbesuche und Nachrichten der letzten 7, 30 und 90 Tage.', '2026-01-02T00:00:00Z'),
  ('en', 'New: tours', 'Travelling? Announce up to three tours – during a tour clients find you in the tour city.', '2026-01-01T00:00:00Z'),
  ('en', 'Your figures at a glance', 'The dashboard now shows profile visits and messages of the last 7, 30 and 90 days.', '2026-01-02T00:00:00Z');
--> statement-breakpoint
-- search_refresh as in 0014, with the tour city's place while a tour runs.
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
    -- during a tour the profile stands in the tour city (tours, 0037): radius and country searches find it there
    u.birth_date, COALESCE(tc.lat, p.lat), COALESCE(tc.lon, p.lon), COALESCE(tc.country, p.country), COALESCE(tc.id, p.city_id),
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
  LEFT JOIN cities tc ON tc.id = p.tour_city_id
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
