import type { z } from "zod";
import type { ZNotificationContentType, ZNotificationDelivery } from "./schemas/notifications.js";

/** Notification content types. spec 001 "Notification types" */
export const NOTIFICATION_CONTENT_TYPES = ["request", "info", "alert"] as const;
export type TNotificationContentType = z.infer<typeof ZNotificationContentType>;

/** Notification delivery types. spec 001 "Notification types" */
export const NOTIFICATION_DELIVERY = ["push", "popup", "bar"] as const;
export type TNotificationDelivery = z.infer<typeof ZNotificationDelivery>;

/** Notification areas the long list covers (individual names not in the spec). spec 001 */
export const NOTIFICATION_AREAS = [
  "blog",
  "date",
  "review",
  "event",
  "reward",
  "payment",
  "membership",
  "tipping",
  "payout",
  "verification",
  "live_chat",
  "newsfeed",
] as const;

/** Bell dropdown shows at most 8. spec 001 */
export const NOTIFICATION_BELL_MAX = 8;

/** How long a notification stays, in ms; null = until dismissed. spec 001 */
export const NOTIFICATION_STICKINESS_MS = {
  short: 5000,
  medium: 8000,
  long: 15000,
  permanent: null,
} as const;
export type TNotificationStickiness = keyof typeof NOTIFICATION_STICKINESS_MS;
