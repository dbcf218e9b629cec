import type { Hono } from "hono";
import {
  acceptEventContract,
  addEventReviewContract,
  attendanceRequestsContract,
  cancelEventContract,
  commentEventReviewContract,
  confirmAttendeeContract,
  createEventContract,
  eventAttendeesContract,
  eventByIdContract,
  eventDetailContract,
  eventListContract,
  eventReviewsContract,
  eventSitemapContract,
  moderationEventsContract,
  myEventsContract,
  rejectAttendeeContract,
  rejectEventContract,
  setAttendanceContract,
  updateEventContract,
} from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { cancelEvent } from "./cancel-event.js";
import { createEvent } from "./create-event.js";
import { decideAttendee } from "./decide-attendee.js";
import { addEventReview, commentEventReview, readEventReviews } from "./event-reviews.js";
import { moderateEvent } from "./moderate-event.js";
import { listAttendanceRequests, listAttendees, listEvents, listMyEvents, listPendingEvents, listSitemapEvents, readEventById, readEventBySlug } from "./read-events.js";
import { setAttendance } from "./set-attendance.js";
import { updateEvent } from "./update-event.js";

/** The events endpoints (contracts: packages/api-client/src/contracts/events.ts); time is the api's clock. */
export function registerEventRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const use = { database: deps.database, clock: deps.clock };
  const me = async (c: Parameters<typeof requireUser>[0]) => (await requireUser(c)).userId;
  const viewerOf = async (c: Parameters<typeof optionalUser>[0]) => (await optionalUser(c))?.userId ?? null;

  route(app, eventSitemapContract, async () => listSitemapEvents(use));
  route(app, eventListContract, async ({ c, query }) => listEvents(use, { viewerId: await viewerOf(c), query }));
  route(app, myEventsContract, async ({ c, query }) => listMyEvents(use, { userId: await me(c), query }));
  route(app, attendanceRequestsContract, async ({ c, query }) => listAttendanceRequests(use, { userId: await me(c), pageNo: query.page_no }));
  route(app, createEventContract, async ({ c, body }) => createEvent(use, { userId: await me(c), body }), { status: 201 });
  route(app, eventDetailContract, async ({ c, params }) => readEventBySlug(use, { viewerId: await viewerOf(c), category: params.category ?? "", slug: params.slug ?? "" }));
  route(app, eventByIdContract, async ({ c, params }) => readEventById(use, { viewerId: await viewerOf(c), eventId: Number(params.eventId) }));
  route(app, updateEventContract, async ({ c, params, body }) => updateEvent(use, { userId: await me(c), eventId: Number(params.eventId), body }));
  route(app, cancelEventContract, async ({ c, params }) => cancelEvent(use, { userId: await me(c), eventId: Number(params.eventId) }));
  route(app, setAttendanceContract, async ({ c, params, body }) => setAttendance(use, { userId: await me(c), eventId: Number(params.eventId), attendance: body.attendance }));
  route(app, eventAttendeesContract, async ({ c, params, query }) => listAttendees(use, { viewerId: await viewerOf(c), eventId: Number(params.eventId), pageNo: query.page_no }));
  for (const [contract, decision] of [
    [rejectAttendeeContract, "reject"],
    [confirmAttendeeContract, "confirm"],
  ] as const) {
    route(app, contract, async ({ c, params }) => decideAttendee(use, { userId: await me(c), eventId: Number(params.eventId), attendeeId: Number(params.userId), decision }));
  }
  route(app, addEventReviewContract, async ({ c, params, body }) => addEventReview(use, { userId: await me(c), eventId: Number(params.eventId), body }), { status: 201 });
  route(app, eventReviewsContract, async ({ c, params, query }) => readEventReviews(use, { viewerId: await viewerOf(c), eventId: Number(params.eventId), pageNo: query.page_no }));
  route(app, commentEventReviewContract, async ({ c, params, body }) =>
    commentEventReview(use, { userId: await me(c), eventId: Number(params.eventId), reviewId: Number(params.reviewId), text: body.text }),
  );
  route(app, moderationEventsContract, async ({ c, query }) => listPendingEvents(use, { userId: await me(c), pageNo: query.page_no }));
  route(app, acceptEventContract, async ({ c, params }) => moderateEvent(use, { userId: await me(c), eventId: Number(params.eventId), decision: "accept" }));
  route(app, rejectEventContract, async ({ c, params, body }) => moderateEvent(use, { userId: await me(c), eventId: Number(params.eventId), decision: "reject", reason: body.reason }));
}
