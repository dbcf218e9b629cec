-- Custom migration (issue 17 item 2, slice ads): ads as data and their figures per day. docs/decisions/041-ads.md

-- One ad: a house ad (our own offers) or a partner's banner. Shown on the placements of spec 001 §2 for one brand and
-- one language, between starts_at and ends_at (the api clock), picked at random in proportion to its weight.
-- `art` names one of the api's own illustrations (modules/ads/art) shown beside the words; null: words only.
CREATE TABLE ads (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  brand text NOT NULL,
  lang text NOT NULL,
  placements text[] NOT NULL,
  headline text NOT NULL,
  body text,
  art text,
  link_url text NOT NULL,
  advertiser text,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  weight integer NOT NULL DEFAULT 50,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ads_kind_ck CHECK (kind IN ('house', 'partner')),
  CONSTRAINT ads_brand_ck CHECK (brand IN ('samtrot', 'nachtfalter')),
  CONSTRAINT ads_lang_ck CHECK (lang IN ('de', 'en', 'es', 'pl')),
  CONSTRAINT ads_placements_ck CHECK (
    cardinality(placements) >= 1 AND placements <@ ARRAY['profile', 'messenger', 'search', 'my_dating', 'notifications',
      'favorites', 'visitors', 'forum', 'magazine', 'events', 'blog']::text[]
  ),
  CONSTRAINT ads_headline_len_ck CHECK (char_length(headline) BETWEEN 1 AND 80),
  CONSTRAINT ads_body_len_ck CHECK (body IS NULL OR char_length(body) BETWEEN 1 AND 160),
  CONSTRAINT ads_link_ck CHECK (link_url ~ '^(https://|/[a-z_])' AND char_length(link_url) <= 500),
  CONSTRAINT ads_dates_ck CHECK (ends_at IS NULL OR ends_at > starts_at),
  CONSTRAINT ads_weight_ck CHECK (weight BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX ads_serving_idx ON ads (brand, lang) WHERE active;
--> statement-breakpoint
-- Impressions and clicks per ad and Central European day, counted with the tracking records the api writes when it
-- serves an ad and when its click endpoint redirects.
CREATE TABLE ad_stat_days (
  ad_id bigint NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  day date NOT NULL,
  impressions integer NOT NULL DEFAULT 0,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ad_id, day)
);
--> statement-breakpoint
-- House ads for both brands and every language (es and pl in English until translated), on every placement.
INSERT INTO ads (kind, brand, lang, placements, headline, body, art, link_url, starts_at, weight)
SELECT 'house', b.brand, t.lang, ARRAY['profile', 'messenger', 'search', 'my_dating', 'notifications', 'favorites',
  'visitors', 'forum', 'magazine', 'events', 'blog']::text[], t.headline, t.body, t.art, t.link_url, '2026-01-01T00:00:00Z', t.weight
FROM (VALUES ('samtrot'), ('nachtfalter')) AS b(brand)
CROSS JOIN (VALUES
  ('de', 'Plus: werbefrei surfen', 'Mit Plus siehst du keine Anzeigen mehr – und schreibst ohne Kontaktlimit.', 'plus', '/user/membership', 40),
  ('de', 'Rise up: ganz nach oben', 'Schieb dein Profil in der Suche nach vorn – Plus-Escorts haben freie Rise ups.', 'rise-up', '/promotion', 30),
  ('de', 'Events in deiner Nähe', 'Partys, Treffen und Shows – entdecke, was diese Woche los ist.', 'events', '/events', 30),
  ('en', 'Plus: browse ad-free', 'With Plus you see no ads at all – and write without a contact limit.', 'plus', '/user/membership', 40),
  ('en', 'Rise up: straight to the top', 'Push your profile up the search – Plus escorts rise up for free.', 'rise-up', '/promotion', 30),
  ('en', 'Events near you', 'Parties, meet-ups and shows – see what is on this week.', 'events', '/events', 30),
  ('es', 'Plus: browse ad-free', 'With Plus you see no ads at all – and write without a contact limit.', 'plus', '/user/membership', 40),
  ('es', 'Events near you', 'Parties, meet-ups and shows – see what is on this week.', 'events', '/events', 30),
  ('pl', 'Plus: browse ad-free', 'With Plus you see no ads at all – and write without a contact limit.', 'plus', '/user/membership', 40),
  ('pl', 'Events near you', 'Parties, meet-ups and shows – see what is on this week.', 'events', '/events', 30)
) AS t(lang, headline, body, art, link_url, weight);
--> statement-breakpoint
-- One partner banner as an example (a fictitious hotel; example.com is reserved for examples).
INSERT INTO ads (kind, brand, lang, placements, headline, body, art, link_url, advertiser, starts_at, weight) VALUES
  ('partner', 'samtrot', 'de', ARRAY['search', 'profile', 'events', 'blog']::text[], 'Hotel Aurora Berlin: Suiten für diskrete Stunden',
   'Late Check-out bis 16 Uhr, Zimmerservice rund um die Uhr.', 'hotel', 'https://example.com/hotel-aurora', 'Hotel Aurora (Beispiel)', '2026-01-01T00:00:00Z', 20),
  ('partner', 'samtrot', 'en', ARRAY['search', 'profile', 'events', 'blog']::text[], 'Hotel Aurora Berlin: suites for discreet hours',
   'Late check-out until 4 pm, room service around the clock.', 'hotel', 'https://example.com/hotel-aurora', 'Hotel Aurora (example)', '2026-01-01T00:00:00Z', 20);
