-- Custom migration (issue 11/12): the users' balance events and notifications leave the booking's transaction.
--
-- Each booking that moves a user's balance puts its entry id into ledger_balance_outbox, in the same statement as the
-- booking (ledger_book() below, replaced with that one line more). The api's balance projector
-- (apps/api/src/modules/ledger/balance-projector.ts) takes the outbox in entry order, in batches, and records the
-- `balance.changed` events and the notifications in its own transaction, deleting what it took: durable (a crash
-- rolls the batch back and it is taken again) and off the tip's path (bench/ledger: recording the events inside each
-- booking made a booking three times slower).
CREATE TABLE ledger_balance_outbox (
  -- no foreign key: entries are never deleted (append-only), and the check would cost every booking a lookup
  entry_id bigint PRIMARY KEY
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_book(
  p_key text, p_type text, p_subtype text, p_currency text, p_amount bigint,
  p_reference_kind text, p_reference_id text, p_memo text, p_content_hash text,
  p_from_user bigint, p_from_system text, p_to_user bigint, p_to_system text,
  OUT o_outcome text, OUT o_entry_id bigint,
  OUT o_from_before bigint, OUT o_from_after bigint, OUT o_to_before bigint, OUT o_to_after bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_from_id bigint;
  v_to_id bigint;
  v_from_balance bigint;
  v_to_balance bigint;
  v_row record;
BEGIN
  FOR v_attempt IN 1..2 LOOP
    v_from_id := NULL;
    v_to_id := NULL;
    FOR v_row IN
      SELECT a.id, a.balance, a.user_id, a.system FROM ledger_accounts a
       WHERE a.currency = p_currency
         AND (a.user_id IN (p_from_user, p_to_user) OR a.system IN (p_from_system, p_to_system))
       ORDER BY a.id FOR UPDATE
    LOOP
      IF v_row.user_id = p_from_user OR v_row.system = p_from_system THEN
        v_from_id := v_row.id;
        v_from_balance := v_row.balance;
      END IF;
      IF v_row.user_id = p_to_user OR v_row.system = p_to_system THEN
        v_to_id := v_row.id;
        v_to_balance := v_row.balance;
      END IF;
    END LOOP;
    EXIT WHEN v_from_id IS NOT NULL AND v_to_id IS NOT NULL;
    IF v_attempt = 2 THEN
      o_outcome := 'missing';
      RETURN;
    END IF;
    -- ON CONFLICT: a concurrent first booking may create the account at the same moment.
    INSERT INTO ledger_accounts (user_id, currency)
    SELECT u.id, p_currency FROM users u WHERE u.id IN (p_from_user, p_to_user) ORDER BY u.id
    ON CONFLICT (user_id, currency) DO NOTHING;
  END LOOP;

  IF v_from_id = v_to_id THEN
    RAISE EXCEPTION 'ledger: a booking needs two different accounts (%)', p_key USING ERRCODE = 'check_violation';
  END IF;
  o_from_before := v_from_balance;
  o_to_before := v_to_balance;
  IF p_from_user IS NOT NULL AND v_from_balance < p_amount THEN
    o_outcome := 'insufficient';
    RETURN;
  END IF;

  INSERT INTO ledger_entries (idempotency_key, type, subtype, currency, amount, reference_kind, reference_id, memo, content_hash)
  VALUES (p_key, p_type, p_subtype, p_currency, p_amount, p_reference_kind, p_reference_id, p_memo, p_content_hash)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO o_entry_id;
  IF o_entry_id IS NULL THEN
    o_outcome := 'exists';
    RETURN;
  END IF;

  o_from_after := v_from_balance - p_amount;
  o_to_after := v_to_balance + p_amount;
  INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after)
  VALUES (o_entry_id, v_from_id, -p_amount, o_from_after), (o_entry_id, v_to_id, p_amount, o_to_after);
  UPDATE ledger_accounts
     SET balance = CASE WHEN id = v_from_id THEN o_from_after ELSE o_to_after END, updated_at = now()
   WHERE id IN (v_from_id, v_to_id);
  IF p_from_user IS NOT NULL OR p_to_user IS NOT NULL THEN
    INSERT INTO ledger_balance_outbox (entry_id) VALUES (o_entry_id);
  END IF;
  o_outcome := 'booked';
END
$fn$;
