-- Custom migration (issue 14, slice blogs): blogs, their images and comments (spec 000 §2 blogs routes; spec 001 §3
-- default category everyday-life and the list filters, §4 blog codes, §6 blog radii, §9 page sizes). The rules live
-- in @samtrot/blogs; decisions in docs/decisions/028-blogs.md.

CREATE TABLE blogs (
  id bigserial PRIMARY KEY,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- @samtrot/constants-catalogue BLOG_CATEGORIES (URL slugs)
  category text NOT NULL,
  -- German-friendly, unique per category, fixed at creation (a later title change keeps the address)
  slug text NOT NULL,
  title text NOT NULL,
  -- sanitised by the blog allow-list of @samtrot/rich-text before it is stored
  body text NOT NULL DEFAULT '',
  -- the body's plain text, cut (tiles, meta description, JSON-LD)
  excerpt text NOT NULL DEFAULT '',
  cover_media_id bigint REFERENCES media_files(id) ON DELETE SET NULL,
  -- spec 001 §4: pending 0, approved 1, rejected 2, draft 3, post check 4, published 10
  status smallint NOT NULL DEFAULT 3,
  -- the team's statement of reasons when it rejected the blog (shown to the author)
  rejection_reason text,
  -- first publication (lists sort by it; edits do not move it)
  published_at timestamptz,
  submitted_at timestamptz,
  moderated_at timestamptz,
  moderated_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT blogs_category_slug_key UNIQUE (category, slug),
  CONSTRAINT blogs_status_ck CHECK (status IN (0, 1, 2, 3, 4, 10)),
  CONSTRAINT blogs_category_ck CHECK (category IN ('everyday-life', 'experiences', 'tips-and-advice', 'health-and-safety', 'relationships', 'news')),
  CONSTRAINT blogs_title_len_ck CHECK (char_length(title) BETWEEN 3 AND 120),
  CONSTRAINT blogs_body_len_ck CHECK (char_length(body) <= 60000),
  CONSTRAINT blogs_reason_len_ck CHECK (char_length(rejection_reason) <= 1000),
  CONSTRAINT blogs_published_ck CHECK (status NOT IN (1, 4, 10) OR published_at IS NOT NULL)
);
--> statement-breakpoint
-- The public list: displayed blogs, newest publication first (optionally by category).
CREATE INDEX blogs_displayed_idx ON blogs (published_at DESC, id DESC) WHERE status IN (1, 4, 10);
--> statement-breakpoint
CREATE INDEX blogs_displayed_category_idx ON blogs (category, published_at DESC, id DESC) WHERE status IN (1, 4, 10);
--> statement-breakpoint
-- my_blogs and the newsfeed (recent blogs of given authors).
CREATE INDEX blogs_author_idx ON blogs (author_id, updated_at DESC, id DESC);
--> statement-breakpoint
-- The team's queue: pending and post check, oldest submission first.
CREATE INDEX blogs_review_queue_idx ON blogs (submitted_at, id) WHERE status IN (0, 4);
--> statement-breakpoint
-- The blog images a body shows (media_files of purpose "blog"): who may fetch them follows the blog.
CREATE TABLE blog_images (
  blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  media_id bigint NOT NULL REFERENCES media_files(id) ON DELETE CASCADE,
  PRIMARY KEY (blog_id, media_id)
);
--> statement-breakpoint
CREATE INDEX blog_images_media_idx ON blog_images (media_id);
--> statement-breakpoint
CREATE TABLE blog_comments (
  id bigserial PRIMARY KEY,
  blog_id bigint NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- plain text (markup removed by the api), line breaks kept
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT blog_comments_body_len_ck CHECK (char_length(body) BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX blog_comments_blog_idx ON blog_comments (blog_id, created_at DESC, id DESC);
