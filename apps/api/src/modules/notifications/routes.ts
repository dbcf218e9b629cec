import type { Hono } from "hono";
import { deleteNotificationsContract, markNotificationsReadContract, notificationListContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { deleteNotifications, markNotificationsRead } from "./change-notifications.js";
import { listNotifications } from "./queries.js";

export function registerNotificationRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, notificationListContract, async ({ c, query }) =>
    listNotifications(database, { userId: (await requireUser(c)).userId, pageNo: query.page_no, pageSize: query.page_size }),
  );
  route(app, markNotificationsReadContract, async ({ c, body }) => markNotificationsRead(database, { userId: (await requireUser(c)).userId, ids: body.ids }));
  route(app, deleteNotificationsContract, async ({ c, body }) => deleteNotifications(database, { userId: (await requireUser(c)).userId, ids: body.ids }));
}
