import type { DatabaseTx } from "@samtrot/db";
import { publishAfterCommit, recordEvents } from "../realtime/index.js";
import { threadIdBetween } from "./contact-check.js";
import { loadThread } from "./thread-view.js";

/**
 * For changes made outside the messenger that change how a thread looks (a block set or lifted): inside that
 * transaction, both sides of the pair's thread (if any) get `thread.status` with their view, published after commit.
 */
export async function recordThreadStatusOfPair(tx: DatabaseTx, a: number, b: number): Promise<void> {
  const threadId = await threadIdBetween(tx, a, b);
  if (threadId === null) return;
  const events = [];
  for (const userId of [a, b]) {
    const thread = await loadThread(tx, userId, threadId);
    if (thread) events.push({ userId, type: "thread.status", payload: { thread } });
  }
  publishAfterCommit(tx, await recordEvents(tx, events));
}

/** How many of a user's threads hear of an account change live; older ones show it when they are opened. */
export const LIVE_STATUS_THREADS = 50;

/**
 * An account change that shows as a thread status (paused, resumed, deleted): the partners of the user's most
 * recently active threads get `thread.status` with their view, inside that transaction, published after commit.
 */
export async function recordThreadStatusForPartners(tx: DatabaseTx, userId: number): Promise<void> {
  const rows = await tx.query<{ thread_id: string | number; partner_id: string | number }>(
    `select thread_id, partner_id from messenger_thread_members where user_id = $1 order by last_activity_at desc limit $2`,
    [userId, LIVE_STATUS_THREADS],
  );
  const events = [];
  for (const row of rows) {
    const thread = await loadThread(tx, Number(row.partner_id), Number(row.thread_id));
    if (thread) events.push({ userId: Number(row.partner_id), type: "thread.status", payload: { thread } });
  }
  publishAfterCommit(tx, await recordEvents(tx, events));
}
