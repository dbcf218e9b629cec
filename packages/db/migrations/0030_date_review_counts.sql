-- Custom migration (issue 13): a profile's rating and reviews_count (search sort "rating" and "reviews count",
-- filter has_review, the profile badge) follow its published date reviews. A review counts from its publication:
-- the second review of a date publishes both at once (counted in that transaction), a lone review at the window's
-- close (counted by the job dating.count_reviews, decided by the api clock). counted_at marks a counted review;
-- the profile's figures are recomputed from the counted reviews (apps/api/src/modules/dating/count-reviews.ts).
ALTER TABLE date_reviews ADD COLUMN counted_at timestamptz;
--> statement-breakpoint
-- The job's look-up: published reviews not yet counted (few at any time).
CREATE INDEX date_reviews_uncounted_idx ON date_reviews (published_at) WHERE counted_at IS NULL;
--> statement-breakpoint
CREATE INDEX date_reviews_counted_subject_idx ON date_reviews (subject_id) WHERE counted_at IS NOT NULL;
