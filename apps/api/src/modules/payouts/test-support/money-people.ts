import { randomUUID } from "node:crypto";
import type { TTestApi } from "../../../test/start-test-api.js";
import { book } from "../../ledger/book.js";
import { acceptAgeCheck, makeMember, person, type TPerson } from "../../profiles/test-support/people.js";

// Test fixtures of the payouts, rise-up and rewards tests: real accounts through the api, then the state a test is
// not about set as staff or a payment would (dollars bought, age check accepted, an account past its probation).

/** An escort (or business) with the given state. */
export async function earner(
  api: TTestApi,
  state: { dollars?: number; ageChecked?: boolean; registeredDaysAgo?: number; member?: boolean; userType?: 2 | 3 } = {},
): Promise<TPerson> {
  const who = await person(api, { user_type: 2, gender: 2 });
  // businesses register through their own flow; the account type is what matters here
  if (state.userType === 3) await api.database.query(`update users set user_type = 3, gender = null, business_type = '1' where id = $1`, [who.id]);
  if (state.ageChecked ?? true) await acceptAgeCheck(api, who.id);
  if (state.member) await makeMember(api, who.id);
  const days = state.registeredDaysAgo ?? 30;
  await api.database.query(
    `update users set created_at = now() - make_interval(days => $2), registration_completed_at = now() - make_interval(days => $2) where id = $1`,
    [who.id, days],
  );
  if (state.dollars) await buyDollars(api, who.id, state.dollars);
  return who;
}

/** Dollars bought, as a successful payment books them (purchase from external). */
export async function buyDollars(api: TTestApi, userId: number, amount: number): Promise<void> {
  await api.database.transaction((tx) =>
    book(tx, { idempotencyKey: `test-purchase:${randomUUID()}`, type: "purchase", currency: "dollar", amount, from: { system: "external" }, to: { userId } }),
  );
}

/** The booked entry of an idempotency key with its two postings' owners, or undefined. */
export async function entryOf(api: TTestApi, key: string) {
  const [entry] = await api.database.query<{ type: string; subtype: string | null; currency: string; amount: number; from_owner: string; to_owner: string }>(
    `select e.type, e.subtype, e.currency, e.amount::int as amount,
            (select coalesce(a.system, 'user:' || a.user_id) from ledger_postings p join ledger_accounts a on a.id = p.account_id where p.entry_id = e.id and p.amount < 0) as from_owner,
            (select coalesce(a.system, 'user:' || a.user_id) from ledger_postings p join ledger_accounts a on a.id = p.account_id where p.entry_id = e.id and p.amount > 0) as to_owner
       from ledger_entries e where e.idempotency_key = $1`,
    [key],
  );
  return entry;
}

export async function entryCount(api: TTestApi): Promise<number> {
  const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from ledger_entries`);
  return row!.n;
}

export const requestKey = () => randomUUID();
