-- Custom migration (issue 15 item 4, slice chatrooms): topic chat rooms for signed-in users (spec 000 §1 "chat
-- rooms", §2 community/*). Text only; slow mode and mutes are decided in Postgres by the api (one conditional
-- upsert per message), presence is a row per room and user refreshed over the websocket. Decision record 035.

CREATE TABLE chat_rooms (
  id bigserial PRIMARY KEY,
  -- the room's address under community/chat/{slug}
  slug text NOT NULL UNIQUE,
  name_de text NOT NULL,
  name_en text NOT NULL,
  description_de text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  -- slow mode: at least this many seconds between two messages of one user in this room (0: off)
  slow_mode_seconds integer NOT NULL DEFAULT 0,
  -- the room list's order
  position integer NOT NULL DEFAULT 0,
  is_open boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the newest message that is still shown (the list's "last activity")
  last_message_at timestamptz,
  CONSTRAINT chat_rooms_slug_ck CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  CONSTRAINT chat_rooms_slow_mode_ck CHECK (slow_mode_seconds BETWEEN 0 AND 3600)
);
--> statement-breakpoint
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- plain text after the allow-list sanitiser (no tag allowed)
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  -- a moderator removed it: gone from the history and, live, from every open room page
  removed_at timestamptz,
  removed_by bigint REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT chat_messages_text_ck CHECK (char_length(text) BETWEEN 1 AND 500)
);
--> statement-breakpoint
-- the history of a room, newest first (paging by id)
CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, id DESC) WHERE removed_at IS NULL;
--> statement-breakpoint
-- one row per room and user who ever wrote or was muted there: slow mode and mutes, decided in the send's upsert
CREATE TABLE chat_room_members (
  room_id bigint NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_message_at timestamptz,
  muted_until timestamptz,
  muted_by bigint REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (room_id, user_id)
);
--> statement-breakpoint
-- who has a room open now (refreshed by the browser over the websocket; older than 70 s counts as gone)
CREATE TABLE chat_room_presence (
  room_id bigint NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (room_id, user_id)
);
--> statement-breakpoint
CREATE INDEX chat_room_presence_seen_idx ON chat_room_presence (room_id, seen_at);
