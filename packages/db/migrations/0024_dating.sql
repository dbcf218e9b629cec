-- Custom migration (issue 13, slice dates): date requests and their timelines (spec 001 §3 timeline event types,
-- §4 backend date status and stages, §5 45 minutes ahead, §9 durations). The rules live in @samtrot/dating; the
-- api decides with them inside the transaction that changes a date, holding the date's row lock. Stages are not
-- stored: they follow from status, times and the viewer's side.

CREATE TABLE dates (
  id bigserial PRIMARY KEY,
  -- who sent the request (a client) and to whom (an escort or a business); the roles never change
  sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receiver_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- the time currently proposed or agreed
  start_at timestamptz NOT NULL,
  duration_minutes smallint NOT NULL,
  -- incall (at the receiver's), outcall (at an address the sender gives), meeting (a meeting point)
  place_kind text NOT NULL,
  place_note text,
  -- from the receiver's price list for the duration when the request (or another time) was made; null: none listed
  price integer,
  message text NOT NULL DEFAULT '',
  -- spec 001 §4: sender request 0, accept 1, receiver reschedule -1, reject -2, cancel -3, sender reschedule -5
  status smallint NOT NULL DEFAULT 0,
  -- raised by every change: a client may send the version it saw, a stale one is refused
  version integer NOT NULL DEFAULT 1,
  -- the open proposal's answer deadline (null once accepted, rejected or cancelled)
  expires_at timestamptz,
  -- set by the expiry job when it recorded the SYSTEM_CANCEL of an expired proposal
  expired_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT dates_parties_ck CHECK (sender_id <> receiver_id),
  CONSTRAINT dates_status_ck CHECK (status IN (0, 1, -1, -2, -3, -5)),
  CONSTRAINT dates_duration_ck CHECK (duration_minutes IN (15, 30, 60, 120, 180, 240, 480, 720, 1440)),
  CONSTRAINT dates_place_kind_ck CHECK (place_kind IN ('incall', 'outcall', 'meeting')),
  CONSTRAINT dates_place_note_len_ck CHECK (char_length(place_note) <= 250),
  CONSTRAINT dates_message_len_ck CHECK (char_length(message) <= 1000),
  CONSTRAINT dates_price_ck CHECK (price BETWEEN 1 AND 100000),
  CONSTRAINT dates_pending_deadline_ck CHECK (status NOT IN (0, -1, -5) OR expires_at IS NOT NULL)
);
--> statement-breakpoint
-- "My dates" of each side, by start (the tabs filter on status and time, then page by start).
CREATE INDEX dates_sender_idx ON dates (sender_id, start_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX dates_receiver_idx ON dates (receiver_id, start_at DESC, id DESC);
--> statement-breakpoint
-- The expiry job: open proposals by deadline, not yet recorded as expired.
CREATE INDEX dates_open_deadline_idx ON dates (expires_at, id) WHERE status IN (0, -1, -5) AND expired_at IS NULL;
--> statement-breakpoint
-- spec 001 §3: REQUEST 0, ACCEPT 1, REJECT 2, RESCHEDULE 3, CANCEL 5, SENDER_REVIEW 6, RECEIVER_REVIEW 7,
-- SENDER_COMMENT 8, RECEIVER_COMMENT 9, SYSTEM_CANCEL 10. Append-only.
CREATE TABLE date_timeline_events (
  id bigserial PRIMARY KEY,
  date_id bigint NOT NULL REFERENCES dates(id) ON DELETE CASCADE,
  type smallint NOT NULL,
  -- who did it (null: the system, e.g. expiry)
  actor_id bigint REFERENCES users(id) ON DELETE SET NULL,
  -- the status after the event
  status smallint NOT NULL,
  -- REQUEST and RESCHEDULE: the time proposed
  start_at timestamptz,
  duration_minutes smallint,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CONSTRAINT date_timeline_events_type_ck CHECK (type IN (0, 1, 2, 3, 5, 6, 7, 8, 9, 10)),
  CONSTRAINT date_timeline_events_message_len_ck CHECK (char_length(message) <= 1000)
);
--> statement-breakpoint
CREATE INDEX date_timeline_events_date_idx ON date_timeline_events (date_id, id);
