-- Custom migration (slice reports): notice-and-action reports (EU DSA Art. 16; spec 001 §3 report categories).
-- Anyone reports an item of a registered category (apps/api/src/modules/reports/report-targets.ts); the moderation
-- console (issue 16) later moves a report from received to in_review and decided and fills the decision columns
-- (DSA Art. 17 statement of reasons). Decisions: docs/decisions/026-reports.md.

CREATE TABLE reports (
  id bigserial PRIMARY KEY,
  -- spec 001 §3 category code and its resource name (REPORT_CATEGORY_TYPE), the item's id in that resource
  category smallint NOT NULL,
  item_type text NOT NULL,
  item_id bigint NOT NULL,
  -- who the reported item belongs to when it was reported (the own-item rule, the console's "about whom")
  item_owner_id bigint REFERENCES users(id) ON DELETE SET NULL,
  -- the signed-in reporter; null for guests
  reporter_id bigint REFERENCES users(id) ON DELETE SET NULL,
  -- guests: as given (DSA Art. 16 (2)(c)); signed-in reporters: the account's name and address at the time
  reporter_name text,
  reporter_email text,
  -- who reported, for "one open report per reporter and item" and the daily limit: u:<user id>, e:<lower e-mail>,
  -- or a:<address hash> for a guest reporting anonymously (minors)
  reporter_key text NOT NULL,
  -- HMAC of the reporter's address (never the address itself): the daily limit of guests
  ip_hash text NOT NULL,
  reason text NOT NULL,
  -- plain text (sanitised), DSA Art. 16 (2)(a)
  explanation text NOT NULL DEFAULT '',
  -- the statement of good faith, DSA Art. 16 (2)(d): a report without it is refused
  good_faith boolean NOT NULL,
  -- the reporter's language when reporting (the receipt e-mail, later the decision e-mail)
  locale text NOT NULL DEFAULT 'de',
  status text NOT NULL DEFAULT 'received',
  created_at timestamptz NOT NULL,
  -- for issue 16 (DSA Art. 17): when and what was decided, whether automatically, and the statement sent
  in_review_at timestamptz,
  decided_at timestamptz,
  decision text,
  automated boolean,
  statement text,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT reports_status_ck CHECK (status IN ('received', 'in_review', 'decided')),
  CONSTRAINT reports_good_faith_ck CHECK (good_faith),
  CONSTRAINT reports_explanation_len_ck CHECK (char_length(explanation) <= 2000),
  CONSTRAINT reports_name_len_ck CHECK (char_length(reporter_name) <= 100),
  CONSTRAINT reports_email_len_ck CHECK (char_length(reporter_email) <= 254),
  CONSTRAINT reports_decided_ck CHECK (status <> 'decided' OR decided_at IS NOT NULL)
);
--> statement-breakpoint
-- one open report per reporter and item (a second is refused: 409 exception.report.already_reported)
CREATE UNIQUE INDEX reports_open_per_reporter_key ON reports (reporter_key, category, item_id) WHERE status <> 'decided';
--> statement-breakpoint
-- "my reports", newest first
CREATE INDEX reports_reporter_idx ON reports (reporter_id, id DESC) WHERE reporter_id IS NOT NULL;
--> statement-breakpoint
-- the daily limits (per reporter key, and per address for guests)
CREATE INDEX reports_key_time_idx ON reports (reporter_key, created_at);
--> statement-breakpoint
CREATE INDEX reports_ip_time_idx ON reports (ip_hash, created_at);
--> statement-breakpoint
-- the moderation queue (issue 16): open reports by item, oldest first
CREATE INDEX reports_queue_idx ON reports (status, category, item_id, created_at);
