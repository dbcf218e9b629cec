import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDateDetail, ZEvent, ZNewsfeed, type TNewsfeed } from "@samtrot/api-client/contracts";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { PERSON_REVIEW_CRITERIA, reviewExcerpt } from "@samtrot/dating";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { addToGallery, getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// The newsfeed over HTTP on a real api and database (PGlite, and the Postgres server with DATABASE_URL). The tests
// share one database and run in order: the first sees it empty. Time is the api's injected clock.

let api: TTestApi;
let team: TPerson;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" }, jobs: "manual" });
  team = await person(api, { user_type: 1, gender: 1 });
  await makeStaff(api, team.id);
}, 120_000);
afterAll(() => api?.close());

const client = () => person(api, { user_type: 1, gender: 1 });
const escort = () => person(api, { user_type: 2, gender: 2 });
async function feed(tab: string, token?: string, pageNo = 1): Promise<TNewsfeed> {
  const res = await getJson(api, `/api/v2/newsfeed?tab=${tab}&page_no=${pageNo}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZNewsfeed.parse(res.body.data);
}
const idsOf = (f: TNewsfeed) => f.items.map((i) => i.id);
const favourite = async (who: TPerson, target: TPerson) => expect((await sendJson(api, "POST", `/api/v2/favorites/${target.id}`, undefined, who.token)).status).toBeLessThan(300);
async function acceptedEvent(organizer: TPerson, title: string) {
  const ahead = (ms: number) => new Date(api.clock.now().getTime() + ms).toISOString();
  const body = { title, category: "motto-party", description: "<p>Abend</p>", starts_at: ahead(2 * DAY), ends_at: ahead(2 * DAY + 4 * HOUR), city: "berlin", address: "Musterstraße 1", price: 50 };
  const res = await sendJson(api, "POST", "/api/v2/events", body, organizer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const event = ZEvent.parse(res.body.data);
  expect((await sendJson(api, "POST", `/api/v2/moderation/events/${event.id}/accept`, undefined, team.token)).status).toBe(200);
  return event;
}

describe("empty states (answered as empty lists with their key, not errors)", () => {
  it("no content: no_newsfeed_yet; no favourites: no_favorites_yet; a guest's favorites asks to sign in", async () => {
    expect(await feed("all")).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_newsfeed_yet", has_more: false, page_size: 10 });
    expect(await feed("trending_now")).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_newsfeed_yet" });
    expect(await feed("favorites")).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_favorites_yet", sign_in_required: true });
    const someone = await client();
    expect(await feed("favorites", someone.token)).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_favorites_yet", sign_in_required: false });
    expect(await feed("exclusive", someone.token)).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_newsfeed_yet", upsell: true });
  });

  it("refuses an unknown tab or page with the validation key", async () => {
    const bad = await getJson(api, "/api/v2/newsfeed?tab=latest");
    expect([bad.status, bad.body.errors[0].title]).toEqual([422, "validation.common.invalid_choice"]);
    expect(JSON.stringify(bad.body.errors[0].source)).toContain("tab");
    expect((await getJson(api, "/api/v2/newsfeed?page_no=0")).status).toBe(422);
  });
});

describe("photos, favourites, exclusive, availability and blocks", () => {
  let star: TPerson, other: TPerson, fan: TPerson, plusFan: TPerson;
  let pub: number, loggedIn: number, exclusive: number, otherPhoto: number;

  beforeAll(async () => {
    [star, other, fan, plusFan] = await Promise.all([escort(), escort(), client(), client()]);
    await makeMember(api, plusFan.id);
    pub = (await addToGallery(api, star.token, MEDIA_VISIBILITY.public)).id;
    loggedIn = (await addToGallery(api, star.token, MEDIA_VISIBILITY.logged_in)).id;
    exclusive = (await addToGallery(api, star.token, MEDIA_VISIBILITY.plus_member)).id;
    otherPhoto = (await addToGallery(api, other.token, MEDIA_VISIBILITY.public)).id;
  }, 120_000);

  it("all: guests see public photos, signed-in viewers logged_in ones too, newest first; exclusive media never", async () => {
    const guest = await feed("all");
    expect(idsOf(guest)).toEqual([`photo-${otherPhoto}`, `photo-${pub}`]);
    expect(guest.items[0]).toMatchObject({ kind: "photo", actor: { id: other.id, username: other.username }, urls: { thumb: expect.any(String) } });
    expect(guest.empty_key).toBeNull();
    expect(idsOf(await feed("all", fan.token))).toEqual([`photo-${otherPhoto}`, `photo-${loggedIn}`, `photo-${pub}`]);
  });

  it("favorites: only the favourites' items", async () => {
    await favourite(fan, star);
    const mine = await feed("favorites", fan.token);
    expect(idsOf(mine)).toEqual([`photo-${loggedIn}`, `photo-${pub}`]);
    expect(mine.empty_key).toBeNull();
  });

  it("exclusive: the media with URLs for Plus members; a teaser without URLs and the upsell for others and guests", async () => {
    const member = await feed("exclusive", plusFan.token);
    expect(member).toMatchObject({ upsell: false, sign_in_required: false });
    expect(member.items).toMatchObject([{ id: `photo-${exclusive}`, urls: { full: expect.stringContaining(String(exclusive)) } }]);
    const teaser = await feed("exclusive", fan.token);
    expect(teaser).toMatchObject({ upsell: true, sign_in_required: false, items: [{ id: `photo-${exclusive}`, urls: null }] });
    expect(await feed("exclusive")).toMatchObject({ upsell: true, sign_in_required: true, items: [{ id: `photo-${exclusive}`, urls: null }] });
  });

  it("leaves out paused profiles and anyone behind a block, either way", async () => {
    await api.database.query(`update users set is_paused = true where id = $1`, [other.id]);
    expect(idsOf(await feed("all"))).toEqual([`photo-${pub}`]);
    await api.database.query(`update users set is_paused = false where id = $1`, [other.id]);
    expect(idsOf(await feed("all"))).toContain(`photo-${otherPhoto}`);

    expect((await sendJson(api, "POST", `/api/v2/blocks/${fan.id}`, undefined, star.token)).status).toBeLessThan(300);
    expect(idsOf(await feed("all", fan.token))).toEqual([`photo-${otherPhoto}`]);
    expect(await feed("favorites", fan.token)).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_favorites_yet" });
    expect((await sendJson(api, "DELETE", `/api/v2/blocks/${fan.id}`, undefined, star.token)).status).toBeLessThan(300);
    // a block ends the favourite (the blocks module's rule); favoured again, the items are back
    expect(await feed("favorites", fan.token)).toMatchObject({ items: [], empty_key: "exception.newsfeed.no_favorites_yet" });
    await favourite(fan, star);
    expect(idsOf(await feed("favorites", fan.token))).toEqual([`photo-${loggedIn}`, `photo-${pub}`]);
  });

  it("trending_now: profiles by favourites, reviews and attendance in the last 24 hours, highest first", async () => {
    await favourite(plusFan, star);
    await favourite(fan, other);
    const trending = await feed("trending_now");
    expect(trending.items.slice(0, 2)).toMatchObject([
      { kind: "trending", actor: { id: star.id }, score: 2, favorites: 2 },
      { kind: "trending", actor: { id: other.id }, score: 1, favorites: 1 },
    ]);
    // a day later by the api clock, those favourites are no longer trending
    api.clock.set(new Date(api.clock.now().getTime() + DAY + HOUR));
    expect((await feed("trending_now")).items.map((i) => i.actor.id)).not.toContain(star.id);
  });
});

describe("events and paging", () => {
  it("accepted events show (pending ones not), 10 a page with has_more", async () => {
    const organizer = await escort();
    const res = await sendJson(api, "POST", "/api/v2/events", { title: "Noch offen", category: "motto-party", description: "<p>x</p>", starts_at: new Date(api.clock.now().getTime() + 2 * DAY).toISOString(), ends_at: new Date(api.clock.now().getTime() + 2 * DAY + HOUR).toISOString(), city: "berlin", address: "A 1", price: 0 }, organizer.token);
    expect(res.status).toBe(201);
    const events = [];
    for (let i = 0; i < 11; i++) events.push(await acceptedEvent(organizer, `Party Nummer ${i + 1}`));
    const first = await feed("all");
    expect(first.items).toHaveLength(10);
    expect(first.has_more).toBe(true);
    expect(first.items[0]).toMatchObject({ kind: "event", event_id: events[10]!.id, title: "Party Nummer 11", city: "Berlin", actor: { id: organizer.id } });
    expect(idsOf(first)).not.toContain(`event-${ZEvent.parse(res.body.data).id}`);
    const second = await feed("all", undefined, 2);
    expect(second.items[0]).toMatchObject({ kind: "event", event_id: events[0]!.id });
    expect(second.empty_key).toBeNull();
    expect(await feed("all", undefined, 99)).toMatchObject({ items: [], has_more: false, empty_key: null });
  });
});

describe("blogs", () => {
  it("a blog shows once the team approved it (a draft or a pending one not), with its path", async () => {
    const author = await escort();
    const text = "<p>" + "Ein langer Abend in der Stadt mit vielen Worten. ".repeat(12) + "</p>";
    const sent = await sendJson(api, "POST", "/api/v2/blogs", { title: "Mein Abend im Feed", body: text, submit: true }, author.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const blogId = sent.body.data.id as number;
    expect(idsOf(await feed("all"))).not.toContain(`blog-${blogId}`);
    expect((await sendJson(api, "POST", `/api/v2/moderation/blogs/${blogId}/approve`, {}, team.token)).status).toBe(200);
    const first = await feed("all");
    expect(first.items[0]).toMatchObject({ kind: "blog", blog_id: blogId, title: "Mein Abend im Feed", path: expect.stringMatching(/^\/blogs\/[a-z-]+\/[a-z0-9-]+$/), actor: { id: author.id } });
  });
});

describe("profile updates", () => {
  it("a favourite's new status shows on the favorites tab, once per profile; an unchanged save adds nothing", async () => {
    const fan = await client();
    const star = await escort();
    await favourite(fan, star);
    const status = (body: Record<string, unknown>) => sendJson(api, "PUT", "/api/v2/settings/status_description", body, star.token);
    const updatesOf = async () => (await feed("favorites", fan.token)).items.filter((i) => i.kind === "profile_update");

    expect((await status({ status: "<b>Heute</b> Abend in Berlin" })).status).toBe(200);
    expect(await updatesOf()).toEqual([expect.objectContaining({ kind: "profile_update", id: `profile_update-${star.id}`, field: "status", text: "Heute Abend in Berlin", actor: expect.objectContaining({ id: star.id }) })]);
    const [row] = await api.database.query<{ updated_at: Date }>(`SELECT updated_at FROM profile_updates WHERE user_id = $1`, [star.id]);

    // the same text again: no new update
    expect((await status({ status: "Heute Abend in Berlin" })).status).toBe(200);
    expect(await api.database.query(`SELECT updated_at FROM profile_updates WHERE user_id = $1`, [star.id])).toEqual([row]);

    // a new description replaces the item: one per profile
    expect((await status({ description: "<p>Neu in der Stadt und neugierig auf dich.</p>" })).status).toBe(200);
    expect((await updatesOf()).map((i) => [i.id, i.kind === "profile_update" && i.field, i.kind === "profile_update" && i.text])).toEqual([
      [`profile_update-${star.id}`, "description", "Neu in der Stadt und neugierig auf dich."],
    ]);
  });
});

describe("date reviews", () => {
  it("a published review shows its ratings and a 140-character excerpt only; hidden when the escort hides her reviews", async () => {
    const [guy, lady] = await Promise.all([client(), escort()]);
    const at = (ms: number) => new Date(api.clock.now().getTime() + ms).toISOString();
    const sent = await sendJson(api, "POST", "/api/v2/dating/dates", { receiver_id: lady.id, start_at: at(3 * HOUR), duration_minutes: 60, place_kind: "incall" }, guy.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const date = ZDateDetail.parse(sent.body.data).date;
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/accept`, {}, lady.token)).status).toBe(200);
    api.clock.set(new Date(new Date(date.end_at).getTime() + HOUR));
    const long = "Sehr nett. ".repeat(30);
    const form = (comment: string) => ({ ratings: Object.fromEntries(PERSON_REVIEW_CRITERIA.map((c) => [c, 5])), radios: { would_you_recommend_this_user: true, profile_match_reality: true, would_you_come_again: true }, show_up: 1, comment });
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews`, form(long), guy.token)).status).toBe(201);
    // one side only: not yet published
    expect((await feed("all")).items.filter((i) => i.kind === "review")).toEqual([]);
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews`, form("Pünktlich."), lady.token)).status).toBe(201);
    const reviews = (await feed("all")).items.filter((i) => i.kind === "review");
    const aboutLady = reviews.find((i) => i.actor.id === lady.id);
    expect(aboutLady).toMatchObject({ kind: "review", date_id: date.id, author_username: guy.username, would_you_recommend_this_user: true });
    expect(aboutLady?.kind === "review" && aboutLady.excerpt).toBe(reviewExcerpt(long).text);
    expect(JSON.stringify(aboutLady)).not.toContain(long);
    expect(reviews.some((i) => i.actor.id === guy.id)).toBe(true);

    expect((await sendJson(api, "PUT", "/api/v2/settings/date_review_display", { show_date_reviews: false }, lady.token)).status).toBe(200);
    const after = (await feed("all")).items.filter((i) => i.kind === "review");
    expect(after.map((i) => i.actor.id)).toEqual([guy.id]);
  });
});
