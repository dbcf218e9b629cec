-- Custom migration (issue 16 item 3; decision 044): identity checks and the closed user group for fsk18 content.
-- One row per attempt of a check (spec 001 §4 identity checks: webcam, fake_check, fsk18_identity; states init,
-- pending, verified, rejected). The selfie of a fake or webcam check is a media file (purpose identity_check); an
-- fsk18 identity attempt carries the reference the age-verification provider answers with and expires after
-- 240 minutes pending (spec 001 §9).
CREATE TABLE identity_checks (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT identity_checks_kind_ck CHECK (kind IN ('webcam', 'fake_check', 'fsk18_identity')),
  status text NOT NULL CONSTRAINT identity_checks_status_ck CHECK (status IN ('init', 'pending', 'verified', 'rejected')),
  media_id bigint REFERENCES media_files(id) ON DELETE SET NULL,
  provider text,
  provider_ref text UNIQUE,
  expires_at timestamptz,
  reviewed_by bigint REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX identity_checks_user_kind_idx ON identity_checks (user_id, kind, created_at DESC);
--> statement-breakpoint
CREATE INDEX identity_checks_queue_idx ON identity_checks (kind, created_at) WHERE status = 'pending';
--> statement-breakpoint
-- Every check event and every access decision about fsk18 content (served or refused), for the youth-protection
-- officer: who, what, when, and why.
CREATE TABLE identity_audit (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  actor_id bigint REFERENCES users(id) ON DELETE SET NULL,
  -- check_started, check_submitted, check_verified, check_rejected, check_expired, check_refused, forced_set,
  -- forced_cleared, reauthenticated, reauth_failed, access_served, access_refused
  event text NOT NULL,
  check_id bigint REFERENCES identity_checks(id) ON DELETE SET NULL,
  -- what the access was about: media or bundle, and its id
  subject_type text,
  subject_id bigint,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX identity_audit_user_idx ON identity_audit (user_id, created_at DESC);
--> statement-breakpoint
-- The closed user group asks for the password again: when this sign-in last did (copied on refresh).
ALTER TABLE oauth_tokens ADD COLUMN reauthenticated_at timestamptz;
