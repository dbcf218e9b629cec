-- Custom migration (issue 14, slice events): events, attendance, reviews and the organizer's comments on reviews
-- (spec 000 §2 my_events, events/…, /event/creator_accept; spec 001 §3 categories, facets, price ranges, review
-- ratings and radios; §4 status, attendance, timing; §9 page sizes). The rules live in @samtrot/events; timing is
-- not stored (it follows from status, the times and the api's clock). Decision record 029.

CREATE TABLE events (
  id bigserial PRIMARY KEY,
  -- an escort or a business
  organizer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  -- the title's words and the id (eventSlug); unique, kept when the title changes
  slug text NOT NULL,
  category text NOT NULL DEFAULT 'motto-party',
  -- sanitised rich text (packages/rich-text allow-list)
  description text NOT NULL DEFAULT '',
  -- one of the organizer's gallery media (served with the media visibility checks)
  cover_media_id bigint REFERENCES media_files(id) ON DELETE SET NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  city_id integer NOT NULL REFERENCES cities(id),
  address text NOT NULL DEFAULT '',
  -- whole euros; 0 = free
  price integer NOT NULL,
  max_attendees integer,
  -- only Plus members see the details and attend
  plus_only boolean NOT NULL DEFAULT false,
  -- the organizer confirms each attendance (/event/creator_accept) before it counts
  needs_confirmation boolean NOT NULL DEFAULT false,
  -- spec 001 §4: pending, accepted, rejected, cancelled
  status text NOT NULL DEFAULT 'pending',
  -- the team's statement to the organizer when rejecting
  status_reason text,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT events_slug_key UNIQUE (slug),
  CONSTRAINT events_status_ck CHECK (status IN ('pending', 'accepted', 'rejected', 'cancelled')),
  CONSTRAINT events_category_ck CHECK (category IN ('motto-party', 'gangbang', 'bukkake', 'parkinglot_sex', 'male-surplus', 'swinger-party', 'fetish-party', 'bdsm-party')),
  CONSTRAINT events_times_ck CHECK (ends_at > starts_at),
  CONSTRAINT events_price_ck CHECK (price BETWEEN 0 AND 100000),
  CONSTRAINT events_max_attendees_ck CHECK (max_attendees IS NULL OR max_attendees BETWEEN 1 AND 10000),
  CONSTRAINT events_title_len_ck CHECK (char_length(title) BETWEEN 3 AND 100),
  CONSTRAINT events_address_len_ck CHECK (char_length(address) <= 200)
);
--> statement-breakpoint
-- The public list: accepted events by time (filters upcoming / past), then the facets.
CREATE INDEX events_accepted_idx ON events (ends_at, starts_at, id) WHERE status = 'accepted';
--> statement-breakpoint
-- my_events and the newsfeed's "recent accepted events by organizer ids".
CREATE INDEX events_organizer_idx ON events (organizer_id, created_at DESC, id DESC);
--> statement-breakpoint
-- The moderation queue, oldest first.
CREATE INDEX events_pending_idx ON events (created_at, id) WHERE status = 'pending';
--> statement-breakpoint
-- spec 001 §4 attendance: attend, absent, rejected_by_organizer (final: he cannot attend again).
CREATE TABLE event_attendees (
  event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  attendance text NOT NULL,
  -- set when it counts: at once, or when the organizer confirmed it on an event that needs confirmation
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, user_id),
  CONSTRAINT event_attendees_attendance_ck CHECK (attendance IN ('attend', 'absent', 'rejected_by_organizer'))
);
--> statement-breakpoint
CREATE INDEX event_attendees_list_idx ON event_attendees (event_id, attendance, created_at, user_id);
--> statement-breakpoint
CREATE INDEX event_attendees_user_idx ON event_attendees (user_id, event_id);
--> statement-breakpoint
CREATE TABLE event_reviews (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- service, event_organization, location, value_for_money → 1..5
  ratings jsonb NOT NULL,
  would_attend_again boolean NOT NULL,
  will_recommend boolean NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CONSTRAINT event_reviews_once_uq UNIQUE (event_id, author_id),
  CONSTRAINT event_reviews_comment_len_ck CHECK (char_length(comment) <= 2000)
);
--> statement-breakpoint
CREATE INDEX event_reviews_event_idx ON event_reviews (event_id, created_at DESC, id DESC);
--> statement-breakpoint
-- The organizer's comments on a review of his event.
CREATE TABLE event_review_comments (
  id bigserial PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES event_reviews(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT event_review_comments_len_ck CHECK (char_length(text) BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX event_review_comments_review_idx ON event_review_comments (review_id, created_at, id);
