import type { TUnlockContactResult } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TFirstContactRules } from "@samtrot/messenger";
import { AppError, notFound } from "../../http/errors.js";
import { chargeFirstContact } from "../ledger/first-contact.js";
import { checkContact, decisionView, loadContactUser, threadIdBetween } from "./contact-check.js";
import { blocksBetween, lockPair, refusingStatus } from "./send-message.js";

export const UNLOCK_NOT_NEEDED = "exception.messenger.unlock_not_needed";

/**
 * Unlocks first contact to a user for 5 dollars (spec 001 §9), booked through the ledger in the same
 * transaction as the unlock row. Only when an unlock helps: the first contact is refused by a limiter case
 * (2, 3, 4, 8, 9). The same request_key answers the first result (replayed) and books nothing.
 */
export async function unlockContact(
  database: Database,
  input: { userId: number; targetId: number; requestKey: string; rules: Partial<TFirstContactRules> },
): Promise<TUnlockContactResult> {
  if (input.userId === input.targetId) throw new AppError(422, "validation.messenger.self", "target_id");
  return database.transaction(async (tx) => {
    await lockPair(tx, input.userId, input.targetId);
    const [me, target] = await Promise.all([loadContactUser(tx, { id: input.userId }), loadContactUser(tx, { id: input.targetId })]);
    if (!me) throw new AppError(401, "exception.common.unauthorized");
    if (!target || target.isDeleted) throw notFound("exception.profile.not_found");
    const isFirstContact = (await threadIdBetween(tx, me.id, target.id)) === null;

    const [existing] = await tx.query<{ idempotency_key: string }>(
      `select e.idempotency_key from messenger_unlocks u join ledger_entries e on e.id = u.ledger_entry_id where u.user_id = $1 and u.target_id = $2`,
      [me.id, target.id],
    );
    const key = `first_contact_unlock:${me.id}:${input.requestKey}`;
    if (existing && existing.idempotency_key === key) {
      const booking = await chargeFirstContact(tx, { userId: me.id, targetUserId: target.id, kind: "first_contact_unlock", requestKey: input.requestKey });
      const decision = await checkContact(tx, { sender: me, receiver: target, isFirstContact, boosted: false, rules: input.rules });
      return { target_id: target.id, replayed: true, price: decision.price, balance: booking.from!, contact: decisionView(decision, isFirstContact) };
    }
    if (existing) throw new AppError(422, UNLOCK_NOT_NEEDED);

    if (refusingStatus(me, target, await blocksBetween(tx, me.id, target.id), false)) throw new AppError(422, UNLOCK_NOT_NEEDED);
    const before = await checkContact(tx, { sender: me, receiver: target, isFirstContact, boosted: false, rules: input.rules });
    if (before.allowed || !before.limiter || !before.wayThrough.unlock) throw new AppError(422, UNLOCK_NOT_NEEDED);

    const booking = await chargeFirstContact(tx, { userId: me.id, targetUserId: target.id, kind: "first_contact_unlock", requestKey: input.requestKey });
    await tx.query(`insert into messenger_unlocks (user_id, target_id, ledger_entry_id) values ($1, $2, $3)`, [me.id, target.id, booking.entryId]);
    const after = await checkContact(tx, { sender: me, receiver: target, isFirstContact, boosted: false, rules: input.rules });
    return { target_id: target.id, replayed: booking.replayed, price: after.price, balance: booking.from!, contact: decisionView(after, isFirstContact) };
  });
}
