-- Custom migration (issue 13; spec 000 §2 dating/reviews/unlock/{dateId}; decision 030): a viewer who paid to read
-- a date's published reviews in full. The payment is a ledger consume (reference date_review_unlock) booked in the
-- same transaction; one row, and one booking, per viewer and date.
CREATE TABLE date_review_unlocks (
  date_id bigint NOT NULL REFERENCES dates(id) ON DELETE CASCADE,
  viewer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  price integer NOT NULL,
  ledger_entry_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (viewer_id, date_id),
  CONSTRAINT date_review_unlocks_price_ck CHECK (price >= 0)
);
