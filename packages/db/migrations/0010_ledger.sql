-- Custom migration (issue 11): the append-only double-entry ledger of dollars and tokens, and the
-- security PIN. Written by hand; book() in apps/api/src/modules/ledger/book.ts is the only writer.
--
-- ledger_accounts: one row per user and currency (created on first use), plus the system accounts
-- external / revenue / payout_clearing / frozen per currency. `balance` is the running balance the
-- postings lead to; a user account can never go below 0 (CHECK), a system account may (external is the
-- mirror of all money that ever came in, so it is negative).
-- No foreign key to users: bookkeeping outlives a user row (the demo reset deletes demo users; the
-- ledger keeps their history, it is never deleted).
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint,
  system text,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner_ck CHECK ((user_id IS NULL) <> (system IS NULL)),
  CONSTRAINT ledger_accounts_system_ck CHECK (system IN ('external', 'revenue', 'payout_clearing', 'frozen')),
  CONSTRAINT ledger_accounts_currency_ck CHECK (currency IN ('dollar', 'token')),
  CONSTRAINT ledger_accounts_user_balance_ck CHECK (user_id IS NULL OR balance >= 0),
  CONSTRAINT ledger_accounts_user_currency_uq UNIQUE (user_id, currency),
  CONSTRAINT ledger_accounts_system_currency_uq UNIQUE (system, currency)
);
--> statement-breakpoint
INSERT INTO ledger_accounts (system, currency)
SELECT s, c FROM unnest(ARRAY['external', 'revenue', 'payout_clearing', 'frozen']) AS s
  CROSS JOIN unnest(ARRAY['dollar', 'token']) AS c
 ORDER BY s, c;
--> statement-breakpoint
-- One row per booking. idempotency_key is the business operation (`tip:<user>:<request key>`,
-- `payment:<id>` …): the UNIQUE makes a second booking of one operation impossible. content_hash is a
-- sha256 of what was booked (type, subtype, currency, amount, parties, reference), so reusing a key for
-- different content is recognised and refused instead of being answered as a replay.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL,
  type text NOT NULL,
  subtype text,
  currency text NOT NULL,
  amount bigint NOT NULL,
  reference_kind text,
  reference_id text,
  memo text,
  content_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_entries_idempotency_key_uq UNIQUE (idempotency_key),
  CONSTRAINT ledger_entries_key_len_ck CHECK (char_length(idempotency_key) BETWEEN 1 AND 200),
  CONSTRAINT ledger_entries_type_ck CHECK (type IN ('purchase', 'refund', 'froze', 'defrost', 'consume', 'transfer',
    'payout', 'payout_ongoing', 'migrated', 'grant', 'reclaim', 'gift', 'reward', 'freeze', 'compensation',
    'resume_gift', 'refund_of_refund', 'refund_reverse')),
  CONSTRAINT ledger_entries_subtype_ck CHECK (subtype IN ('rise_up', 'rise_up_global', 'first_contact_unlock', 'promotion_profile')),
  CONSTRAINT ledger_entries_currency_ck CHECK (currency IN ('dollar', 'token')),
  CONSTRAINT ledger_entries_amount_ck CHECK (amount > 0),
  CONSTRAINT ledger_entries_reference_ck CHECK ((reference_kind IS NULL) = (reference_id IS NULL)),
  CONSTRAINT ledger_entries_memo_len_ck CHECK (char_length(memo) <= 500)
);
--> statement-breakpoint
-- Two postings per entry (from: −amount, to: +amount), each with the balance of its account after it.
CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES ledger_entries(id),
  account_id bigint NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_postings_amount_ck CHECK (amount <> 0)
);
--> statement-breakpoint
CREATE INDEX ledger_postings_entry ON ledger_postings (entry_id);
--> statement-breakpoint
-- The history of one account, newest first (the api pages by created_at and id).
CREATE INDEX ledger_postings_account_time ON ledger_postings (account_id, created_at DESC, id DESC);
--> statement-breakpoint
-- Append-only: entries and postings are never changed or removed (a correction is a new booking).
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Double entry, checked at COMMIT (deferred): every entry a transaction wrote or touched has exactly two
-- postings, one −amount and one +amount in the entry's currency, on two different accounts.
CREATE FUNCTION ledger_assert_balanced(target bigint) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  ok boolean;
BEGIN
  SELECT count(p.id) = 2
         AND coalesce(sum(p.amount), 1) = 0
         AND coalesce(bool_and(abs(p.amount) = e.amount AND a.currency = e.currency), false)
         AND count(DISTINCT p.account_id) = 2
    INTO ok
    FROM ledger_entries e
    LEFT JOIN ledger_postings p ON p.entry_id = e.id
    LEFT JOIN ledger_accounts a ON a.id = p.account_id
   WHERE e.id = target;
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'ledger entry % is not balanced (two postings summing to zero)', target
      USING ERRCODE = 'check_violation';
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION ledger_entries_check() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM ledger_assert_balanced(NEW.id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION ledger_postings_check() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM ledger_assert_balanced(NEW.entry_id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entries_check();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_postings_check();
--> statement-breakpoint
-- The account's security PIN (tips, live tips): an argon2id hash; wrong tries counted for the lockout.
CREATE TABLE security_pins (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  pin_hash text NOT NULL,
  failed_attempts smallint NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT security_pins_failed_ck CHECK (failed_attempts >= 0)
);
