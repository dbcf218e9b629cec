-- Custom migration (issue 12, slice realtime): realtime events with a monotonically increasing id per user
-- (catch-up after a reconnect: the client sends the last id it saw), the one-use websocket tickets the web
-- server hands out, and notifications (spec 000 §2 my_notification, §4, §7; spec 001 notification record and
-- 'Notification types').

-- The last event id handed out per user. recordEvents() raises it inside the caller's transaction; the row lock
-- it takes orders the events of one user, so ids commit in increasing order and a client never skips one.
CREATE TABLE realtime_event_counters (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_id bigint NOT NULL CHECK (last_id >= 0)
);
--> statement-breakpoint
-- Every stored event (message.new, message.read, thread.status, notification.new, balance.changed …).
CREATE TABLE realtime_events (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  id bigint NOT NULL CHECK (id > 0),
  type text NOT NULL CHECK (type ~ '^[a-z][a-z0-9_.]{0,63}$'),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
--> statement-breakpoint
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);
--> statement-breakpoint
-- A websocket ticket: made by POST /api/v2/realtime/ticket (the web server, with the user's Bearer), used once by
-- GET /ws?ticket=… within its lifetime. Only the SHA-256 of the ticket is kept.
CREATE TABLE realtime_tickets (
  ticket_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX realtime_tickets_expires_idx ON realtime_tickets (expires_at);
--> statement-breakpoint
-- A notification (spec 001 'Notification types'): kind is the product's name of it (profile_visit, favorite,
-- payment_success …), area one of NOTIFICATION_AREAS or a newer one, content_type request/info/alert, delivery
-- push/popup/bar, stickiness short/medium/long/permanent. params fill the translated text; link is a path of the
-- web (without the locale prefix). dedupe_key: a repeated cause (the same visitor again today) makes one row.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]{0,63}$'),
  area text NOT NULL CHECK (area ~ '^[a-z][a-z0-9_]{0,31}$'),
  content_type text NOT NULL CHECK (content_type IN ('request', 'info', 'alert')),
  delivery text NOT NULL CHECK (delivery IN ('push', 'popup', 'bar')),
  stickiness text NOT NULL CHECK (stickiness IN ('short', 'medium', 'long', 'permanent')),
  actor_id bigint REFERENCES users(id) ON DELETE SET NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text CHECK (link IS NULL OR link ~ '^/[^/]'),
  dedupe_key text,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
--> statement-breakpoint
CREATE UNIQUE INDEX notifications_dedupe_idx ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
