import type { Database, DatabaseTx } from "@samtrot/db";
import type { TLedgerType } from "@samtrot/constants-catalogue";
import { entitlementsOf } from "../membership/entitlements.js";
import type { TRealtimeEventInput } from "../realtime/index.js";
import { createNotifications } from "./create-notifications.js";

// The notifications other modules cause (issue 12 part 5), each called with the smallest edit at its cause.

const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });

/** A profile visit: the visited member hears of it once per visitor and day (seeing visitors is a Plus benefit). */
export async function notifyProfileVisit(database: Database, input: { visitorId: number; visitedId: number }): Promise<void> {
  await database.transaction(async (tx) => {
    if (!(await entitlementsOf(tx, input.visitedId)).has("see_visitors_favorites")) return;
    const [visitor] = await tx.query<{ username: string }>("SELECT username FROM users WHERE id = $1", [input.visitorId]);
    if (!visitor) return;
    await createNotifications(tx, [
      {
        userId: input.visitedId,
        kind: "profile_visit",
        actorId: input.visitorId,
        params: { username: visitor.username },
        link: `/p/${encodeURIComponent(visitor.username)}`,
        dedupeKey: `visit:${input.visitorId}:${berlinDay.format(new Date())}`,
      },
    ]);
  });
}

/** A new favourite, inside the favouring transaction: the favourited member hears of it (once per favouriter). */
export async function notifyFavorite(tx: DatabaseTx, input: { userId: number; targetId: number }): Promise<void> {
  if (!(await entitlementsOf(tx, input.targetId)).has("see_visitors_favorites")) return;
  const [who] = await tx.query<{ username: string }>("SELECT username FROM users WHERE id = $1", [input.userId]);
  if (!who) return;
  await createNotifications(tx, [
    { userId: input.targetId, kind: "favorite", actorId: input.userId, params: { username: who.username }, link: `/p/${encodeURIComponent(who.username)}`, dedupeKey: `favorite:${input.userId}` },
  ]);
}

/**
 * Ledger types whose credit to a user is news to them (a tip received, a grant, a refund …); a purchase has its payment
 * notification, a gift its gift_received one (who sent what; the gifts module).
 */
const CREDIT_NEWS: ReadonlySet<TLedgerType> = new Set(["transfer", "grant", "reward", "compensation", "refund", "defrost", "resume_gift", "refund_of_refund", "migrated"]);
/** … and whose debit is (money taken back); the user's own spending is not. */
const DEBIT_NEWS: ReadonlySet<TLedgerType> = new Set(["reclaim", "froze", "freeze", "refund_reverse"]);

/** One user's side of a booking: what the balance projector hands over. */
export type TBalanceChange = { userId: number; type: TLedgerType; currency: "dollar" | "token"; delta: number; balance: number };

/**
 * Balance changes taken from the ledger by its balance projector (apps/api/src/modules/ledger/balance-projector.ts),
 * in its transaction, in booking order: every change is a `balance.changed` event { currency, balance, delta, type }
 * (the header and money pages follow it live), and a `balance_changed` notification when it is news to the user.
 */
export async function recordBalanceChanges(tx: DatabaseTx, changes: TBalanceChange[]): Promise<void> {
  const events: TRealtimeEventInput[] = [];
  const notices: Parameters<typeof createNotifications>[1] = [];
  for (const change of changes) {
    const { userId, currency, delta, balance, type } = change;
    events.push({ userId, type: "balance.changed", payload: { currency, balance, delta, type } });
    const news = delta > 0 ? CREDIT_NEWS.has(type) : DEBIT_NEWS.has(type);
    if (news) notices.push({ userId, kind: "balance_changed", params: { currency, delta, balance, type }, link: "/user/dollar" });
  }
  if (events.length === 0) return;
  // Two statements for the whole batch (notifications, events).
  await createNotifications(tx, notices, events);
}
