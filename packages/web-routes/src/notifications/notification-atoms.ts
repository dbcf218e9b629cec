import type { TNotification, TNotificationCounts } from "@samtrot/api-client/contracts";
import { NOTIFICATION_BELL_MAX } from "@samtrot/constants-catalogue";
import { atom } from "jotai";

// Client state of the bell and the my_notification page, fed by GET /api/v2/notification and the realtime events
// notification.new and notification.count (spec 001 §4: one read → unread −1, all → 0; removing → total −1, and
// unread −1 if it was unread — the server's counts arrive with every change and are taken as they are).

/** null until the first answer */
export const notificationCountsAtom = atom<TNotificationCounts | null>(null);
/** the newest notifications for the bell (at most NOTIFICATION_BELL_MAX); null until loaded */
export const bellItemsAtom = atom<TNotification[] | null>(null);
/** live notifications shown as a toast (popup and bar delivery) until their stickiness runs out */
export const toastsAtom = atom<TNotification[]>([]);

/** A notification.new event: counts from the server, the item on top of the bell (no duplicate). */
export function withNewNotification(items: TNotification[] | null, notification: TNotification): TNotification[] | null {
  if (!items) return items;
  return [notification, ...items.filter((item) => item.id !== notification.id)].slice(0, NOTIFICATION_BELL_MAX);
}

/** Marked read here (before the server answers): the given ids, or all. */
export function withRead(items: TNotification[] | null, ids: number[] | "all"): TNotification[] | null {
  if (!items) return items;
  return items.map((item) => (ids === "all" || ids.includes(item.id) ? { ...item, content: { ...item.content, is_read: true } } : item));
}
