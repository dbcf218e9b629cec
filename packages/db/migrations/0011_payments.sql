-- Custom migration (issue 11, checkout): the catalogue of things to buy, promotion codes, payments,
-- subscriptions, SEPA mandates, provider events, the sandbox provider's own sessions, the auto-recharge
-- setting, and recurring schedules of the job runner. Written by hand; apps/api/src/modules/payments is the
-- only writer (the schedules: modules/jobs).
--
-- payment_items: membership plans, dollar and token packages. One id space, because the pay call has one
-- item_id (spec 000 §7). Prices are NET cents in EUR (VAT is added per customer, @samtrot/payments).
-- methods: the payment_type codes the item may be paid with (tokens only TR/CT, spec 001 §9; renewable
-- plans only DD/CC, which can be charged again without the customer).
CREATE TABLE payment_items (
  id integer PRIMARY KEY,
  goods text NOT NULL,
  code text NOT NULL UNIQUE,
  months integer,
  renewable boolean NOT NULL DEFAULT false,
  amount integer,
  currency text NOT NULL DEFAULT 'EUR',
  net_cents integer NOT NULL,
  methods text[] NOT NULL,
  highlighted boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  CONSTRAINT payment_items_goods_ck CHECK (goods IN ('membership', 'dollar', 'token')),
  CONSTRAINT payment_items_shape_ck CHECK (
    (goods = 'membership' AND months > 0 AND amount IS NULL)
    OR (goods <> 'membership' AND months IS NULL AND amount > 0 AND NOT renewable)),
  CONSTRAINT payment_items_net_ck CHECK (net_cents > 0),
  CONSTRAINT payment_items_methods_ck CHECK (methods <@ ARRAY['DD', 'CC', 'TR', 'CT']::text[] AND cardinality(methods) > 0),
  CONSTRAINT payment_items_token_methods_ck CHECK (goods <> 'token' OR methods <@ ARRAY['TR', 'CT']::text[]),
  CONSTRAINT payment_items_renewable_methods_ck CHECK (NOT renewable OR methods <@ ARRAY['DD', 'CC']::text[])
);
--> statement-breakpoint
-- Net prices chosen so the German gross price is a round figure (19 %): 1680 → 19.99, 4201 → 49.99,
-- 12604 → 149.99; dollars and tokens 1 € gross per unit. Dollar 10 is the auto-recharge package
-- (spec 001 §9 auto recharge 10), dollar and token 100 the base package (spec 001 §9).
INSERT INTO payment_items (id, goods, code, months, renewable, amount, net_cents, methods, highlighted, sort) VALUES
  (1, 'membership', 'plus_1m_renewable', 1, true, NULL, 1680, ARRAY['DD', 'CC'], false, 10),
  (2, 'membership', 'plus_3m_renewable', 3, true, NULL, 4201, ARRAY['DD', 'CC'], true, 20),
  (3, 'membership', 'plus_12m_renewable', 12, true, NULL, 12604, ARRAY['DD', 'CC'], false, 30),
  (4, 'membership', 'plus_1m_once', 1, false, NULL, 1680, ARRAY['DD', 'CC', 'TR', 'CT'], false, 40),
  (5, 'membership', 'plus_3m_once', 3, false, NULL, 4201, ARRAY['DD', 'CC', 'TR', 'CT'], false, 50),
  (6, 'membership', 'plus_12m_once', 12, false, NULL, 12604, ARRAY['DD', 'CC', 'TR', 'CT'], false, 60),
  (101, 'dollar', 'dollar_10', NULL, false, 10, 840, ARRAY['DD', 'CC', 'TR', 'CT'], false, 110),
  (102, 'dollar', 'dollar_50', NULL, false, 50, 4202, ARRAY['DD', 'CC', 'TR', 'CT'], false, 120),
  (103, 'dollar', 'dollar_100', NULL, false, 100, 8403, ARRAY['DD', 'CC', 'TR', 'CT'], true, 130),
  (104, 'dollar', 'dollar_250', NULL, false, 250, 21008, ARRAY['DD', 'CC', 'TR', 'CT'], false, 140),
  (201, 'token', 'token_100', NULL, false, 100, 8403, ARRAY['TR', 'CT'], true, 210),
  (202, 'token', 'token_500', NULL, false, 500, 42017, ARRAY['TR', 'CT'], false, 220);
--> statement-breakpoint
-- Promotion codes (spec 001 §3 types). code is kept upper case; a code is used up at max_uses payments
-- that did not fail, and once per user unless once_per_user is false. landing_new_signup codes are for
-- accounts younger than new_signup_days.
CREATE TABLE promotions (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  type text NOT NULL,
  kind text NOT NULL,
  percent_bp integer,
  amount_cents integer,
  goods text,
  item_ids integer[],
  valid_from timestamptz,
  valid_until timestamptz,
  max_uses integer,
  once_per_user boolean NOT NULL DEFAULT true,
  new_signup_days integer,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_code_ck CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{3,40}$'),
  CONSTRAINT promotions_type_ck CHECK (type IN ('normal', 'landing_new_signup', 'promo_code', 'crm_promo_code')),
  CONSTRAINT promotions_kind_ck CHECK (
    (kind = 'percent' AND percent_bp BETWEEN 1 AND 10000 AND amount_cents IS NULL)
    OR (kind = 'fixed' AND amount_cents > 0 AND percent_bp IS NULL)),
  CONSTRAINT promotions_goods_ck CHECK (goods IS NULL OR goods IN ('membership', 'dollar', 'token')),
  CONSTRAINT promotions_uses_ck CHECK (max_uses IS NULL OR max_uses > 0)
);
--> statement-breakpoint
-- SEPA direct-debit mandates: one per user and IBAN, reused by rebills and auto recharge.
CREATE TABLE sepa_mandates (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  iban text NOT NULL,
  bic text,
  account_holder text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  last_used_at timestamptz,
  CONSTRAINT sepa_mandates_user_iban_uq UNIQUE (user_id, iban)
);
--> statement-breakpoint
-- Membership subscriptions. state: spec 001 §4 codes (init 0 … reversed 10), moved only through
-- @samtrot/payments nextSubscriptionState. period_end is when the benefits end; next_rebill_at when a
-- renewable one is charged again (null when it does not renew). rebill_token: the paywall/rebill link of a
-- failed rebill.
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES payment_items(id),
  state smallint NOT NULL DEFAULT 0,
  payment_type text NOT NULL,
  rebill_group text NOT NULL DEFAULT 'default',
  mandate_id bigint REFERENCES sepa_mandates(id),
  card_token text,
  period_start timestamptz,
  period_end timestamptz,
  next_rebill_at timestamptz,
  prenotified_for timestamptz,
  cancelled_at timestamptz,
  ended_at timestamptz,
  failed_rebills integer NOT NULL DEFAULT 0,
  rebill_token text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscriptions_state_ck CHECK (state BETWEEN 0 AND 10),
  CONSTRAINT subscriptions_rebill_group_ck CHECK (rebill_group IN ('default', 'money_maker', 'active_paying', 'active_unpaying', 'inactive_unpaying', 'second_request_for_payment'))
);
--> statement-breakpoint
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX subscriptions_rebill_due_idx ON subscriptions (next_rebill_at) WHERE next_rebill_at IS NOT NULL;
--> statement-breakpoint
-- Payments: status spec 000 §4 (fail -1, none 0, success 1, pending 2). The price is fixed when the order is
-- placed (net after promotion, VAT of the customer's country, gross). customer: the billing address of the
-- pay call. kind: order (checkout), rebill (a renewal), auto_recharge. request_key: a retried pay call of
-- the same form answers the first payment. result: what the success booked (member_until, credited, invoice).
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES payment_items(id),
  goods text NOT NULL,
  kind text NOT NULL DEFAULT 'order',
  payment_type text NOT NULL,
  provider text NOT NULL DEFAULT 'sandbox',
  status smallint NOT NULL DEFAULT 0,
  currency text NOT NULL,
  original_net_cents integer NOT NULL,
  discount_cents integer NOT NULL DEFAULT 0,
  net_cents integer NOT NULL,
  vat_cents integer NOT NULL,
  gross_cents integer NOT NULL,
  vat_country text NOT NULL,
  vat_rate_bp integer NOT NULL,
  vat_reason text NOT NULL,
  vat_number text,
  promotion_id bigint REFERENCES promotions(id),
  customer jsonb NOT NULL DEFAULT '{}'::jsonb,
  referer text,
  request_key uuid,
  subscription_id bigint REFERENCES subscriptions(id),
  mandate_id bigint REFERENCES sepa_mandates(id),
  collection_date date,
  transfer_reference text UNIQUE,
  provider_transaction text,
  internal_information text,
  jump_link text,
  redirect_url text,
  failure text,
  result jsonb,
  expires_at timestamptz,
  paid_at timestamptz,
  failed_at timestamptz,
  returned_at timestamptz,
  refunded_at timestamptz,
  charged_back_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_status_ck CHECK (status IN (-1, 0, 1, 2)),
  CONSTRAINT payments_type_ck CHECK (payment_type IN ('DD', 'CC', 'TR', 'CT')),
  CONSTRAINT payments_kind_ck CHECK (kind IN ('order', 'rebill', 'auto_recharge')),
  CONSTRAINT payments_goods_ck CHECK (goods IN ('membership', 'dollar', 'token')),
  CONSTRAINT payments_amounts_ck CHECK (net_cents >= 0 AND vat_cents >= 0 AND gross_cents = net_cents + vat_cents AND net_cents = original_net_cents - discount_cents),
  CONSTRAINT payments_request_key_uq UNIQUE (user_id, request_key)
);
--> statement-breakpoint
CREATE INDEX payments_user_idx ON payments (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX payments_open_idx ON payments (expires_at) WHERE status IN (0, 2);
--> statement-breakpoint
CREATE INDEX payments_promotion_idx ON payments (promotion_id, user_id) WHERE promotion_id IS NOT NULL;
--> statement-breakpoint
-- Provider events (callbacks) we accepted: the primary key refuses a replayed event id. Written in the same
-- transaction as what the event did, so an event is either fully processed and recorded, or neither.
CREATE TABLE payment_provider_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  payment_id bigint,
  outcome text NOT NULL,
  payload jsonb NOT NULL,
  signed_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
--> statement-breakpoint
-- The sandbox provider's own state (what an external provider keeps on its side): a hosted card page or
-- cashtocode session per order, its 3-D Secure challenge (code kept as a hash, 3 tries), and the card token
-- it hands out for later merchant-initiated charges (rebills).
CREATE TABLE payment_sandbox_sessions (
  id text PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  kind text NOT NULL,
  stage text NOT NULL DEFAULT 'open',
  amount_cents integer NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  return_url text NOT NULL,
  locale text NOT NULL DEFAULT 'de',
  challenge_hash text,
  challenge_tries integer NOT NULL DEFAULT 0,
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CONSTRAINT payment_sandbox_sessions_kind_ck CHECK (kind IN ('card', 'cashtocode')),
  CONSTRAINT payment_sandbox_sessions_stage_ck CHECK (stage IN ('open', 'challenge', 'done'))
);
--> statement-breakpoint
-- Auto recharge (issue 11 part 2): when the dollar balance is below threshold, the item is bought by direct
-- debit under the stored mandate; a recurring job looks for them.
CREATE TABLE payment_auto_recharge (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  threshold integer NOT NULL DEFAULT 5,
  item_id integer NOT NULL DEFAULT 101 REFERENCES payment_items(id),
  last_recharged_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_auto_recharge_threshold_ck CHECK (threshold BETWEEN 1 AND 1000)
);
--> statement-breakpoint
-- Recurring schedules of the job runner (decision 012): every interval one job of `kind` is enqueued. The
-- runner that claims a due row (UPDATE … WHERE next_run_at <= now() with SKIP LOCKED) moves next_run_at on
-- in the same statement, so one api instance among many enqueues it, and a restart keeps the rhythm.
CREATE TABLE job_schedules (
  name text PRIMARY KEY,
  kind text NOT NULL,
  interval_seconds integer NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  next_run_at timestamptz NOT NULL DEFAULT now(),
  last_run_at timestamptz,
  CONSTRAINT job_schedules_interval_ck CHECK (interval_seconds > 0)
);
