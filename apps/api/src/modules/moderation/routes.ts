import type { Hono } from "hono";
import {
  appealContract,
  decideAppealContract,
  decideReportContract,
  moderationAdTextBlocksContract,
  moderationAppealsContract,
  moderationDecisionsContract,
  moderationMediaContract,
  moderationOverviewContract,
  moderationReportContract,
  moderationReportsContract,
  reviewMediaBulkContract,
  moderationWebsitesContract,
  reviewWebsitesContract,
  trustedFlaggersContract,
  addTrustedFlaggerContract,
  removeTrustedFlaggerContract,
  statementContract,
} from "@samtrot/api-client/contracts";
import { optionalUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { brandOf, webBaseOf } from "../accounts/web-links.js";
import { appealRestriction, decideAppeal, listAppeals, readStatement } from "./appeals.js";
import { decideReport } from "./decide-report.js";
import { listAdTextBlocks, listMediaQueue, readOverview, reviewMediaBulk } from "./queues.js";
import { listDecisions, listReportQueue, readReportDetail } from "./report-queue.js";
import { requireModerator } from "./require-moderator.js";
import { listTrustedFlaggers, setTrustedFlagger } from "./trusted-flaggers.js";
import { listWebsiteQueue, reviewWebsites } from "./website-review.js";

/** The moderation console (contracts: packages/api-client/src/contracts/moderation.ts; decision 043). */
export function registerModerationConsoleRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock, env } = deps;
  const use = { database, clock };
  const mailContext = (c: Parameters<typeof webBaseOf>[0]) => {
    const webBase = webBaseOf(c, env);
    return { webBase, brand: brandOf(webBase, env) };
  };

  route(app, moderationOverviewContract, async ({ c }) => {
    await requireModerator(c, database);
    return readOverview(database, clock.now());
  });
  route(app, moderationReportsContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listReportQueue(database, query);
  });
  route(app, moderationReportContract, async ({ c, params }) => {
    await requireModerator(c, database);
    return database.transaction((tx) => readReportDetail(tx, Number(params.reportId), { markInReview: clock.now() }));
  });
  route(app, decideReportContract, async ({ c, params, body }) => {
    const { userId } = await requireModerator(c, database);
    return decideReport(use, { moderatorId: userId, reportId: Number(params.reportId), body, ...mailContext(c) });
  });
  route(app, moderationAdTextBlocksContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listAdTextBlocks(database, query);
  });
  route(app, moderationMediaContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listMediaQueue(database, query);
  });
  route(app, reviewMediaBulkContract, async ({ c, body }) => {
    const { userId } = await requireModerator(c, database);
    return reviewMediaBulk(use, { moderatorId: userId, ids: body.ids, reviewStatus: body.review_status, reason: body.reason, ...mailContext(c) });
  });
  route(app, moderationWebsitesContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listWebsiteQueue(database, query);
  });
  route(app, reviewWebsitesContract, async ({ c, body }) => {
    const { userId } = await requireModerator(c, database);
    return reviewWebsites(use, { moderatorId: userId, ids: body.ids, decision: body.decision, reason: body.reason, ...mailContext(c) });
  });
  route(app, trustedFlaggersContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listTrustedFlaggers(database, query);
  });
  route(app, addTrustedFlaggerContract, async ({ c, body }) => {
    const { userId } = await requireModerator(c, database);
    return setTrustedFlagger(use, { moderatorId: userId, trusted: true, username: body.username });
  });
  route(app, removeTrustedFlaggerContract, async ({ c, params }) => {
    const { userId } = await requireModerator(c, database);
    return setTrustedFlagger(use, { moderatorId: userId, trusted: false, userId: Number(params.userId) });
  });
  route(app, moderationAppealsContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listAppeals(database, query);
  });
  route(app, decideAppealContract, async ({ c, params, body }) => {
    const { userId } = await requireModerator(c, database);
    return decideAppeal(use, { moderatorId: userId, restrictionId: Number(params.restrictionId), outcome: body.outcome, reply: body.reply, ...mailContext(c) });
  });
  route(app, moderationDecisionsContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listDecisions(database, query);
  });
  route(app, statementContract, async ({ c, params, query }) =>
    readStatement(use, { restrictionId: Number(params.restrictionId), viewerId: (await optionalUser(c))?.userId ?? null, key: query.key }),
  );
  route(app, appealContract, async ({ c, params, body }) =>
    appealRestriction(use, { restrictionId: Number(params.restrictionId), viewerId: (await optionalUser(c))?.userId ?? null, key: body.key, text: body.text }),
  );
}
