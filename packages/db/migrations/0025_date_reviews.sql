-- Custom migration (issue 13, slice reviews): date reviews (spec 000 §2 dating/reviews/add|detail, settings
-- date_review_display, p/{username}/reviews; spec 001 §3 review criteria, radios, show-up options, rating words;
-- §5 review within 7 days). The rules live in @samtrot/dating (validateReview, decideReview, reviewsPublishedAt).
-- Each side of an accepted date reviews the other once, from the date's end until 7 days after it. Reviews are
-- published together: published_at is the window's close while only one side has reviewed, and becomes the time
-- of the second review when the other side writes theirs (both rows, in the transaction holding the date's lock).

CREATE TABLE date_reviews (
  id bigserial PRIMARY KEY,
  date_id bigint NOT NULL REFERENCES dates(id) ON DELETE CASCADE,
  -- the side who wrote it and the other side, whom it is about
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_side text NOT NULL,
  -- criterion → 1..5 (a person: the six person criteria; a business: the six of a place); checked by the api
  ratings jsonb NOT NULL,
  would_you_recommend_this_user boolean NOT NULL,
  profile_match_reality boolean NOT NULL,
  would_you_come_again boolean NOT NULL,
  -- spec 001 §3: on_time 1, little_late 2, no_show 4, too_early 5; null for a business (not asked)
  show_up smallint,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  -- from then on the other side and the public (as the subject's show_date_reviews allows) see it
  published_at timestamptz NOT NULL,
  -- the subject's one answer to the review (SENDER_COMMENT / RECEIVER_COMMENT in the timeline)
  reply text,
  replied_at timestamptz,
  CONSTRAINT date_reviews_once_uq UNIQUE (date_id, author_id),
  CONSTRAINT date_reviews_parties_ck CHECK (author_id <> subject_id),
  CONSTRAINT date_reviews_side_ck CHECK (author_side IN ('sender', 'receiver')),
  CONSTRAINT date_reviews_show_up_ck CHECK (show_up IN (1, 2, 4, 5)),
  CONSTRAINT date_reviews_comment_len_ck CHECK (char_length(comment) <= 1000),
  CONSTRAINT date_reviews_reply_len_ck CHECK (char_length(reply) <= 1000),
  CONSTRAINT date_reviews_ratings_ck CHECK (jsonb_typeof(ratings) = 'object')
);
--> statement-breakpoint
-- A profile's public reviews, newest published first (filtered by published_at <= the api clock's now).
CREATE INDEX date_reviews_subject_idx ON date_reviews (subject_id, published_at DESC, id DESC);
