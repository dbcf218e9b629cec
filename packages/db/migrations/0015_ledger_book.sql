-- Custom migration (issue 11, bench/ledger): a booking is one call of ledger_book() instead of a lock statement and a
-- write statement from the api, and the double-entry check runs once per entry instead of three times.
--
-- Until now each booking queued three deferred checks (the entry and each of its two postings), each a join over
-- entries, postings and accounts at COMMIT. Now:
--  * the entry's deferred check stays (exactly two postings, −amount and +amount, in the entry's currency, on two
--    accounts), once per entry;
--  * a posting is refused at once when its entry already has two postings (BEFORE INSERT, one index lookup). An entry
--    is checked at the COMMIT of the transaction that wrote it, so an entry that exists for other transactions has
--    exactly two postings; a posting added to it later would be a third and is refused. This replaces the deferred
--    check per posting without losing a case.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_postings_check();
--> statement-breakpoint
CREATE FUNCTION ledger_postings_at_most_two() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- Rows inserted earlier by the same statement are visible here (row-level BEFORE trigger).
  IF (SELECT count(*) FROM ledger_postings p WHERE p.entry_id = NEW.entry_id) >= 2 THEN
    RAISE EXCEPTION 'ledger entry % already has its two postings', NEW.entry_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_at_most_two BEFORE INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_at_most_two();
--> statement-breakpoint
-- One booking (apps/api/src/modules/ledger/book.ts is the only caller): locks both accounts in id order (a user's
-- first booking in a currency creates the account, only for a user that exists), and writes the entry, its two
-- postings and both balances — or writes nothing and says why, without raising, so the caller's transaction stays
-- usable:
--   'booked'       written; o_entry_id and the balances before/after
--   'exists'       the idempotency key was booked before (or by a concurrent transaction that committed first)
--   'insufficient' the paying user's balance (o_from_before) is below the amount
--   'missing'      a party's account does not exist (a user that does not exist, or a missing system account)
CREATE FUNCTION ledger_book(
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
  o_outcome := 'booked';
END
$fn$;
