import type { Database, DatabaseTx } from "@samtrot/db";
import type { TEvent } from "@samtrot/api-client/contracts";
import { mayModerate } from "@samtrot/events";
import type { TClock } from "../../http/clock.js";
import { AppError } from "../../http/errors.js";
import { createNotifications } from "../notifications/create-notifications.js";
import { loadViewer, type TViewer } from "../profiles/profile-viewer.js";
import { eventNotFound, eventPath, loadEventRow, lockEvent, toEvent } from "./event-view.js";

/** Team (10) and backend (9) only; everyone else 403 before anything is read. */
export async function requireModerator(tx: DatabaseTx, userId: number): Promise<TViewer> {
  const viewer = await loadViewer(tx, userId);
  if (!mayModerate(viewer.userType)) throw new AppError(403, "exception.common.forbidden");
  return viewer;
}

/**
 * A team or backend user decides a pending event: accepted (public from now on) or rejected with a statement to the
 * organizer. The organizer is told either way (event_accepted / event_rejected, the statement in the params).
 */
export async function moderateEvent(
  deps: { database: Database; clock: TClock },
  input: { userId: number; eventId: number; decision: "accept" | "reject"; reason?: string },
): Promise<TEvent> {
  return deps.database.transaction(async (tx) => {
    const viewer = await requireModerator(tx, input.userId);
    const now = deps.clock.now();
    const event = await lockEvent(tx, input.eventId);
    if (!event) throw eventNotFound();
    if (event.status !== "pending") throw new AppError(409, "exception.events.not_pending");
    const status = input.decision === "accept" ? "accepted" : "rejected";
    await tx.query(`UPDATE events SET status = $2, status_reason = $3, decided_by = $4, decided_at = $5, updated_at = $5 WHERE id = $1`, [
      input.eventId,
      status,
      input.decision === "reject" ? input.reason : null,
      input.userId,
      now.toISOString(),
    ]);
    await createNotifications(tx, [
      {
        userId: Number(event.organizer_id),
        kind: input.decision === "accept" ? "event_accepted" : "event_rejected",
        params: input.decision === "accept" ? { title: event.title } : { title: event.title, reason: input.reason ?? "" },
        link: input.decision === "accept" ? eventPath(event) : `/my_events?filter=rejected-or-cancelled`,
      },
    ]);
    return toEvent((await loadEventRow(tx, input.eventId, input.userId))!, viewer, now);
  });
}
