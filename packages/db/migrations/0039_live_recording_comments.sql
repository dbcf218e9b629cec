-- Custom migration (issue 15 item 3, slice live2): comments on recordings (watch_recording; 20 a page, spec 001 §3
-- report category 27 "recording comment"). A comment goes with its recording: deleting a recording deletes its
-- comments in the same transaction (the recording row itself stays, marked removed, for the ledger's references).
-- Unlocks of priced recordings use live_recording_unlocks (0034); what an unlock paid is its ledger entry's amount.
CREATE TABLE live_recording_comments (
  id bigserial PRIMARY KEY,
  recording_id bigint NOT NULL REFERENCES live_recordings(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- plain text after the allow-list sanitiser (no markup), line breaks kept
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT live_recording_comments_body_ck CHECK (char_length(body) BETWEEN 1 AND 1000)
);
--> statement-breakpoint
-- a recording's comments, newest first (paging)
CREATE INDEX live_recording_comments_recording_idx ON live_recording_comments (recording_id, created_at DESC, id DESC);
