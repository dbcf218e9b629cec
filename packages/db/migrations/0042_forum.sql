-- Custom migration (issue 17 item 6, slice forum): the forum under community/forum for signed-in users (spec 000 §2
-- community/* "embedded forum"). Boards per language (seeded here: they are product structure, not demo data),
-- topics, posts as plain text after the allow-list sanitiser, one row per writer for the flood limit and the digest.
-- Decision record 042.

CREATE TABLE forum_boards (
  id bigserial PRIMARY KEY,
  -- the board's address under community/forum/{slug}
  slug text NOT NULL UNIQUE,
  -- the page language the board belongs to (de boards on German pages, en boards on the others)
  language text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  is_open boolean NOT NULL DEFAULT true,
  CONSTRAINT forum_boards_slug_ck CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  CONSTRAINT forum_boards_language_ck CHECK (language IN ('de', 'en'))
);
--> statement-breakpoint
CREATE TABLE forum_topics (
  id bigserial PRIMARY KEY,
  board_id bigint NOT NULL REFERENCES forum_boards(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  created_at timestamptz NOT NULL,
  -- the newest shown post (the list's order: newest activity first)
  last_post_at timestamptz NOT NULL,
  -- shown posts including the opening post (replies = post_count - 1)
  post_count integer NOT NULL DEFAULT 1,
  is_locked boolean NOT NULL DEFAULT false,
  is_pinned boolean NOT NULL DEFAULT false,
  -- a moderator removed the opening post: the whole topic is gone
  removed_at timestamptz,
  CONSTRAINT forum_topics_title_ck CHECK (char_length(title) BETWEEN 3 AND 120)
);
--> statement-breakpoint
CREATE INDEX forum_topics_board_idx ON forum_topics (board_id, is_pinned DESC, last_post_at DESC, id DESC) WHERE removed_at IS NULL;
--> statement-breakpoint
CREATE TABLE forum_posts (
  id bigserial PRIMARY KEY,
  topic_id bigint NOT NULL REFERENCES forum_topics(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- plain text after the allow-list sanitiser (no tag allowed)
  body text NOT NULL,
  -- the post this one quotes (same topic); shown as a quote while it is itself shown
  quote_post_id bigint REFERENCES forum_posts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  edited_at timestamptz,
  removed_at timestamptz,
  removed_by bigint REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT forum_posts_body_ck CHECK (char_length(body) BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE INDEX forum_posts_topic_idx ON forum_posts (topic_id, id) WHERE removed_at IS NULL;
--> statement-breakpoint
-- the digest's question "new posts in topics I started or posted in"
CREATE INDEX forum_posts_author_idx ON forum_posts (author_id, topic_id);
--> statement-breakpoint
-- one row per user who ever wrote in the forum: the flood limit (decided in the post's upsert), and the digest's
-- bookkeeping (when the last one went out; the web address its links start with)
CREATE TABLE forum_writers (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_post_at timestamptz,
  web_base text,
  last_digest_at timestamptz
);
--> statement-breakpoint
INSERT INTO forum_boards (slug, language, name, description, position) VALUES
  ('plauderecke', 'de', 'Plauderecke', 'Alles, was sonst nirgends hinpasst: Vorstellungen, Alltag und lockere Gespräche.', 1),
  ('erfahrungen-tipps', 'de', 'Erfahrungen & Tipps', 'Gute Dates, schlechte Dates und was ihr daraus gelernt habt. Respektvoll und ohne Namen Dritter.', 2),
  ('sicherheit-gesundheit', 'de', 'Sicherheit & Gesundheit', 'Safer Sex, Schutz vor Betrug und Grenzen: Fragen und Antworten aus der Community.', 3),
  ('fragen-feedback', 'de', 'Fragen & Feedback', 'Fragen zur Plattform, Wünsche und Fehlerberichte an das Team.', 4),
  ('lounge', 'en', 'Lounge', 'Everything that fits nowhere else: introductions, everyday life and small talk.', 1),
  ('experiences-tips', 'en', 'Experiences & tips', 'Good dates, bad dates and what you learnt. Respectful, and no names of third parties.', 2),
  ('safety-health', 'en', 'Safety & health', 'Safer sex, avoiding scams and setting limits: questions and answers from the community.', 3),
  ('questions-feedback', 'en', 'Questions & feedback', 'Questions about the platform, wishes and bug reports for the team.', 4);
