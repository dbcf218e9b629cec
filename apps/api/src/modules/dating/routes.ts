import type { Hono } from "hono";
import {
  acceptDateContract,
  addDateReviewContract,
  cancelDateContract,
  dateDetailContract,
  dateListContract,
  dateReviewsContract,
  profileReviewsContract,
  publicDateReviewsContract,
  unlockDateReviewsContract,
  replyDateReviewContract,
  rejectDateContract,
  rescheduleDateContract,
  sendDateRequestContract,
} from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { actOnDate } from "./act-on-date.js";
import { addDateReview, listProfileReviews, readDateReviews, replyToDateReview } from "./date-reviews.js";
import { listMyDates, readDate } from "./read-dates.js";
import { readPublicDateReviews, unlockDateReviews } from "./review-unlock.js";
import { sendDateRequest } from "./send-date-request.js";

/** The dating endpoints (contracts: packages/api-client/src/contracts/dating.ts); time is the api's clock. */
export function registerDatingRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock } = deps;
  const use = { database, clock };

  route(app, sendDateRequestContract, async ({ c, body }) => sendDateRequest(use, { senderId: (await requireUser(c)).userId, body }), { status: 201 });
  route(app, dateListContract, async ({ c, query }) => listMyDates(use, { userId: (await requireUser(c)).userId, tab: query.tab, pageNo: query.page_no }));
  route(app, dateDetailContract, async ({ c, params }) => readDate(use, { userId: (await requireUser(c)).userId, dateId: Number(params.dateId) }));
  for (const [contract, action] of [
    [acceptDateContract, "accept"],
    [rejectDateContract, "reject"],
    [cancelDateContract, "cancel"],
  ] as const) {
    route(app, contract, async ({ c, params, body }) =>
      actOnDate(use, { userId: (await requireUser(c)).userId, dateId: Number(params.dateId), action, version: body.version, message: body.message }),
    );
  }
  route(app, addDateReviewContract, async ({ c, params, body }) => addDateReview(use, { userId: (await requireUser(c)).userId, dateId: Number(params.dateId), body }), {
    status: 201,
  });
  route(app, dateReviewsContract, async ({ c, params }) => readDateReviews(use, { userId: (await requireUser(c)).userId, dateId: Number(params.dateId) }));
  route(app, replyDateReviewContract, async ({ c, params, body }) =>
    replyToDateReview(use, { userId: (await requireUser(c)).userId, dateId: Number(params.dateId), text: body.text }),
  );
  route(app, profileReviewsContract, async ({ c, params, query }) =>
    listProfileReviews(use, { username: params.username ?? "", viewerId: (await optionalUser(c))?.userId ?? null, pageNo: query.page_no }),
  );
  route(app, rescheduleDateContract, async ({ c, params, body }) =>
    actOnDate(use, {
      userId: (await requireUser(c)).userId,
      dateId: Number(params.dateId),
      action: "reschedule",
      version: body.version,
      message: body.message,
      startAt: new Date(body.start_at),
      durationMinutes: body.duration_minutes,
    }),
  );
  route(app, publicDateReviewsContract, async ({ c, params }) =>
    readPublicDateReviews(use, { dateId: Number(params.dateId), viewerId: (await optionalUser(c))?.userId ?? null }),
  );
  route(app, unlockDateReviewsContract, async ({ c, params }) => unlockDateReviews(use, { dateId: Number(params.dateId), viewerId: (await requireUser(c)).userId }));
}
