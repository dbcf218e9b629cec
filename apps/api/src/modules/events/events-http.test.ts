import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZEvent, ZEventAttendees, ZEventList, ZEventReview, ZEventReviews, ZMyEvents, ZAttendanceRequests, type TEvent } from "@samtrot/api-client/contracts";
import { EVENT_TIMING } from "@samtrot/events";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { addToGallery, getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// Events over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL). Time is the api's
// injected clock, moved by the test (api.clock).

let api: TTestApi;
let team: TPerson;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  team = await person(api, { user_type: 1, gender: 1 });
  await makeStaff(api, team.id);
}, 120_000);
afterAll(() => api?.close());

const client = () => person(api, { user_type: 1, gender: 1 });
const escort = () => person(api, { user_type: 2, gender: 2 });
const ahead = (ms: number) => new Date(api.clock.now().getTime() + ms).toISOString();
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
const body = (over: Record<string, unknown> = {}) => ({
  title: "Große Motto-Party",
  category: "motto-party",
  description: "<p>Ein <strong>Abend</strong> mit Motto.</p><script>alert(1)</script>",
  starts_at: ahead(2 * DAY),
  ends_at: ahead(2 * DAY + 6 * HOUR),
  city: "berlin",
  address: "Musterstraße 1",
  price: 80,
  ...over,
});

async function create(organizer: TPerson, over: Record<string, unknown> = {}): Promise<TEvent> {
  const res = await sendJson(api, "POST", "/api/v2/events", body(over), organizer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZEvent.parse(res.body.data);
}
async function accept(event: TEvent): Promise<TEvent> {
  const res = await sendJson(api, "POST", `/api/v2/moderation/events/${event.id}/accept`, undefined, team.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEvent.parse(res.body.data);
}
const detail = (event: TEvent, token?: string) => getJson(api, `/api/v2/events/by-slug/${event.category}/${event.slug}`, token);
const attend = (who: TPerson, event: TEvent, attendance: "attend" | "absent" = "attend") =>
  sendJson(api, "POST", `/api/v2/events/${event.id}/attendance`, { attendance }, who.token);
const sitemapSlugs = async () => ((await getJson(api, "/api/v2/events-sitemap")).body.data.items as { slug: string }[]).map((i) => i.slug);
async function notificationsOf(userId: number) {
  const rows = await api.database.query<{ kind: string; params: Record<string, unknown> }>(`select kind, params from notifications where user_id = $1 and kind like 'event%' order by id`, [userId]);
  return rows.map((r) => r.kind);
}
const countEvents = async () => Number((await api.database.query<{ n: string }>(`select count(*) as n from events`))[0]!.n);

describe("an event from creation to acceptance", () => {
  it("an escort creates it (pending, sanitised, slug), the team accepts it, then it is public and in the sitemap", async () => {
    const organizer = await escort();
    const created = await create(organizer);
    expect(created).toMatchObject({ status: "pending", timing: EVENT_TIMING.upcoming, is_organizer: true, can_edit: true, price_range: "50_100", city: { slug: "berlin", country: "DE" } });
    expect(created.slug).toBe(`grosse-motto-party-${created.id}`);
    expect(created.description).toBe("<p>Ein <strong>Abend</strong> mit Motto.</p>");
    // pending: nobody but the organizer and the team sees it
    expect(errorOf(await detail(created))).toEqual([404, "exception.events.event_not_found", null]);
    expect((await detail(created, organizer.token)).status).toBe(200);
    expect(await sitemapSlugs()).not.toContain(created.slug);

    // the queue is the team's only: others are refused, guests must sign in
    const queue = await getJson(api, "/api/v2/moderation/events", team.token);
    expect(ZMyEvents.parse(queue.body.data).items.map((e) => e.id)).toContain(created.id);
    const someone = await client();
    expect(errorOf(await getJson(api, "/api/v2/moderation/events", someone.token))).toEqual([403, "exception.common.forbidden", null]);
    expect(errorOf(await getJson(api, "/api/v2/moderation/events", organizer.token))).toEqual([403, "exception.common.forbidden", null]);
    expect((await getJson(api, "/api/v2/moderation/events")).status).toBe(401);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/moderation/events/${created.id}/accept`, undefined, organizer.token))).toEqual([403, "exception.common.forbidden", null]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/moderation/events/${created.id}/reject`, { reason: "x" }, someone.token))).toEqual([403, "exception.common.forbidden", null]);
    expect((await detail(created, organizer.token)).body.data.status).toBe("pending");

    const accepted = await accept(created);
    expect(accepted.status).toBe("accepted");
    expect(errorOf(await sendJson(api, "POST", `/api/v2/moderation/events/${created.id}/accept`, undefined, team.token))).toEqual([409, "exception.events.not_pending", null]);
    expect(await notificationsOf(organizer.id)).toEqual(["event_accepted"]);
    const forGuest = ZEvent.parse((await detail(created)).body.data);
    expect(forGuest).toMatchObject({ status: "accepted", is_organizer: false, can_attend: false, status_reason: null, address: "Musterstraße 1" });
    expect(await sitemapSlugs()).toContain(created.slug);

    // an edit goes back to the team
    const edited = await sendJson(api, "PUT", `/api/v2/events/${created.id}`, body({ title: "Neuer Titel", price: 120 }), organizer.token);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(ZEvent.parse(edited.body.data)).toMatchObject({ title: "Neuer Titel", slug: created.slug, status: "pending", price_range: "100_200" });
    expect((await detail(created)).status).toBe(404);
    expect(errorOf(await sendJson(api, "PUT", `/api/v2/events/${created.id}`, body(), someone.token))).toEqual([404, "exception.events.event_not_found", null]);
  });

  it("the team rejects with a statement the organizer alone reads; it leaves the sitemap and shows under rejected-or-cancelled", async () => {
    const organizer = await escort();
    const event = await create(organizer, { title: "Abgelehnt" });
    expect(errorOf(await sendJson(api, "POST", `/api/v2/moderation/events/${event.id}/reject`, { reason: "  " }, team.token))).toEqual([422, "validation.events.reason_required", "reason"]);
    const rejected = await sendJson(api, "POST", `/api/v2/moderation/events/${event.id}/reject`, { reason: "Bitte Adresse angeben." }, team.token);
    expect(rejected.status).toBe(200);
    expect(ZEvent.parse((await detail(event, organizer.token)).body.data)).toMatchObject({ status: "rejected", status_reason: "Bitte Adresse angeben." });
    expect((await detail(event)).status).toBe(404);
    const [notification] = await api.database.query<{ kind: string; params: { reason: string } }>(`select kind, params from notifications where user_id = $1 and kind = 'event_rejected'`, [organizer.id]);
    expect(notification!.params.reason).toBe("Bitte Adresse angeben.");
    const mine = async (filter: string) => ZMyEvents.parse((await getJson(api, `/api/v2/my-events?filter=${filter}`, organizer.token)).body.data).items.map((e) => e.id);
    expect(await mine("rejected-or-cancelled")).toEqual([event.id]);
    expect(await mine("upcoming")).toEqual([]);
    expect(await mine("all")).toEqual([event.id]);
    expect(await sitemapSlugs()).not.toContain(event.slug);
  });
});

describe("the cover", () => {
  it("is one of the organizer's public photos; the event names it, and an edit that sends it again keeps it", async () => {
    const organizer = await escort();
    const photo = await addToGallery(api, organizer.token, 1);
    const event = await create(organizer, { title: "Mit Titelbild", cover_media_id: photo.id });
    expect([event.cover_media_id, event.cover_url]).toEqual([photo.id, `/api/v2/media/${photo.id}/medium`]);
    const edited = await sendJson(api, "PUT", `/api/v2/events/${event.id}`, body({ title: "Mit Titelbild, neu", cover_media_id: photo.id }), organizer.token);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(ZEvent.parse(edited.body.data).cover_media_id).toBe(photo.id);
    // another's photo is refused
    const other = await escort();
    const theirs = await addToGallery(api, other.token, 1);
    expect(errorOf(await sendJson(api, "POST", "/api/v2/events", body({ cover_media_id: theirs.id }), organizer.token))).toEqual([422, "validation.events.invalid_cover", "cover_media_id"]);
  });
});

describe("bad input", () => {
  it("is refused with its key and field and changes nothing", async () => {
    const organizer = await escort();
    const before = await countEvents();
    const post = (over: Record<string, unknown>) => sendJson(api, "POST", "/api/v2/events", body(over), organizer.token);
    expect(errorOf(await post({ title: "ab" }))).toEqual([422, "validation.events.title_too_short", "title"]);
    expect(errorOf(await post({ category: "kaffeeklatsch" }))).toEqual([422, "validation.common.invalid_choice", "category"]);
    expect(errorOf(await post({ ends_at: ahead(DAY) }))).toEqual([422, "validation.events.end_before_start", "ends_at"]);
    expect(errorOf(await post({ starts_at: "morgen" }))).toEqual([422, "validation.events.invalid_start", "starts_at"]);
    expect(errorOf(await post({ starts_at: ahead(-HOUR), ends_at: ahead(HOUR) }))).toEqual([422, "validation.events.start_in_past", "starts_at"]);
    expect(errorOf(await post({ price: -1 }))).toEqual([422, "validation.events.invalid_price", "price"]);
    expect(errorOf(await post({ price: 12.5 }))).toEqual([422, "validation.events.invalid_price", "price"]);
    expect(errorOf(await post({ max_attendees: 0 }))).toEqual([422, "validation.events.invalid_max_attendees", "max_attendees"]);
    expect(errorOf(await post({ city: "atlantis" }))).toEqual([422, "validation.events.unknown_city", "city"]);
    expect(errorOf(await post({ description: "<script>alert(1)</script><p> </p>" }))).toEqual([422, "validation.events.description_required", "description"]);
    expect(errorOf(await post({ cover_media_id: 999999 }))).toEqual([422, "validation.events.invalid_cover", "cover_media_id"]);
    expect(errorOf(await post({ extra: 1 }))[0]).toBe(422);
    // only escorts and businesses organise
    const someone = await client();
    expect(errorOf(await sendJson(api, "POST", "/api/v2/events", body(), someone.token))).toEqual([403, "exception.events.organizer_only", null]);
    expect((await sendJson(api, "POST", "/api/v2/events", body())).status).toBe(401);
    expect(await countEvents()).toBe(before);
    // list queries
    expect(errorOf(await getJson(api, "/api/v2/events?price_range=1_2"))).toEqual([422, "validation.common.invalid_choice", "query.price_range"]);
    expect(errorOf(await getJson(api, "/api/v2/my-events?filter=soon", organizer.token))).toEqual([422, "validation.common.invalid_choice", "query.filter"]);
  });
});

describe("attendance, the organizer's rejection, reviews after the event", () => {
  it("two clients attend, the organizer rejects one; after the end only the other reviews, once; the event leaves the sitemap", async () => {
    const organizer = await escort();
    const [anna, ben, carl] = [await client(), await client(), await client()];
    const event = await accept(await create(organizer, { title: "Swinger Abend", category: "swinger-party", max_attendees: 2 }));

    expect(ZEvent.parse((await attend(anna, event)).body.data)).toMatchObject({ my_attendance: "attend", my_confirmed: true, attending_count: 1 });
    expect((await attend(ben, event)).status).toBe(200);
    expect(errorOf(await attend(carl, event))).toEqual([409, "exception.events.event_full", null]);
    expect(errorOf(await attend(organizer, event))).toEqual([403, "exception.events.organizer_self", null]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/events/${event.id}/attendance`, { attendance: "maybe" }, anna.token))).toEqual([422, "validation.common.invalid_choice", "attendance"]);
    expect(await notificationsOf(organizer.id)).toEqual(["event_accepted", "event_attendance", "event_attendance"]);

    // the organizer rejects ben: ben is told, cannot come back, the place is free again
    expect(errorOf(await sendJson(api, "POST", `/api/v2/events/${event.id}/attendees/${ben.id}/reject`, undefined, anna.token))).toEqual([404, "exception.events.event_not_found", null]);
    const rejected = await sendJson(api, "POST", `/api/v2/events/${event.id}/attendees/${ben.id}/reject`, undefined, organizer.token);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ attendance: "rejected_by_organizer", confirmed: false });
    expect(await notificationsOf(ben.id)).toEqual(["event_attendance_rejected"]);
    expect(errorOf(await attend(ben, event))).toEqual([403, "exception.events.rejected_by_organizer", null]);
    expect(errorOf(await attend(ben, event, "absent"))).toEqual([403, "exception.events.rejected_by_organizer", null]);
    expect((await attend(carl, event)).status).toBe(200);
    expect(ZEvent.parse((await attend(carl, event, "absent")).body.data)).toMatchObject({ my_attendance: "absent", attending_count: 1 });

    // attendees: the public sees who comes; the organizer also sees whom he rejected
    const publicList = ZEventAttendees.parse((await getJson(api, `/api/v2/events/${event.id}/attendees`)).body.data);
    expect(publicList.items.map((a) => a.user.id)).toEqual([anna.id]);
    expect(publicList.page_size).toBe(20);
    const organizerList = ZEventAttendees.parse((await getJson(api, `/api/v2/events/${event.id}/attendees`, organizer.token)).body.data);
    expect(organizerList.items.map((a) => [a.user.id, a.attendance])).toEqual([
      [anna.id, "attend"],
      [ben.id, "rejected_by_organizer"],
    ]);

    // reviews: not before the end
    const review = (who: TPerson, over: Record<string, unknown> = {}) =>
      sendJson(
        api,
        "POST",
        `/api/v2/events/${event.id}/reviews`,
        { ratings: { service: 5, event_organization: 4, location: 4, value_for_money: 3 }, radios: { would_attend_again: true, will_recommend: true }, comment: "Toller Abend", ...over },
        who.token,
      );
    expect(errorOf(await review(anna))).toEqual([409, "exception.events.review_too_early", null]);
    api.clock.set(new Date(Date.parse(event.ends_at) + HOUR));
    try {
      const past = ZEvent.parse((await detail(event, anna.token)).body.data);
      expect(past).toMatchObject({ timing: EVENT_TIMING.past, can_review: true, can_attend: false });
      expect(errorOf(await attend(carl, event))).toEqual([409, "exception.events.event_over", null]);
      expect(await sitemapSlugs()).not.toContain(event.slug);
      const list = async (filter: string) => ZEventList.parse((await getJson(api, `/api/v2/events?filter=${filter}`)).body.data).items.map((e) => e.id);
      expect(await list("past")).toContain(event.id);
      expect(await list("upcoming")).not.toContain(event.id);

      expect(errorOf(await review(ben))).toEqual([403, "exception.events.not_an_attendee", null]);
      expect(errorOf(await review(carl))).toEqual([403, "exception.events.not_an_attendee", null]);
      expect(errorOf(await review(organizer))).toEqual([403, "exception.events.not_an_attendee", null]);
      expect(errorOf(await review(anna, { ratings: { service: 6, event_organization: 4, location: 4, value_for_money: 3 } }))).toEqual([422, "validation.events.invalid_rating", "ratings.service"]);
      expect(errorOf(await review(anna, { ratings: { service: 5, event_organization: 4, location: 4 } }))).toEqual([422, "validation.events.rating_required", "ratings.value_for_money"]);
      expect(errorOf(await review(anna, { radios: { would_attend_again: true } }))).toEqual([422, "validation.events.answer_required", "radios.will_recommend"]);
      const written = await review(anna);
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      const anReview = ZEventReview.parse(written.body.data);
      expect(anReview).toMatchObject({ author: { id: anna.id }, ratings: { service: 5, value_for_money: 3 }, comment: "Toller Abend" });
      expect(errorOf(await review(anna))).toEqual([409, "exception.events.already_reviewed", null]);
      expect(await notificationsOf(organizer.id)).toContain("event_reviewed");

      // the organizer comments; others may not; the author is told
      const comment = (who: TPerson, text: string) => sendJson(api, "POST", `/api/v2/events/${event.id}/reviews/${anReview.id}/comments`, { text }, who.token);
      expect(errorOf(await comment(anna, "Danke"))).toEqual([403, "exception.events.organizer_only", null]);
      expect(errorOf(await comment(organizer, " "))).toEqual([422, "validation.events.reply_required", "text"]);
      expect((await comment(organizer, "Danke fürs Kommen!")).status).toBe(200);
      expect(await notificationsOf(anna.id)).toEqual(["event_review_comment"]);
      const reviews = ZEventReviews.parse((await getJson(api, `/api/v2/events/${event.id}/reviews`)).body.data);
      expect(reviews.items.map((r) => [r.comment, r.comments.map((k) => k.text)])).toEqual([["Toller Abend", ["Danke fürs Kommen!"]]]);
      expect(reviews.averages).toEqual({ service: 5, event_organization: 4, location: 4, value_for_money: 3 });
      expect(ZEvent.parse((await detail(event)).body.data)).toMatchObject({ reviews_count: 1, rating_average: 4 });
    } finally {
      api.clock.set(new Date());
    }
  });

  it("Plus-only: details locked for non-members, who cannot attend; members can", async () => {
    const organizer = await escort();
    const [free, plus] = [await client(), await client()];
    await makeMember(api, plus.id);
    const event = await accept(await create(organizer, { title: "Nur für Plus", plus_only: true }));
    expect(ZEvent.parse((await detail(event, free.token)).body.data)).toMatchObject({ locked: true, description: null, address: null, can_attend: false });
    expect(errorOf(await attend(free, event))).toEqual([403, "exception.events.plus_only", null]);
    expect(errorOf(await getJson(api, `/api/v2/events/${event.id}/attendees`, free.token))).toEqual([403, "exception.events.plus_only", null]);
    expect(ZEvent.parse((await detail(event, plus.token)).body.data)).toMatchObject({ locked: false, address: "Musterstraße 1", can_attend: true });
    expect((await attend(plus, event)).status).toBe(200);
  });

  it("an event that needs confirmation: the organizer confirms requests (/event/creator_accept)", async () => {
    const organizer = await escort();
    const guest = await client();
    const event = await accept(await create(organizer, { title: "Mit Bestätigung", needs_confirmation: true, max_attendees: 1 }));
    expect(ZEvent.parse((await attend(guest, event)).body.data)).toMatchObject({ my_attendance: "attend", my_confirmed: false, attending_count: 0 });
    expect(await notificationsOf(organizer.id)).toEqual(["event_accepted", "event_attendance_request"]);
    const requests = ZAttendanceRequests.parse((await getJson(api, "/api/v2/event-attendance-requests", organizer.token)).body.data);
    expect(requests.items.map((r) => [r.event.id, r.attendee.user.id])).toEqual([[event.id, guest.id]]);
    expect((await getJson(api, `/api/v2/events/${event.id}/attendees`)).body.data.items).toEqual([]);
    const confirmed = await sendJson(api, "POST", `/api/v2/events/${event.id}/attendees/${guest.id}/confirm`, undefined, organizer.token);
    expect(confirmed.body.data).toMatchObject({ confirmed: true });
    expect(errorOf(await sendJson(api, "POST", `/api/v2/events/${event.id}/attendees/${guest.id}/confirm`, undefined, organizer.token))).toEqual([404, "exception.events.attendee_not_found", null]);
    expect(await notificationsOf(guest.id)).toEqual(["event_attendance_confirmed"]);
    expect(ZAttendanceRequests.parse((await getJson(api, "/api/v2/event-attendance-requests", organizer.token)).body.data).items).toEqual([]);
    expect(ZEvent.parse((await detail(event)).body.data).attending_count).toBe(1);
  });

  it("the organizer cancels: timing cancelled, attendees told, under cancelled in my_events, out of the sitemap", async () => {
    const organizer = await escort();
    const guest = await client();
    const event = await accept(await create(organizer, { title: "Abgesagt" }));
    await attend(guest, event);
    const cancelled = await sendJson(api, "POST", `/api/v2/events/${event.id}/cancel`, undefined, organizer.token);
    expect(ZEvent.parse(cancelled.body.data)).toMatchObject({ status: "cancelled", timing: EVENT_TIMING.cancelled, can_edit: false });
    expect(await notificationsOf(guest.id)).toEqual(["event_cancelled"]);
    expect(errorOf(await attend(guest, event, "absent"))).toEqual([409, "exception.events.not_accepted", null]);
    expect(ZMyEvents.parse((await getJson(api, "/api/v2/my-events?filter=cancelled", organizer.token)).body.data).items.map((e) => e.id)).toEqual([event.id]);
    expect(await sitemapSlugs()).not.toContain(event.slug);
  });
});

describe("reports (11 event, 15 review, 16 the organizer's comment)", () => {
  it("a visible item is reported, a pending event only by the team, one's own never", async () => {
    const organizer = await escort();
    const [attendee, stranger] = [await client(), await client()];
    const report = (who: TPerson, category: number, itemId: number) =>
      sendJson(api, "POST", "/api/v2/reports", { category, item_id: itemId, reason: "fake_impersonation", explanation: "", good_faith: true }, who.token);
    const pending = await create(organizer, { title: "Noch geheim" });
    expect(errorOf(await report(stranger, 11, pending.id))).toEqual([404, "exception.report.item_not_found", null]);
    expect((await report(team, 11, pending.id)).status).toBe(201);
    expect(errorOf(await report(organizer, 11, pending.id))[1]).toBe("exception.report.own_item");

    const event = await accept(await create(organizer, { title: "Gemeldet" }));
    expect((await report(stranger, 11, event.id)).status).toBe(201);
    await attend(attendee, event);
    api.clock.set(new Date(Date.parse(event.ends_at) + HOUR));
    try {
      const written = await sendJson(
        api,
        "POST",
        `/api/v2/events/${event.id}/reviews`,
        { ratings: { service: 1, event_organization: 1, location: 1, value_for_money: 1 }, radios: { would_attend_again: false, will_recommend: false } },
        attendee.token,
      );
      const review = ZEventReview.parse(written.body.data);
      const commented = await sendJson(api, "POST", `/api/v2/events/${event.id}/reviews/${review.id}/comments`, { text: "Schade." }, organizer.token);
      const comment = ZEventReview.parse(commented.body.data).comments[0]!;
      expect((await report(organizer, 15, review.id)).status).toBe(201);
      expect(errorOf(await report(attendee, 15, review.id))[1]).toBe("exception.report.own_item");
      expect((await report(attendee, 16, comment.id)).status).toBe(201);
      expect(errorOf(await report(stranger, 16, 999_999))).toEqual([404, "exception.report.item_not_found", null]);
    } finally {
      api.clock.set(new Date());
    }
  });
});

describe("the public list's facets", () => {
  it("counts each facet with the other choices applied; filters by category, organizer type, country and price range", async () => {
    const organizer = await escort();
    const inWien = (over: Record<string, unknown>) => create(organizer, { city: "wien", ...over }).then(accept);
    await inWien({ title: "Wien eins", category: "gangbang", price: 0 });
    await inWien({ title: "Wien zwei", category: "gangbang", price: 150 });
    await inWien({ title: "Wien drei", category: "fetish-party", price: 600 });
    await create(organizer, { city: "wien", title: "Wien pending", category: "gangbang", price: 10 }); // not accepted: not counted
    const list = async (q: string) => {
      const res = await getJson(api, `/api/v2/events?${q}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ZEventList.parse(res.body.data);
    };
    const at = await list("country=AT");
    expect(at.total).toBe(3);
    expect(at.page_size).toBe(12);
    expect(at.facets.category).toEqual([
      { value: "fetish-party", count: 1 },
      { value: "gangbang", count: 2 },
    ]);
    expect(at.facets.price).toEqual([
      { value: "0_50", count: 1 },
      { value: "50_100", count: 0 },
      { value: "100_200", count: 1 },
      { value: "200_500", count: 0 },
      { value: "500_plus", count: 1 },
    ]);
    expect(at.facets.organizers_user_type).toEqual([{ value: "2", count: 3 }]);
    expect(at.facets.country.find((c) => c.value === "AT")).toEqual({ value: "AT", count: 3 });
    expect(at.facets.country.find((c) => c.value === "DE")!.count).toBeGreaterThan(0);

    const gangbang = await list("country=AT&category=gangbang&view=list");
    expect(gangbang.items.map((e) => e.title)).toEqual(["Wien eins", "Wien zwei"]);
    expect(gangbang.page_size).toBe(10);
    // the category facet leaves its own choice out
    expect(gangbang.facets.category.map((c) => c.value)).toEqual(["fetish-party", "gangbang"]);
    expect(gangbang.facets.price.filter((p) => p.count > 0).map((p) => p.value)).toEqual(["0_50", "100_200"]);
    expect((await list("country=AT&price_range=500_plus")).items.map((e) => e.title)).toEqual(["Wien drei"]);
    expect((await list("country=AT&organizers_user_type=3")).total).toBe(0);
    // one organizer's events (the profile's events tab): the username in any case, any timing with filter=all
    expect((await list(`organizer=${organizer.username.toUpperCase()}&filter=all`)).items.map((e) => e.title).sort()).toEqual(["Wien drei", "Wien eins", "Wien zwei"]);
    expect((await list(`organizer=${team.username}&filter=all`)).total).toBe(0);
    const tabs = (await getJson(api, `/api/v2/profiles/${organizer.username}`)).body.data.tabs as { key: string; count: number }[];
    expect(tabs.find((t) => t.key === "events")!.count).toBe(3);
    expect(errorOf(await getJson(api, "/api/v2/events?organizer=x"))).toEqual([422, "validation.username.too_short", "query.organizer"]);
  });
});
