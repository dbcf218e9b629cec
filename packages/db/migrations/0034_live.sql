-- Custom migration (issue 15, slice live): live rooms (one row per broadcast: the session a kick applies to), who
-- watches, kicks, the live chat with its tips, the room router and recordings (spec 001 §1 live areas, §3 "Live
-- streaming" creator fields, audience filter, roles and the kicked-out state, §9 live tipping). Decision record 034.

CREATE TABLE live_rooms (
  id bigserial PRIMARY KEY,
  -- an escort or a business
  producer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  display_name text NOT NULL,
  -- ISO 639-1 upper case (POPULAR_LANGUAGES)
  spoken_language char(2) NOT NULL,
  -- the audience filter (spec 001 §3): empty lists admit everyone
  audience_user_types smallint[] NOT NULL DEFAULT '{}',
  audience_genders smallint[] NOT NULL DEFAULT '{}',
  -- AGE_BANDS keys (18_25, 26_35, 36_45, 46_plus)
  audience_age_bands text[] NOT NULL DEFAULT '{}',
  audience_members_only boolean NOT NULL DEFAULT false,
  -- the viewer's country (profile), run countries
  audience_origins text[] NOT NULL DEFAULT '{}',
  -- waiting: created, the producer's media not yet there; live: listed and watchable; ended
  status text NOT NULL DEFAULT 'waiting',
  created_at timestamptz NOT NULL DEFAULT now(),
  live_at timestamptz,
  ended_at timestamptz,
  peak_viewers integer NOT NULL DEFAULT 0,
  CONSTRAINT live_rooms_status_ck CHECK (status IN ('waiting', 'live', 'ended')),
  CONSTRAINT live_rooms_title_len_ck CHECK (char_length(title) BETWEEN 3 AND 80),
  CONSTRAINT live_rooms_display_name_len_ck CHECK (char_length(display_name) BETWEEN 2 AND 40)
);
--> statement-breakpoint
-- One open room per producer.
CREATE UNIQUE INDEX live_rooms_open_producer_key ON live_rooms (producer_id) WHERE status <> 'ended';
--> statement-breakpoint
CREATE INDEX live_rooms_live_idx ON live_rooms (live_at DESC, id DESC) WHERE status = 'live';
--> statement-breakpoint
-- The room router (decision 034): which SFU process holds a room; that process refreshes heartbeat_at, and a room
-- whose process stopped beating is ended by whoever notices.
CREATE TABLE live_room_router (
  room_id bigint PRIMARY KEY REFERENCES live_rooms(id) ON DELETE CASCADE,
  node_id text NOT NULL,
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX live_room_router_node_idx ON live_room_router (node_id);
--> statement-breakpoint
-- Who watches now (left_at null) or watched; the viewer count is the open rows.
CREATE TABLE live_viewers (
  room_id bigint NOT NULL REFERENCES live_rooms(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  left_at timestamptz,
  PRIMARY KEY (room_id, user_id)
);
--> statement-breakpoint
CREATE INDEX live_viewers_present_idx ON live_viewers (room_id) WHERE left_at IS NULL;
--> statement-breakpoint
-- The kicked-out state: the user cannot rejoin this room (this broadcast).
CREATE TABLE live_kicks (
  room_id bigint NOT NULL REFERENCES live_rooms(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kicked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
--> statement-breakpoint
-- The live chat: messages and tips (a tip's money is the ledger entry).
CREATE TABLE live_messages (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES live_rooms(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  body text NOT NULL DEFAULT '',
  amount integer,
  ledger_entry_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT live_messages_kind_ck CHECK (kind IN ('chat', 'tip')),
  CONSTRAINT live_messages_body_len_ck CHECK (char_length(body) <= 500),
  CONSTRAINT live_messages_tip_ck CHECK ((kind = 'tip') = (amount IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX live_messages_room_idx ON live_messages (room_id, id);
--> statement-breakpoint
-- Recordings of a broadcast (issue 15 item 3): the server's WebM, turned into MP4 and HLS by a durable job.
CREATE TABLE live_recordings (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES live_rooms(id) ON DELETE CASCADE,
  producer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- recording → processing → ready (or failed); removed once deleted (files gone)
  status text NOT NULL DEFAULT 'recording',
  -- draft (only the producer), free, members, price
  visibility text NOT NULL DEFAULT 'draft',
  price integer,
  duration_seconds integer,
  views integer NOT NULL DEFAULT 0,
  -- folder of the files under the media root
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT live_recordings_status_ck CHECK (status IN ('recording', 'processing', 'ready', 'failed', 'removed')),
  CONSTRAINT live_recordings_visibility_ck CHECK (visibility IN ('draft', 'free', 'members', 'price')),
  CONSTRAINT live_recordings_price_ck CHECK ((visibility = 'price') = (price IS NOT NULL) AND (price IS NULL OR price BETWEEN 1 AND 1000))
);
--> statement-breakpoint
CREATE INDEX live_recordings_producer_idx ON live_recordings (producer_id, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE live_recording_unlocks (
  recording_id bigint NOT NULL REFERENCES live_recordings(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ledger_entry_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recording_id, user_id)
);
