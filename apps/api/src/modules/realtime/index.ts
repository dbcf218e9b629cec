// The realtime module's interface for the other modules (messenger, notifications, ledger …):
//
//   inside the transaction:  const stored = await recordEvents(tx, [{ userId, type: "message.new", payload }]);
//   after it committed:      publishEvents(stored);   (or, inside: publishAfterCommit(tx, stored))
//   not stored (typing):     publishEphemeral({ userId, type: "typing", payload });
//   inbound from a client:   onClientMessage("typing", async (userId, payload) => { … });
//
// Every stored event has an id that increases per user; a client reconnecting with ?after=<last id> gets what it
// missed, in order, without duplicates. Event types in use: message.new, message.read, message.deleted,
// thread.status, typing, notification.new, notification.count, balance.changed, date.changed; ephemeral from the chat
// rooms: chatroom.message, chatroom.removed, chatroom.presence, chatroom.muted (inbound chatroom.join, chatroom.leave).
import type { DatabaseTx } from "@samtrot/db";
import { publishOnBus } from "./bus.js";
import { clientMessageHandlers } from "./client-messages.js";
import type { TClientMessageHandler, TRealtimeEventInput, TStoredRealtimeEvent } from "./types.js";

export type { TRealtimeEventInput, TStoredRealtimeEvent } from "./types.js";
export { recordEvents } from "./record-events.js";

/** After commit: sends the events on the bus to every instance that has the user connected. Never throws. */
export function publishEvents(events: TStoredRealtimeEvent[]): void {
  if (events.length === 0) return;
  publishOnBus({ kind: "stored", events });
}

/**
 * Publishes once the caller's transaction has committed (nothing when it rolls back); outside a transaction (tx is
 * the Database, each statement committed on its own) at once. For code that records events deep inside someone
 * else's transaction (the ledger's book(), payment outcomes) and cannot publish after it.
 */
export function publishAfterCommit(tx: DatabaseTx, events: TStoredRealtimeEvent[]): void {
  if (events.length === 0) return;
  if (tx.afterCommit) tx.afterCommit(() => publishEvents(events));
  else publishEvents(events);
}

/** Not stored (typing): delivered to whoever of the user is connected now. Never throws. */
export function publishEphemeral(event: TRealtimeEventInput): void {
  publishOnBus({ kind: "ephemeral", event });
}

/**
 * Inbound messages of a connected client (`{ "type": "typing", "payload": … }`), by type; one handler per type
 * (registering a type again replaces it). The handler gets the authenticated user id; it must validate the payload.
 */
export function onClientMessage(type: string, handler: TClientMessageHandler): void {
  clientMessageHandlers.set(type, handler);
}
