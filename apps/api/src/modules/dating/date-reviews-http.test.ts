import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAddDateReviewResult, ZDateDetail, ZDateList, ZDateReviews, ZProfileReviews, ZPublicDateReviews, ZUnlockDateReviewsResult, type TDate } from "@samtrot/api-client/contracts";
import { BUSINESS_REVIEW_CRITERIA, DATE_STAGE as G, DATING_TAB_STAGES, DATING_TABS, DATING_TIMELINE_TYPE as T, PERSON_REVIEW_CRITERIA, type TDatingTab } from "@samtrot/dating";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf, book } from "../ledger/book.js";
import { getJson, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// Date reviews over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL). Time is
// the api's injected clock, moved by the test (api.clock).

let api: TTestApi;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" }, jobs: "manual" });
}, 120_000);
afterAll(() => api?.close());

const user = (kind: "client" | "escort") => person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
const ahead = (minutes: number) => new Date(api.clock.now().getTime() + minutes * MINUTE).toISOString();
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];

/** A date the escort accepted, 60 minutes long, starting in 3 hours; returns it with its end. */
async function acceptedDate(client: TPerson, escort: TPerson): Promise<{ date: TDate; end: number }> {
  const sent = await sendJson(api, "POST", "/api/v2/dating/dates", { receiver_id: escort.id, start_at: ahead(180), duration_minutes: 60, place_kind: "incall" }, client.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const date = ZDateDetail.parse(sent.body.data).date;
  expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/accept`, {}, escort.token)).status).toBe(200);
  return { date, end: new Date(date.end_at).getTime() };
}

const form = (rating: number, over: Record<string, unknown> = {}) => ({
  ratings: Object.fromEntries(PERSON_REVIEW_CRITERIA.map((c) => [c, rating])),
  radios: { would_you_recommend_this_user: rating >= 3, profile_match_reality: true, would_you_come_again: rating >= 3 },
  show_up: 1,
  comment: `${rating} Sterne`,
  ...over,
});
const review = (who: TPerson, dateId: number, body: unknown) => sendJson(api, "POST", `/api/v2/dating/dates/${dateId}/reviews`, body, who.token);
async function reviewOk(who: TPerson, dateId: number, body: unknown) {
  const res = await review(who, dateId, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZAddDateReviewResult.parse(res.body.data);
}
async function reviewsOf(who: TPerson, dateId: number) {
  const res = await getJson(api, `/api/v2/dating/dates/${dateId}/reviews`, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDateReviews.parse(res.body.data);
}
async function publicReviews(username: string, token?: string, pageNo = 1) {
  const res = await getJson(api, `/api/v2/profiles/${username}/reviews?page_no=${pageNo}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZProfileReviews.parse(res.body.data);
}
/** The profile's public figures (the badge, the search's rating sort and has_review filter). */
async function figuresOf(who: TPerson) {
  const res = await getJson(api, `/api/v2/profiles/${who.username}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await api.database.query<{ rating: number | null; reviews_count: number }>(`select rating, reviews_count from search_profiles where user_id = $1`, [who.id]);
  return { profile: { rating: res.body.data.rating, reviews_count: res.body.data.reviews_count }, search: row ? { rating: row.rating === null ? null : Number(row.rating), reviews_count: Number(row.reviews_count) } : null };
}
async function runCountJob() {
  await api.database.query(`update job_schedules set next_run_at = now() where name = 'dating.count_reviews'`);
  await api.jobs!.drain();
}
const stageOf = async (who: TPerson, dateId: number) => {
  const res = await getJson(api, `/api/v2/dating/dates/${dateId}`, who.token);
  return ZDateDetail.parse(res.body.data).date.stage;
};
async function list(who: TPerson, tab: TDatingTab) {
  const res = await getJson(api, `/api/v2/dating/dates?tab=${tab}`, who.token);
  expect(res.status).toBe(200);
  return ZDateList.parse(res.body.data);
}
/** The tab SQL (stageSql) and dateStageOf agree, reviews included. */
async function expectTabsAgree(who: TPerson) {
  const all = await list(who, "all");
  for (const tab of DATING_TABS) {
    const expected = all.items.filter((d) => (DATING_TAB_STAGES[tab] as readonly number[]).includes(d.stage)).map((d) => d.id);
    expect((await list(who, tab)).items.map((d) => d.id).sort(), `tab ${tab}`).toEqual(expected.sort());
  }
}
async function notificationsOf(userId: number) {
  return api.database.query<{ kind: string; actor_id: string | number | null }>(`select kind, actor_id from notifications where user_id = $1 and kind like 'date_review%' order by id`, [userId]);
}

describe("both sides review within the window", () => {
  it("neither sees the other's review until both have written theirs; then both are published together", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const { date, end } = await acceptedDate(client, escort);

    // before the end: too early
    api.clock.set(new Date(end - MINUTE));
    expect(errorOf(await review(client, date.id, form(5)))).toEqual([409, "exception.dating.review_too_early", null]);

    api.clock.set(new Date(end + DAY));
    expect(await stageOf(client, date.id)).toBe(G.NEEDS_REVIEW);
    const first = await reviewOk(client, date.id, form(5));
    expect(first.mine).toMatchObject({ author_side: "sender", subject_id: escort.id, show_up: 1, comment: "5 Sterne", published_at: new Date(end + 7 * DAY).toISOString() });
    expect(first.mine!.ratings).toEqual(form(5).ratings);
    expect(first.detail.date.stage).toBe(G.COMPLETED);
    expect(first.detail.timeline.at(-1)).toMatchObject({ type: T.SENDER_REVIEW, actor_id: client.id, message: "" });
    // the escort sees that the client reviewed, not what
    expect(await stageOf(escort, date.id)).toBe(G.NEEDS_REVIEW);
    const forEscort = await reviewsOf(escort, date.id);
    expect(forEscort).toMatchObject({ mine: null, theirs: null, theirs_written: true, can_review: true });
    expect(JSON.stringify(forEscort)).not.toContain("5 Sterne");
    expect((await publicReviews(escort.username)).items).toEqual([]);
    await expectTabsAgree(client);
    await expectTabsAgree(escort);

    // twice refused
    expect(errorOf(await review(client, date.id, form(1)))).toEqual([409, "exception.dating.already_reviewed", null]);

    // a bad form is refused with the field
    expect(errorOf(await review(escort, date.id, form(4, { show_up: 3 })))).toEqual([422, "validation.common.invalid_choice", "show_up"]);
    expect(errorOf(await review(escort, date.id, { ...form(4), ratings: { ...form(4).ratings, communication: 0 } }))).toEqual([422, "validation.dating.invalid_rating", "ratings.communication"]);

    // the escort reviews two days later: both are published at that moment
    api.clock.advance(2 * DAY);
    const second = await reviewOk(escort, date.id, form(2, { show_up: 2, comment: "Kam zu spät" }));
    // the clock runs on from where the test set it: the second review's own time is the publication time
    const publishedAt = second.mine!.created_at;
    expect(second.published_at).toBe(publishedAt);
    expect(second.theirs).toMatchObject({ comment: "5 Sterne", author: { id: client.id }, published_at: publishedAt });
    expect(second.detail.timeline.map((e) => e.type).slice(-2)).toEqual([T.SENDER_REVIEW, T.RECEIVER_REVIEW]);
    const forClient = await reviewsOf(client, date.id);
    expect(forClient).toMatchObject({ theirs: { comment: "Kam zu spät", show_up: 2, author_side: "receiver" }, theirs_written: true, can_review: false });
    expect(await stageOf(escort, date.id)).toBe(G.COMPLETED);
    await expectTabsAgree(escort);

    // the other side was told: first that a review waits, then that both are visible
    expect((await notificationsOf(escort.id)).map((n) => [n.kind, Number(n.actor_id)])).toEqual([["date_reviewed", client.id]]);
    expect((await notificationsOf(client.id)).map((n) => [n.kind, Number(n.actor_id)])).toEqual([["date_reviews_published", escort.id]]);

    // public: each profile shows the review about it, with averages
    const aboutEscort = await publicReviews(escort.username);
    expect(aboutEscort).toMatchObject({ shown: true, kind: "person", total: 1 });
    expect(aboutEscort.items.map((r) => [r.author.username, r.comment])).toEqual([[client.username, "5 Sterne"]]);
    expect(aboutEscort.averages.body_hygiene).toEqual({ average: 5, count: 1 });
    const aboutClient = await publicReviews(client.username);
    expect(aboutClient.items.map((r) => r.comment)).toEqual(["Kam zu spät"]);

    // the client answers the review about him, once; it shows in the timeline, on his review and publicly
    const reply = (who: TPerson, body: unknown) => sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews/reply`, body, who.token);
    expect(errorOf(await reply(client, { text: "   " }))).toEqual([422, "validation.dating.reply_required", "text"]);
    const replied = await reply(client, { text: "Es gab einen Stau." });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(ZDateReviews.parse(replied.body.data).theirs).toMatchObject({ comment: "Kam zu spät", reply: "Es gab einen Stau." });
    expect(errorOf(await reply(client, { text: "Noch was" }))).toEqual([409, "exception.dating.already_replied", null]);
    expect((await reviewsOf(escort, date.id)).mine).toMatchObject({ reply: "Es gab einen Stau." });
    const timeline = ZDateDetail.parse((await getJson(api, `/api/v2/dating/dates/${date.id}`, escort.token)).body.data).timeline;
    expect(timeline.at(-1)).toMatchObject({ type: T.SENDER_COMMENT, actor_id: client.id, message: "Es gab einen Stau." });
    // publicly the reply belongs to the words the date's sides read whole (decision 030): others find it locked
    expect((await publicReviews(client.username)).items[0]).toMatchObject({ reply: null, locked: true });
    expect((await publicReviews(client.username, escort.token)).items[0]).toMatchObject({ reply: "Es gab einen Stau.", locked: false });
    expect((await notificationsOf(escort.id)).map((n) => n.kind)).toEqual(["date_reviewed", "date_review_reply"]);
  });
});

describe("one side reviews, the window closes", () => {
  it("the single review is published when the 7 days are over; a review after that is refused", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const { date, end } = await acceptedDate(client, escort);
    api.clock.set(new Date(end + 3 * DAY));
    await reviewOk(escort, date.id, form(4, { show_up: 5 }));
    expect((await reviewsOf(client, date.id)).theirs).toBeNull();
    // not yet published to the client: he cannot answer it; nobody reviewed the escort: nothing to answer
    const reply = (who: TPerson) => sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews/reply`, { text: "Hm" }, who.token);
    expect(errorOf(await reply(client))).toEqual([409, "exception.dating.review_not_published", null]);
    expect(errorOf(await reply(escort))).toEqual([404, "exception.dating.review_not_found", null]);
    expect((await publicReviews(client.username)).total).toBe(0);

    // (the test clock runs on with real time: a second before the close, so the checks happen before it)
    api.clock.set(new Date(end + 7 * DAY - 1000));
    expect((await reviewsOf(client, date.id)).theirs).toBeNull();
    expect((await publicReviews(client.username)).total).toBe(0);

    api.clock.set(new Date(end + 7 * DAY));
    // published from the close on; the client's rating and count follow when the job counts it
    expect((await figuresOf(client)).profile).toEqual({ rating: null, reviews_count: 0 });
    await runCountJob();
    expect((await figuresOf(client)).profile).toEqual({ rating: 4, reviews_count: 1 });
    await runCountJob();
    expect((await figuresOf(client)).profile).toEqual({ rating: 4, reviews_count: 1 });
    expect(errorOf(await review(client, date.id, form(3)))).toEqual([409, "exception.dating.review_window_closed", null]);
    expect(await stageOf(client, date.id)).toBe(G.COMPLETED);
    const forClient = await reviewsOf(client, date.id);
    expect(forClient).toMatchObject({ mine: null, theirs: { show_up: 5, author: { id: escort.id } }, can_review: false });
    const aboutClient = await publicReviews(client.username);
    expect(aboutClient.total).toBe(1);
    expect(aboutClient.items[0]!.radios).toEqual({ would_you_recommend_this_user: true, profile_match_reality: true, would_you_come_again: true });
    await expectTabsAgree(client);
  });
});

describe("both at the same moment", () => {
  it("the reviews are ordered by the date's lock: both are published at the second one's time, each sees the other's", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const { date, end } = await acceptedDate(client, escort);
    api.clock.set(new Date(end + 2 * DAY));
    const [a, b] = await Promise.all([review(client, date.id, form(4)), review(escort, date.id, form(3))]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const forClient = await reviewsOf(client, date.id);
    const forEscort = await reviewsOf(escort, date.id);
    const second = Math.max(new Date(forClient.mine!.created_at).getTime(), new Date(forEscort.mine!.created_at).getTime());
    expect(forClient.published_at).toBe(new Date(second).toISOString());
    expect(forEscort.published_at).toBe(forClient.published_at);
    expect(forClient.theirs).toMatchObject({ comment: "3 Sterne" });
    expect(forEscort.theirs).toMatchObject({ comment: "4 Sterne" });
    // exactly one of them published both
    const kinds = [...(await notificationsOf(client.id)), ...(await notificationsOf(escort.id))].map((n) => n.kind).sort();
    expect(kinds).toEqual(["date_reviewed", "date_reviews_published"]);
  });
});

describe("who may review", () => {
  it("a third person gets 404 for writing and reading; a cancelled date cannot be reviewed", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const stranger = await user("client");
    const { date, end } = await acceptedDate(client, escort);
    api.clock.set(new Date(end + MINUTE));
    expect(errorOf(await review(stranger, date.id, form(1)))).toEqual([404, "exception.dating.date_not_found", null]);
    expect(errorOf(await getJson(api, `/api/v2/dating/dates/${date.id}/reviews`, stranger.token))).toEqual([404, "exception.dating.date_not_found", null]);
    expect(errorOf(await review(client, 987654321, form(1)))).toEqual([404, "exception.dating.date_not_found", null]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews`, form(1)))).toEqual([401, "exception.common.unauthorized", null]);

    const other = await acceptedDate(client, escort);
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${other.date.id}/cancel`, {}, escort.token)).status).toBe(200);
    api.clock.set(new Date(other.end + MINUTE));
    expect(errorOf(await review(client, other.date.id, form(5)))).toEqual([409, "exception.dating.date_not_accepted", null]);
  });
});

describe("date_review_display", () => {
  it("an escort who hides her date reviews shows the public none (she still sees them); paged 10 a page", async () => {
    const escort = await user("escort");
    const clients = await Promise.all(Array.from({ length: 11 }, () => user("client")));
    const dates = [];
    for (const client of clients) dates.push({ client, ...(await acceptedDate(client, escort)) });
    api.clock.set(new Date(Math.max(...dates.map((d) => d.end)) + MINUTE));
    for (const [i, d] of dates.entries()) {
      await reviewOk(d.client, d.date.id, form(i % 2 ? 5 : 4));
      await reviewOk(escort, d.date.id, form(3));
    }
    const page1 = await publicReviews(escort.username);
    expect(page1).toMatchObject({ shown: true, total: 11, page_size: 10 });
    expect(page1.items).toHaveLength(10);
    expect((await publicReviews(escort.username, undefined, 2)).items).toHaveLength(1);
    // 6 × 4 and 5 × 5 → 4.5
    expect(page1.averages.communication).toEqual({ average: 4.5, count: 11 });
    // counted as each date's second review published them: the profile and its search row agree
    expect(await figuresOf(escort)).toEqual({ profile: { rating: 4.5, reviews_count: 11 }, search: { rating: 4.45, reviews_count: 11 } });
    expect((await figuresOf(clients[0]!)).profile).toEqual({ rating: 3, reviews_count: 1 });

    const hide = await sendJson(api, "PUT", "/api/v2/settings/date_review_display", { show_date_reviews: false }, escort.token);
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(await publicReviews(escort.username)).toMatchObject({ shown: false, items: [], total: 0, averages: {} });
    expect(await publicReviews(escort.username, clients[0]!.token)).toMatchObject({ shown: false, total: 0 });
    expect(await publicReviews(escort.username, escort.token)).toMatchObject({ shown: true, total: 11 });
    // clients have no such setting: the reviews about them stay visible
    expect((await publicReviews(clients[0]!.username)).total).toBe(1);
    // what the public cannot see does not count: no rating, no reviews in the search
    expect(await figuresOf(escort)).toEqual({ profile: { rating: null, reviews_count: 0 }, search: { rating: null, reviews_count: 0 } });

    expect((await sendJson(api, "PUT", "/api/v2/settings/date_review_display", { show_date_reviews: true }, escort.token)).status).toBe(200);
    expect((await publicReviews(escort.username)).total).toBe(11);
    expect((await figuresOf(escort)).profile).toEqual({ rating: 4.5, reviews_count: 11 });
    expect(errorOf(await getJson(api, `/api/v2/profiles/nobody-here-${Date.now()}/reviews`))).toEqual([404, "exception.profile.not_found", null]);
  });
});

describe("a business", () => {
  it("is rated by the client on the place's criteria without show-up; it rates the client as a person; its list is of kind business", async () => {
    const client = await user("client");
    const id = `${Date.now().toString(36).slice(-5)}`;
    const registered = await sendJson(api, "POST", "/api/v2/registration/business", {
      business_type: "1", username: `Studio-${id}`, email: `studio-${id}@example.test`, password: "Firmen-Passwort-1", accept_terms: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const businessId = Number(registered.body.data.user.id);
    await api.database.query(`update users set register_completed_step = 10 where id = $1`, [businessId]);
    const business: TPerson = { id: businessId, username: `Studio-${id}`, token: registered.body.data.access_token, password: "", email: "" };
    const { date, end } = await acceptedDate(client, business);
    api.clock.set(new Date(end + MINUTE));

    // the person criteria and a show-up do not belong to a review of a business
    expect(errorOf(await review(client, date.id, form(5)))).toEqual([422, "validation.dating.rating_required", "ratings.interior"]);
    const place = { ...form(4, { show_up: undefined }), ratings: Object.fromEntries(BUSINESS_REVIEW_CRITERIA.map((c) => [c, 4])) };
    expect(errorOf(await review(client, date.id, { ...place, show_up: 1 }))).toEqual([422, "validation.dating.show_up_not_asked", "show_up"]);
    const mine = await reviewOk(client, date.id, place);
    expect(mine.mine).toMatchObject({ show_up: null, ratings: { interior: 4, staff: 4 } });
    // the business rates the client as a person, with show-up
    expect(errorOf(await review(business, date.id, place))).toEqual([422, "validation.dating.rating_required", "ratings.date_arrangement_process"]);
    await reviewOk(business, date.id, form(5, { show_up: 4 }));

    const aboutBusiness = await publicReviews(business.username);
    expect(aboutBusiness).toMatchObject({ shown: true, kind: "business", total: 1 });
    expect(Object.keys(aboutBusiness.averages).sort()).toEqual([...BUSINESS_REVIEW_CRITERIA].sort());
    expect((await publicReviews(client.username)).items.map((r) => r.show_up)).toEqual([4]);
  });
});

describe("unlocking a date's reviews (dating/reviews/unlock/{dateId})", () => {
  const long = "Wir haben uns im Hotel am Gendarmenmarkt getroffen. Sie war pünktlich, herzlich und aufmerksam, und der Abend war rundum schön. Gern wieder, dann mit mehr Zeit.";

  it("others see ratings and an excerpt; the sides and staff read it whole; a viewer pays 5 dollars once to read it", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const { date, end } = await acceptedDate(client, escort);
    api.clock.set(new Date(end + MINUTE));
    await reviewOk(client, date.id, form(5, { comment: long }));
    await reviewOk(escort, date.id, form(4, { comment: "Angenehm." }));
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews/reply`, { text: "Danke dir!" }, escort.token)).status).toBe(200);

    // a guest: the profile's list and the date's reviews show the excerpt, no reply, locked
    const listed = (await publicReviews(escort.username)).items[0]!;
    expect(listed).toMatchObject({ date_id: date.id, locked: true, reply: null, ratings: { communication: 5 } });
    expect(listed.comment.endsWith("…")).toBe(true);
    expect(long.startsWith(listed.comment.slice(0, -1))).toBe(true);
    const guest = await getJson(api, `/api/v2/dating/reviews/${date.id}`);
    expect(guest.status).toBe(200);
    const forGuest = ZPublicDateReviews.parse(guest.body.data);
    expect(forGuest).toMatchObject({ locked: true, price: 5, viewer: { signed_in: false, dollar_balance: null } });
    // the escort's short review of the client has nothing to hide
    expect(forGuest.items.map((i) => [i.subject.username, i.locked])).toEqual([
      [escort.username, true],
      [client.username, false],
    ]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/dating/reviews/${date.id}/unlock`, {}))[0]).toBe(401);

    // the sides read it whole, staff too
    for (const side of [client, escort]) expect((await publicReviews(escort.username, side.token)).items[0]).toMatchObject({ comment: long, reply: "Danke dir!", locked: false });
    const staff = await user("client");
    await makeStaff(api, staff.id);
    expect(ZPublicDateReviews.parse((await getJson(api, `/api/v2/dating/reviews/${date.id}`, staff.token)).body.data).locked).toBe(false);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/dating/reviews/${date.id}/unlock`, {}, escort.token))).toEqual([409, "exception.dating.review_not_locked", null]);

    // a reader without dollars is refused and nothing is booked; with 12 dollars she pays 5, once
    const reader = await user("client");
    expect(errorOf(await sendJson(api, "POST", `/api/v2/dating/reviews/${date.id}/unlock`, {}, reader.token))).toEqual([422, "exception.ledger.insufficient_balance", null]);
    expect((await publicReviews(escort.username, reader.token)).items[0]!.locked).toBe(true);
    await api.database.transaction((tx) =>
      book(tx, { idempotencyKey: `test-grant:review-unlock:${reader.id}`, type: "grant", currency: "dollar", amount: 12, from: { system: "external" }, to: { userId: reader.id } }),
    );
    const [first, second] = await Promise.all([0, 1].map(() => sendJson(api, "POST", `/api/v2/dating/reviews/${date.id}/unlock`, {}, reader.token)));
    const answers = [first!, second!].map((res) => {
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      return res;
    });
    const paid = answers.filter((res) => res.status === 200).map((res) => ZUnlockDateReviewsResult.parse(res.body.data));
    expect(paid.filter((p) => p.balance !== null).map((p) => p.balance)).toEqual([{ before: 12, after: 7 }]);
    expect((await balancesOf(api.database, reader.id)).dollar).toBe(7);
    const [{ n }] = (await api.database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where reference_kind = 'date_review_unlock' and reference_id = $1`, [String(date.id)])) as [{ n: number }];
    expect(n).toBe(1);
    const whole = (await publicReviews(escort.username, reader.token)).items[0]!;
    expect(whole).toMatchObject({ comment: long, reply: "Danke dir!", locked: false });
    expect(errorOf(await sendJson(api, "POST", `/api/v2/dating/reviews/${date.id}/unlock`, {}, reader.token))).toEqual([409, "exception.dating.review_not_locked", null]);

    // hidden by the escort's date_review_display: her review is not public, the client's remains
    expect((await sendJson(api, "PUT", "/api/v2/settings/date_review_display", { show_date_reviews: false }, escort.token)).status).toBe(200);
    const hidden = ZPublicDateReviews.parse((await getJson(api, `/api/v2/dating/reviews/${date.id}`)).body.data);
    expect(hidden.items.map((i) => i.subject.username)).toEqual([client.username]);
    expect(errorOf(await getJson(api, `/api/v2/dating/reviews/999999999`))).toEqual([404, "exception.dating.reviews_not_public", null]);
  });
});
