import type { Hono } from "hono";
import { createReportContract, myReportsContract } from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { clientIp, parseTrustedProxies } from "../../http/client-ip.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { brandOf, webBaseOf } from "../accounts/web-links.js";
import { createReport } from "./create-report.js";
import { listMyReports } from "./list-my-reports.js";
// The report targets of the features (each module registers its own categories when it is loaded).
import "../profiles/report-targets.js";
import "../messenger/report-targets.js";
import "../media-gallery/report-targets.js";
import "../dating/report-targets.js";
import "../events/report-targets.js";
import "../blogs/report-targets.js";
import "../chatrooms/report-targets.js";
import "../forum/report-targets.js";
import "../live/report-targets.js";

/** Reports (contracts: packages/api-client/src/contracts/reports.ts; README.md). */
export function registerReportRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock, env } = deps;
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  const use = { database, clock, limitPerDay: env.REPORT_LIMIT_PER_DAY, ipHashKey: `report-ip:${env.OAUTH_CLIENT_SECRET}` };

  route(
    app,
    createReportContract,
    async ({ c, body }) => {
      const webBase = webBaseOf(c, env);
      return createReport(use, {
        reporterId: (await optionalUser(c))?.userId ?? null,
        body,
        ip: clientIp(c, trustedProxies),
        webBase,
        brand: brandOf(webBase, env),
      });
    },
    { status: 201 },
  );
  route(app, myReportsContract, async ({ c, query }) => listMyReports(use, { userId: (await requireUser(c)).userId, pageNo: query.page_no }));
}
