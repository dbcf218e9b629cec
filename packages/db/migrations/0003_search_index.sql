-- Custom migration: the search index of apps/api/src/modules/search (issue 5).
-- One denormalised row per publicly listed profile (ARCHITECTURE.md "Data"), written by
-- refreshSearchProfile() in the same transaction as the profile change and by rebuildSearchIndex()
-- after bulk loads. Nothing else writes these tables. Hand-written because drizzle-kit cannot express
-- partial covering GiST indexes (STACK-NOTES "Measured floors").
CREATE TABLE search_profiles (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  user_type smallint NOT NULL,
  -- bit g set for each single gender g (1 male, 2 female, 3 trans) the profile stands for; a couple
  -- sets both partners' bits, so "either partner matches" is one AND (DECISIONS.md "Search")
  gender_bits smallint NOT NULL DEFAULT 0,
  birth_date date,
  lat double precision,
  lon double precision,
  earth_pt earth GENERATED ALWAYS AS (ll_to_earth(lat, lon)) STORED,
  -- a 0.5° × 0.5° grid cell (≈ 55 × 35 km here): dense areas are walked in rank order cell by cell
  cell integer GENERATED ALWAYS AS ((floor((lat + 90) * 2) * 1000 + floor((lon + 180) * 2))::integer) STORED,
  country char(2),
  city_id integer,
  rank_score integer NOT NULL DEFAULT 0,
  rating real,
  reviews_count integer NOT NULL DEFAULT 0,
  -- one column per price duration (spec 001 §9); price_60 is the hourly price the bands filter on
  price_15 integer,
  price_30 integer,
  price_60 integer,
  price_120 integer,
  price_180 integer,
  price_240 integer,
  price_480 integer,
  price_720 integer,
  price_1440 integer,
  height smallint,
  weight smallint,
  -- 1-based position of the cup group in CUP_GROUPS (a_b … k_plus)
  cup_group smallint,
  breast_type text,
  gender_identity text,
  nationality char(2),
  languages text[] NOT NULL DEFAULT '{}',
  -- every trait value id of the profile (ids are unique across categories)
  traits smallint[] NOT NULL DEFAULT '{}',
  is_smoker boolean,
  -- static flag filters as bits (see search-flags.ts)
  flags integer NOT NULL DEFAULT 0,
  registered_at timestamptz NOT NULL,
  -- working hours as minutes of the week (Monday 00:00 = 0), for is_available_now
  availability int4multirange,
  username_lower text NOT NULL,
  -- prefixes (2–20 characters) of the words of username and display name, for the name search
  name_prefixes text[] NOT NULL DEFAULT '{}',
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Searches are short index walks: a parallel plan only adds worker start-up to them (2 cores).
ALTER TABLE search_profiles SET (parallel_workers = 0);
--> statement-breakpoint
-- Radius search in sparse areas: one partial GiST per searchable user type, covering the filter and
-- sort columns so the scan stays index-only.
CREATE INDEX search_profiles_geo_client ON search_profiles USING gist (earth_pt)
  INCLUDE (user_id, gender_bits, birth_date, price_60, height, weight, rank_score, flags, cup_group, rating, reviews_count)
  WHERE user_type = 1;
--> statement-breakpoint
CREATE INDEX search_profiles_geo_escort ON search_profiles USING gist (earth_pt)
  INCLUDE (user_id, gender_bits, birth_date, price_60, height, weight, rank_score, flags, cup_group, rating, reviews_count)
  WHERE user_type = 2;
--> statement-breakpoint
CREATE INDEX search_profiles_geo_business ON search_profiles USING gist (earth_pt)
  INCLUDE (user_id, gender_bits, birth_date, price_60, height, weight, rank_score, flags, cup_group, rating, reviews_count)
  WHERE user_type = 3;
--> statement-breakpoint
-- Dense areas: walk the cells around the place in rank order, the distance checked on the way.
CREATE INDEX search_profiles_cell_rank ON search_profiles (user_type, cell, rank_score DESC, user_id)
  INCLUDE (earth_pt, gender_bits, birth_date, price_60, height, weight, flags, cup_group);
--> statement-breakpoint
-- Searches without a place, and very large radii.
CREATE INDEX search_profiles_rank ON search_profiles (user_type, rank_score DESC, user_id)
  INCLUDE (earth_pt, gender_bits, birth_date, price_60, height, weight, flags, cup_group);
--> statement-breakpoint
-- Country mode.
CREATE INDEX search_profiles_country_rank ON search_profiles (country, user_type, rank_score DESC, user_id)
  INCLUDE (earth_pt, gender_bits, birth_date, price_60, height, weight, flags, cup_group);
--> statement-breakpoint
-- The other sorts in dense areas (rows checked on the heap: these sorts are rarer).
CREATE INDEX search_profiles_rating ON search_profiles (user_type, rating DESC NULLS LAST, reviews_count DESC, rank_score DESC, user_id);
--> statement-breakpoint
CREATE INDEX search_profiles_reviews ON search_profiles (user_type, reviews_count DESC, rank_score DESC, user_id);
--> statement-breakpoint
CREATE INDEX search_profiles_price_asc ON search_profiles (user_type, price_60, rank_score DESC, user_id)
  WHERE price_60 IS NOT NULL;
--> statement-breakpoint
CREATE INDEX search_profiles_price_desc ON search_profiles (user_type, price_60 DESC, rank_score DESC, user_id)
  WHERE price_60 IS NOT NULL;
--> statement-breakpoint
-- Name search: whole-username prefix, and word prefixes of username and display name.
CREATE INDEX search_profiles_username ON search_profiles (username_lower text_pattern_ops);
--> statement-breakpoint
CREATE INDEX search_profiles_name_prefixes ON search_profiles USING gin (name_prefixes);
--> statement-breakpoint
-- Last login changes at every sign-in: kept out of search_profiles so its pages stay all-visible
-- (STACK-NOTES). last_login_at is null while the user browses invisibly (not shown, sorted last).
CREATE TABLE search_activity (
  user_id bigint PRIMARY KEY REFERENCES search_profiles(user_id) ON DELETE CASCADE,
  user_type smallint NOT NULL,
  last_login_at timestamptz,
  online_visible boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE INDEX search_activity_recent ON search_activity (user_type, last_login_at DESC NULLS LAST, user_id);
--> statement-breakpoint
-- Saved search filters of signed-in users (GET/PUT /api/v2/user/search-filters).
CREATE TABLE user_search_filters (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  filters jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Users whose search rows must be recomputed before the transaction commits (see search_flush_dirty).
CREATE TABLE search_dirty (
  user_id bigint PRIMARY KEY
);
--> statement-breakpoint
-- The search row of each listed user among `ids`, recomputed from the profile tables; rows of users no
-- longer listed are removed. Listed = registration completed, not deleted, paused or banned, and the
-- search-visibility setting on (spec 000 §2 settings "search_visibility"). Mappings from the catalogue
-- (couple types, cup groups, flag bits) are checked against it by the module's tests.
CREATE FUNCTION search_refresh(ids bigint[]) RETURNS integer LANGUAGE plpgsql AS $fn$
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
    height, weight, cup_group, breast_type, gender_identity, nationality, languages, traits, is_smoker, flags,
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
    u.birth_date, p.lat, p.lon, p.country, p.city_id, p.rank_score, p.rating, p.reviews_count,
    pr.price_15, pr.price_30, pr.price_60, pr.price_120, pr.price_180, pr.price_240, pr.price_480, pr.price_720,
    pr.price_1440,
    p.height, p.weight,
    (CASE lower(p.cup_size) WHEN 'a' THEN 1 WHEN 'b' THEN 1 WHEN 'c' THEN 2 WHEN 'd' THEN 2 WHEN 'e' THEN 3
       WHEN 'f' THEN 3 WHEN 'g' THEN 4 WHEN 'h' THEN 4 WHEN 'i' THEN 5 WHEN 'j' THEN 5 WHEN 'k' THEN 6 END)::smallint,
    NULL, NULL,  -- breast type and gender identity: no profile field stores them yet
    p.nationality, p.languages, COALESCE(t.traits, '{}'),
    NULL,        -- smoker: no profile field stores it yet
    (CASE WHEN p.avatar_seed > 0 THEN 1 ELSE 0 END)
      | (CASE WHEN u.is_verified THEN 2 ELSE 0 END)
      | (CASE WHEN pr.n > 0 THEN 4 ELSE 0 END)
      | (CASE WHEN p.reviews_count > 0 THEN 8 ELSE 0 END)
      | (CASE WHEN p.is_hot THEN 16 ELSE 0 END)
      | (CASE WHEN p.has_fsk18_photos THEN 32 ELSE 0 END)
      | (CASE WHEN u.is_member THEN 64 ELSE 0 END)
      | (CASE WHEN p.on_tour THEN 128 ELSE 0 END),
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
    is_smoker = excluded.is_smoker, flags = excluded.flags, registered_at = excluded.registered_at,
    availability = excluded.availability, username_lower = excluded.username_lower,
    name_prefixes = excluded.name_prefixes, refreshed_at = excluded.refreshed_at
  -- An unchanged row is not rewritten: its index entries and all-visible pages stay as they are.
  WHERE (s.user_type, s.gender_bits, s.birth_date, s.lat, s.lon, s.country, s.city_id, s.rank_score, s.rating,
         s.reviews_count, s.price_15, s.price_30, s.price_60, s.price_120, s.price_180, s.price_240, s.price_480,
         s.price_720, s.price_1440, s.height, s.weight, s.cup_group, s.breast_type, s.gender_identity,
         s.nationality, s.languages, s.traits, s.is_smoker, s.flags, s.registered_at, s.availability,
         s.username_lower, s.name_prefixes)
        IS DISTINCT FROM
        (excluded.user_type, excluded.gender_bits, excluded.birth_date, excluded.lat, excluded.lon,
         excluded.country, excluded.city_id, excluded.rank_score, excluded.rating, excluded.reviews_count,
         excluded.price_15, excluded.price_30, excluded.price_60, excluded.price_120, excluded.price_180,
         excluded.price_240, excluded.price_480, excluded.price_720, excluded.price_1440, excluded.height,
         excluded.weight, excluded.cup_group, excluded.breast_type, excluded.gender_identity,
         excluded.nationality, excluded.languages, excluded.traits, excluded.is_smoker, excluded.flags,
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
--> statement-breakpoint
-- Statement-level triggers note which users a write touched (once per statement, whatever the row
-- count); at commit the deferred trigger below recomputes their search rows in one set-based pass, in
-- the same transaction as the write (ARCHITECTURE.md "Data"). Every writer is covered, bulk seeds too.
CREATE FUNCTION search_mark_users() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_dirty (user_id) SELECT DISTINCT id FROM changed ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION search_mark_user_rows() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_dirty (user_id)
  SELECT DISTINCT c.user_id FROM changed c JOIN users u ON u.id = c.user_id ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION search_flush_dirty() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids bigint[];
BEGIN
  -- Fires once per dirty row; the first one of the transaction takes them all.
  IF NOT EXISTS (SELECT 1 FROM search_dirty WHERE user_id = NEW.user_id) THEN
    RETURN NULL;
  END IF;
  WITH taken AS (DELETE FROM search_dirty RETURNING user_id) SELECT array_agg(user_id) INTO ids FROM taken;
  IF ids IS NOT NULL THEN
    PERFORM search_refresh(ids);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_dirty_flush AFTER INSERT ON search_dirty
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_flush_dirty();
--> statement-breakpoint
CREATE TRIGGER search_users_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_users();
--> statement-breakpoint
CREATE TRIGGER search_users_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_users();
--> statement-breakpoint
CREATE TRIGGER search_profiles_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_profiles_update AFTER UPDATE ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_profiles_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_traits_insert AFTER INSERT ON profile_traits
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_traits_update AFTER UPDATE ON profile_traits
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_traits_delete AFTER DELETE ON profile_traits
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_prices_insert AFTER INSERT ON profile_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_prices_update AFTER UPDATE ON profile_prices
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_prices_delete AFTER DELETE ON profile_prices
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_hours_insert AFTER INSERT ON working_hours
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_hours_update AFTER UPDATE ON working_hours
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
CREATE TRIGGER search_hours_delete AFTER DELETE ON working_hours
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_mark_user_rows();
--> statement-breakpoint
-- The profiles that exist already.
SELECT search_refresh(ARRAY(SELECT id FROM users));
