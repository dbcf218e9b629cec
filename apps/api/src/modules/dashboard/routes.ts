import type { Hono } from "hono";
import { announcementListContract, dashboardMetricsContract, type TDashboardPeriod } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { searchClock } from "../search/search-clock.js";
import { listAnnouncements } from "./list-announcements.js";
import { loadDashboardMetrics } from "./load-dashboard-metrics.js";

export function registerDashboardRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock } = deps;
  route(app, dashboardMetricsContract, async ({ c, query }) => {
    const { userId } = await requireUser(c);
    return loadDashboardMetrics(database, { userId, days: query.days as TDashboardPeriod, today: searchClock(clock.now()).today });
  });
  route(app, announcementListContract, async ({ query }) => ({ items: await listAnnouncements(database, { lang: query.lang, now: clock.now() }) }));
}
