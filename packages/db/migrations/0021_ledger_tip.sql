-- Custom migration (issue 11, bench/ledger): a tip's booking transaction is one call of ledger_tip() — the tipper's PIN
-- row locked (which serialises the tipper's tips), the replay and month-total check, the booking — instead of three
-- statements from the api. The api calls it as a statement of its own (apps/api/src/modules/ledger/tip.ts bookTip()).
--
-- Each statement of a VOLATILE plpgsql function takes a fresh snapshot under READ COMMITTED, so the month total is read
-- after the lock was granted and sees every tip the tipper's previous transaction committed: two tips at once cannot
-- both pass the limit. The limit check mirrors tipWithinLimit() of packages/payments (amount ≤ limit − tipped); the
-- api passes the limit (TOKENS.monthlyTippingLimit) and the month is the calendar month in Europe/Berlin, as in
-- tippedThisMonth().
--   'limit'                    the amount is over what is left this month (o_tipped: tipped so far); nothing written
--   the outcomes of ledger_book(): 'booked' (o_tipped includes this tip), 'exists', 'insufficient', 'missing'
CREATE FUNCTION ledger_tip(
  p_tipper bigint, p_recipient bigint, p_amount bigint, p_key text, p_content_hash text, p_monthly_limit bigint,
  OUT o_outcome text, OUT o_entry_id bigint, OUT o_tipped bigint,
  OUT o_from_before bigint, OUT o_from_after bigint, OUT o_to_before bigint, OUT o_to_after bigint)
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_replay boolean;
  v_booked record;
BEGIN
  PERFORM 1 FROM security_pins WHERE user_id = p_tipper FOR UPDATE;
  SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = p_key),
         coalesce((SELECT sum(e.amount)
                     FROM ledger_accounts a
                     JOIN ledger_postings p ON p.account_id = a.id AND p.amount < 0
                     JOIN ledger_entries e ON e.id = p.entry_id
                    WHERE a.user_id = p_tipper AND a.currency = 'dollar' AND e.type = 'transfer'
                      AND p.created_at >= date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin'), 0)
    INTO v_replay, o_tipped;
  -- A replay is answered (ledger_book() finds the key), not checked against the limit again.
  IF NOT v_replay AND p_amount > p_monthly_limit - o_tipped THEN
    o_outcome := 'limit';
    RETURN;
  END IF;
  SELECT * INTO v_booked FROM ledger_book(p_key, 'transfer', NULL, 'dollar', p_amount, 'tip', p_recipient::text, NULL,
    p_content_hash, p_tipper, NULL, p_recipient, NULL);
  o_outcome := v_booked.o_outcome;
  o_entry_id := v_booked.o_entry_id;
  o_from_before := v_booked.o_from_before;
  o_from_after := v_booked.o_from_after;
  o_to_before := v_booked.o_to_before;
  o_to_after := v_booked.o_to_after;
  IF o_outcome = 'booked' THEN
    o_tipped := o_tipped + p_amount;
  END IF;
END
$fn$;
