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
