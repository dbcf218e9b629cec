-- Custom migration (issue 12, slice messenger-api): threads, messages, images, first contacts and their limits
-- (spec 001 §3 thread statuses and block relation, §4 contact limit check results, §9 unlock/boost 5 dollars).
-- Every limit is decided from these rows inside the transaction that stores a message (never in memory).

-- One thread per pair of users (user_low < user_high), opened by the first message.
CREATE TABLE messenger_threads (
  id bigserial PRIMARY KEY,
  user_low bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_high bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- who wrote first (the first contact)
  initiator_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_id bigint,
  last_message_at timestamptz,
  CONSTRAINT messenger_threads_pair_ck CHECK (user_low < user_high),
  CONSTRAINT messenger_threads_initiator_ck CHECK (initiator_id IN (user_low, user_high)),
  CONSTRAINT messenger_threads_pair_key UNIQUE (user_low, user_high)
);
--> statement-breakpoint
-- Each side's view of a thread: unread count, read position (read receipts), hidden, deleted up to, no thanks.
CREATE TABLE messenger_thread_members (
  thread_id bigint NOT NULL REFERENCES messenger_threads(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  partner_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
  -- the newest message of the partner this user has read (the partner's read receipts)
  last_read_message_id bigint NOT NULL DEFAULT 0,
  marked_unread boolean NOT NULL DEFAULT false,
  -- hidden from the list until a newer message arrives
  hidden_at timestamptz,
  -- messages with id <= this are deleted for this user (conversation deleted)
  deleted_up_to bigint NOT NULL DEFAULT 0,
  -- this user answered the partner's first contact with "no thanks"
  no_thanks_at timestamptz,
  -- the thread's last activity as this user sees it (list order)
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id),
  CONSTRAINT messenger_thread_members_pair_key UNIQUE (user_id, partner_id)
);
--> statement-breakpoint
CREATE INDEX messenger_thread_members_list_idx ON messenger_thread_members (user_id, last_activity_at DESC, thread_id DESC);
--> statement-breakpoint
CREATE TABLE messenger_messages (
  id bigserial PRIMARY KEY,
  thread_id bigint NOT NULL REFERENCES messenger_threads(id) ON DELETE CASCADE,
  sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- the sender's key (uuid made by the web): a retried send stores the message once
  client_key text NOT NULL,
  body text NOT NULL DEFAULT '',
  image_count smallint NOT NULL DEFAULT 0 CHECK (image_count BETWEEN 0 AND 4),
  -- paid 5 dollars past a first-contact limiter (the ledger entry)
  boost_entry_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the sender deleted it for both sides
  deleted_at timestamptz,
  CONSTRAINT messenger_messages_body_len_ck CHECK (char_length(body) <= 2000),
  CONSTRAINT messenger_messages_client_key UNIQUE (sender_id, client_key)
);
--> statement-breakpoint
CREATE INDEX messenger_messages_thread_idx ON messenger_messages (thread_id, id DESC);
--> statement-breakpoint
-- the overall message limit counts a sender's messages of the last 24 hours
CREATE INDEX messenger_messages_sender_time_idx ON messenger_messages (sender_id, created_at);
--> statement-breakpoint
-- Images of a message (media_files of purpose "messenger", uploaded through the chunked upload), in order.
CREATE TABLE messenger_message_images (
  message_id bigint NOT NULL REFERENCES messenger_messages(id) ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES media_files(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 3),
  PRIMARY KEY (message_id, position),
  CONSTRAINT messenger_message_images_media_key UNIQUE (media_id)
);
--> statement-breakpoint
-- Messages one user hid for themselves only.
CREATE TABLE messenger_hidden_messages (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message_id bigint NOT NULL REFERENCES messenger_messages(id) ON DELETE CASCADE,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, message_id)
);
--> statement-breakpoint
-- Every first contact made (the counters of results 2, 5 and 9 read it). via: free, plus, unlock, boost.
CREATE TABLE messenger_first_contacts (
  sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  receiver_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender_is_plus boolean NOT NULL,
  via text NOT NULL CHECK (via IN ('free', 'plus', 'unlock', 'boost')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sender_id, receiver_id)
);
--> statement-breakpoint
CREATE INDEX messenger_first_contacts_sender_idx ON messenger_first_contacts (sender_id, created_at);
--> statement-breakpoint
CREATE INDEX messenger_first_contacts_receiver_idx ON messenger_first_contacts (receiver_id, created_at);
--> statement-breakpoint
CREATE INDEX messenger_first_contacts_time_idx ON messenger_first_contacts (created_at);
--> statement-breakpoint
-- A paid unlock of one contact (5 dollars, the ledger entry): the limiter cases no longer refuse it.
CREATE TABLE messenger_unlocks (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ledger_entry_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, target_id)
);
--> statement-breakpoint
-- Per-user messenger state: hot until (result 5, "for at least 4 hours"), the minimum tip asked before a first
-- contact (result 7), and a row to lock so one sender's sends are decided one after another.
CREATE TABLE messenger_user_state (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  hot_until timestamptz,
  minimum_tip integer CHECK (minimum_tip IS NULL OR minimum_tip BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
