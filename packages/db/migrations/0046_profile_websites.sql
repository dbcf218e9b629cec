-- Custom migration (issue 16 item 2; decision 043, "Business website review"): the website address businesses and
-- escorts may show on their profile (spec 001 §4 website status: default 0, pending 1, approved 2, rejected 3). A new
-- or changed address is pending until a team or backend user approves it; only an approved one is shown publicly.
ALTER TABLE profiles ADD COLUMN website text;
--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN website_status smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- when the current address was saved (the queue's order)
ALTER TABLE profiles ADD COLUMN website_submitted_at timestamptz;
--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN website_reviewed_at timestamptz;
--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN website_reviewed_by bigint REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
-- the reasons of a rejection (also the statement of reasons' facts); cleared by a new address
ALTER TABLE profiles ADD COLUMN website_rejection_reason text;
--> statement-breakpoint
ALTER TABLE profiles ADD CONSTRAINT profiles_website_len_ck CHECK (char_length(website) <= 200);
--> statement-breakpoint
ALTER TABLE profiles ADD CONSTRAINT profiles_website_status_ck CHECK (website_status IN (0, 1, 2, 3) AND (website IS NOT NULL OR website_status = 0));
--> statement-breakpoint
CREATE INDEX profiles_website_pending_idx ON profiles (website_submitted_at, user_id) WHERE website_status = 1;
