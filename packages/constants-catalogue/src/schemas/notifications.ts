// The zod schemas of notifications (moved here so browser pages that only need its constants do not load zod).
import { NOTIFICATION_CONTENT_TYPES, NOTIFICATION_DELIVERY } from "../notifications.js";
import { z } from "zod";

export const ZNotificationContentType = z.enum(NOTIFICATION_CONTENT_TYPES);

export const ZNotificationDelivery = z.enum(NOTIFICATION_DELIVERY);
