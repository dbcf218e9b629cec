import { z } from "zod";
import { NOTIFICATION_CONTENT_TYPES, NOTIFICATION_DELIVERY, NOTIFICATION_STICKINESS_MS, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Notifications (spec 000 §2 my_notification, §3 "Notification", §4 "Notifications", §7 calls; spec 001 notification
// record, 'Notification types', §9 page size 20). The bell shows the newest 8.

export const NOTIFICATION_STICKINESS = Object.keys(NOTIFICATION_STICKINESS_MS) as [keyof typeof NOTIFICATION_STICKINESS_MS, ...(keyof typeof NOTIFICATION_STICKINESS_MS)[]];

export const ZNotification = z.object({
  id: z.number().int(),
  /** the product's name of the notification: profile_visit, favorite, payment_success, balance_changed … */
  kind: z.string(),
  /** one of NOTIFICATION_AREAS (blog, date, … payment, membership) or profile / messenger */
  area: z.string(),
  content_type: z.enum(NOTIFICATION_CONTENT_TYPES),
  delivery: z.enum(NOTIFICATION_DELIVERY),
  stickiness: z.enum(NOTIFICATION_STICKINESS),
  /** spec 000 §3: content.notification_id, content.is_read */
  content: z.object({ notification_id: z.number().int(), is_read: z.boolean() }),
  /** the values of the text (`notifications.kind.<kind>`): amount, currency … */
  params: z.record(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** who caused it, when a person did (visitor, favouriter), else null */
  actor: z.object({ user_id: z.number().int(), username: z.string(), avatar_url: z.string().nullable() }).nullable(),
  /** where a click leads, a web path without the locale prefix (/p/anna), or null */
  link: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z
  .object({
    page_no: ZPageNo,
    /** the bell asks for 8 (NOTIFICATION_BELL_MAX); the page for 20 (the default) */
    page_size: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().min(1).max(PAGE_SIZE.notifications).default(PAGE_SIZE.notifications),
  })
  .strict();

export const ZNotificationCounts = z.object({ unread_count: z.number().int(), total: z.number().int() });
export type TNotificationCounts = z.infer<typeof ZNotificationCounts>;

export const ZNotificationList = ZNotificationCounts.extend({
  items: z.array(ZNotification),
  page_no: z.number().int(),
  page_size: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationIds = z
  .object({
    /** empty = all of the caller's notifications (spec 000 §7) */
    ids: z.array(z.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive()).max(500).default([]),
  })
  .strict();
export type TNotificationIds = z.infer<typeof ZNotificationIds>;

export const notificationListContract = defineContract({
  id: "notificationList",
  method: "GET",
  path: "/api/v2/notification",
  summary: "The caller's notifications, newest first, 20 a page, with unread_count and total",
  tags: ["notifications"],
  auth: "user",
  query: ZNotificationListQuery,
  response: ZNotificationList,
});

export const markNotificationsReadContract = defineContract({
  id: "markNotificationsRead",
  method: "PUT",
  path: "/api/v2/notification",
  summary: "Marks the given notifications read (ids empty = all); answers the counts after it",
  tags: ["notifications"],
  auth: "user",
  body: ZNotificationIds,
  response: ZNotificationCounts,
});

export const deleteNotificationsContract = defineContract({
  id: "deleteNotifications",
  method: "DELETE",
  path: "/api/v2/notification",
  summary: "Removes the given notifications of the caller; data is \"OK\" (spec 000 §7); the counts follow as a notification.count event",
  tags: ["notifications"],
  auth: "user",
  body: ZNotificationIds.extend({ ids: ZNotificationIds.shape.ids.removeDefault().min(1) }),
  response: z.literal("OK"),
});

export const notificationContracts = [notificationListContract, markNotificationsReadContract, deleteNotificationsContract] as const;
