-- Custom migration (issue 13 item 4, slice safety; decisions docs/decisions/027-date-safety.md): the escort side's
-- timed safety check-in for an accepted date, her saved emergency contact, and private warnings about clients.
-- The rules live in @samtrot/dating (safety.ts); the api decides with them at its injected clock.

-- One check-in per date, set by the date's receiver (the escort side). Moving it changes due_at; the alert job
-- sends the contact one e-mail when due_at has passed at the api clock and she has neither checked in nor cancelled.
CREATE TABLE date_safety_checkins (
  date_id bigint PRIMARY KEY REFERENCES dates(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  contact_name text NOT NULL,
  contact_email text NOT NULL,
  -- the web address (origin + locale prefix) she set it from: the alert's profile link and brand
  web_base text NOT NULL,
  -- the language the e-mail is written in (hers when she set it)
  locale text NOT NULL DEFAULT 'de',
  reminded_at timestamptz,
  checked_in_at timestamptz,
  cancelled_at timestamptz,
  -- 'escort' (she cancelled) or 'date' (the date was cancelled, rejected or moved)
  cancel_reason text,
  alerted_at timestamptz,
  -- the outbox mail of the alert (exactly one)
  alert_mail_id bigint,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT date_safety_checkins_name_len_ck CHECK (char_length(contact_name) BETWEEN 1 AND 80),
  CONSTRAINT date_safety_checkins_email_len_ck CHECK (char_length(contact_email) BETWEEN 3 AND 254),
  CONSTRAINT date_safety_checkins_cancel_reason_ck CHECK (cancel_reason IS NULL OR cancel_reason IN ('escort', 'date'))
);
--> statement-breakpoint
-- The alert job: running check-ins by time.
CREATE INDEX date_safety_checkins_due_idx ON date_safety_checkins (due_at) WHERE checked_in_at IS NULL AND cancelled_at IS NULL AND alerted_at IS NULL;
--> statement-breakpoint
-- Her emergency contact, entered once and proposed for every check-in.
CREATE TABLE emergency_contacts (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT emergency_contacts_name_len_ck CHECK (char_length(name) BETWEEN 1 AND 80),
  CONSTRAINT emergency_contacts_email_len_ck CHECK (char_length(email) BETWEEN 3 AND 254)
);
--> statement-breakpoint
-- Private warnings about clients, one per date, by its receiver; read only by verified escorts.
CREATE TABLE client_warnings (
  id bigserial PRIMARY KEY,
  date_id bigint NOT NULL UNIQUE REFERENCES dates(id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  categories text[] NOT NULL,
  text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CONSTRAINT client_warnings_categories_ck CHECK (cardinality(categories) BETWEEN 1 AND 5
    AND categories <@ ARRAY['no_show', 'aggressive', 'refused_to_pay', 'pushed_boundaries', 'unsafe']::text[]),
  CONSTRAINT client_warnings_text_len_ck CHECK (char_length(text) <= 500)
);
--> statement-breakpoint
CREATE INDEX client_warnings_client_idx ON client_warnings (client_id, created_at DESC);
