import { TOKENS } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { book, type TBookingResult } from "./book.js";

export type TFirstContactCharge = "first_contact_unlock" | "boost";

/**
 * For the messenger (issue 12 and later): unlocking a first contact or boosting a message costs 5 dollars
 * (spec 001 §9), booked as `consume` from the user to revenue inside the messenger's transaction, so the
 * unlock or boost commits with the payment or not at all. `requestKey` comes from the web (one per click):
 * a retry books once. A boost has no consume subtype in the spec: it is booked without one and named by its
 * reference (`message_boost`). Throws 422 exception.ledger.insufficient_balance (meta currency, balance, needed).
 */
export async function chargeFirstContact(
  tx: DatabaseTx,
  input: { userId: number; targetUserId: number; kind: TFirstContactCharge; requestKey: string },
): Promise<TBookingResult> {
  const unlock = input.kind === "first_contact_unlock";
  return book(tx, {
    idempotencyKey: `${input.kind}:${input.userId}:${input.requestKey}`,
    type: "consume",
    subtype: unlock ? "first_contact_unlock" : null,
    currency: "dollar",
    amount: unlock ? TOKENS.firstContactUnlockCost : TOKENS.boostMessageCost,
    from: { userId: input.userId },
    to: { system: "revenue" },
    reference: { kind: unlock ? "first_contact" : "message_boost", id: input.targetUserId },
  });
}
