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

/** Ledger types whose credit to a user is news to them (a tip received, a grant, a refund …); a purchase has its payment notification. */
const CREDIT_NEWS: ReadonlySet<TLedgerType> = new Set(["transfer", "grant", "gift", "reward", "compensation", "refund", "defrost", "resume_gift", "refund_of_refund", "migrated"]);
/** … and whose debit is (money taken back); the user's own spending is not. */
const DEBIT_NEWS: ReadonlySet<TLedgerType> = new Set(["reclaim", "froze", "freeze", "refund_reverse"]);

/**
 * After a booking (the ledger's book(), inside its transaction): every user whose balance changed gets a
 * `balance.changed` event { currency, balance, delta, type } (the header and money pages follow it live), and a
 * `balance_changed` notification when the change is news to them.
 */
export async function recordBalanceChange(
  tx: DatabaseTx,
  input: { type: TLedgerType; currency: "dollar" | "token"; amount: number; fromUserId: number | null; toUserId: number | null },
  balances: { from: { after: number } | null; to: { after: number } | null },
): Promise<void> {
  const events: TRealtimeEventInput[] = [];
  const notices: Parameters<typeof createNotifications>[1] = [];
  const side = (userId: number | null, balance: { after: number } | null, delta: number, news: boolean) => {
    if (userId === null || !balance) return;
    events.push({ userId, type: "balance.changed", payload: { currency: input.currency, balance: balance.after, delta, type: input.type } });
    if (news) notices.push({ userId, kind: "balance_changed", params: { currency: input.currency, delta, balance: balance.after, type: input.type }, link: "/user/dollar" });
  };
  side(input.fromUserId, balances.from, -input.amount, DEBIT_NEWS.has(input.type));
  side(input.toUserId, balances.to, input.amount, CREDIT_NEWS.has(input.type));
  if (events.length === 0) return;
  // Two statements in all (notifications, events), inside every booking.
  await createNotifications(tx, notices, events);
}
