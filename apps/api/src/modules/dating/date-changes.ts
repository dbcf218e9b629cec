import type { TDateTimelineEvent } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { DATING_TIMELINE_TYPE, otherSide, type TDateSide, type TDatingTimelineType } from "@samtrot/dating";
import { createNotifications, type TNotificationInput } from "../notifications/create-notifications.js";
import type { TNotificationKindName } from "../notifications/kinds.js";
import { dateFromRow, loadDateRow, loadTimeline, type TDateRow } from "./date-view.js";

/** The notification the other side gets for a timeline event (ours: the spec lists date notifications without names). */
const NOTIFICATION_OF: Partial<Record<TDatingTimelineType, TNotificationKindName>> = {
  [DATING_TIMELINE_TYPE.REQUEST]: "date_request",
  [DATING_TIMELINE_TYPE.ACCEPT]: "date_accepted",
  [DATING_TIMELINE_TYPE.REJECT]: "date_rejected",
  [DATING_TIMELINE_TYPE.RESCHEDULE]: "date_rescheduled",
  [DATING_TIMELINE_TYPE.CANCEL]: "date_cancelled",
  [DATING_TIMELINE_TYPE.SYSTEM_CANCEL]: "date_expired",
  [DATING_TIMELINE_TYPE.SENDER_REVIEW]: "date_reviewed",
  [DATING_TIMELINE_TYPE.RECEIVER_REVIEW]: "date_reviewed",
};

/** Where a date notification leads (the web's my_date page with the date open). */
export const dateLink = (dateId: number) => `/my_date/${dateId}`;

/** Appends a timeline event in the caller's transaction (the date row is locked by it). */
export async function appendTimelineEvent(
  tx: DatabaseTx,
  event: { dateId: number; type: TDatingTimelineType; actorId: number | null; status: number; startAt?: Date | null; durationMinutes?: number | null; message?: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO date_timeline_events (date_id, type, actor_id, status, start_at, duration_minutes, message, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [event.dateId, event.type, event.actorId, event.status, event.startAt?.toISOString() ?? null, event.durationMinutes ?? null, event.message ?? "", event.at.toISOString()],
  );
}

/**
 * After a change, in the same transaction: the other side (both, for a system event) gets a notification, and both
 * sides a `date.changed` realtime event with the date as each sees it and the new timeline event. Published after
 * commit (createNotifications → publishAfterCommit).
 */
export async function announceDateChange(
  tx: DatabaseTx,
  input: { dateId: number; type: TDatingTimelineType; actor: TDateSide | null; now: Date; kind?: TNotificationKindName },
): Promise<void> {
  const row = (await loadDateRow(tx, input.dateId)) as TDateRow;
  const timeline = await loadTimeline(tx, input.dateId);
  const event: TDateTimelineEvent = timeline[timeline.length - 1]!;
  const idOf = (side: TDateSide) => Number(side === "sender" ? row.sender_id : row.receiver_id);
  const usernameOf = (side: TDateSide) => (side === "sender" ? row.sender_username : row.receiver_username);
  const kind = input.kind ?? NOTIFICATION_OF[input.type];
  const told: TDateSide[] = input.actor ? [otherSide(input.actor)] : ["sender", "receiver"];
  const notifications: TNotificationInput[] = kind
    ? told.map((side) => ({
        userId: idOf(side),
        kind,
        actorId: input.actor ? idOf(input.actor) : null,
        params: { username: input.actor ? usernameOf(input.actor) : usernameOf(otherSide(side)), date_id: input.dateId, start_at: new Date(row.start_at).toISOString() },
        link: dateLink(input.dateId),
      }))
    : [];
  const events = (["sender", "receiver"] as const).map((side) => ({
    userId: idOf(side),
    type: "date.changed",
    payload: { date: dateFromRow(row, side, input.now), event },
  }));
  await createNotifications(tx, notifications, events);
}
