import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchClock } from "./modules/search/search-clock.js";
import { EVENT_REVIEW_CRITERIA, EVENT_REVIEW_RADIOS } from "@samtrot/constants-catalogue";
import { startTestApi, type TTestApi } from "./test/start-test-api.js";
import { addToGallery, getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "./modules/profiles/test-support/people.js";

// Issue 16, "an authorization test walks every route and endpoint of the product as guest, client, escort, business,
// member and another user's ids, and proves that no one reaches what is not theirs".
//
// Every route the api answers (read from the running app, so a new route is walked without touching this file) is
// called as each caller, with its path parameters filled with the ids of ANOTHER user's private things (a victim
// escort and her client: a private photo, a draft blog, a pending event, a tour, their conversation and their date,
// a draft bundle). The rules:
//   1. no call answers with a server error;
//   2. a guest gets 401 (or 404) from every route that is not public (PUBLIC below, each with its reason);
//   3. team-only routes refuse every caller but the team;
//   4. no caller gets a 2xx from a route that takes the victims' private ids, unless acting on someone else's thing
//      is what the route is for (ACTS_ON_OTHERS, each with its reason) — and then 5. holds;
//   5. after the walk the victims' things are exactly as before (what they see of them through their own api).
// The team's own mutations on team-only routes are not walked (they would decide the victims' things; the team's
// modules test them). AUTHZ_TABLE=<file> writes the results as a Markdown table (the closing note's table).

let api: TTestApi;
const DAY = 86_400_000;

type TCaller = "guest" | "client" | "escort" | "business" | "member" | "team";
const CALLERS: TCaller[] = ["guest", "client", "escort", "business", "member", "team"];
const callers = {} as Record<TCaller, TPerson | null>;
let victim: TPerson; // an escort
let victimClient: TPerson; // her client (conversation and date with her)
const ids: Record<string, string> = {};

/** Routes a guest may call with success: public pages' data, sign-in and sign-up, tracking, reports. */
const PUBLIC: [RegExp, string][] = [
  [/^GET \/api\/v2\/health$/, "health check"],
  [/^GET \/api\/v2\/openapi\.json$/, "the api description"],
  [/^POST \/api\/v2\/search\/users$/, "search is public (guest search)"],
  [/^POST \/api\/v2\/seo\/landing-page$/, "SEO landing pages are public"],
  [/^GET \/api\/v2\/(events-sitemap|blogs\/sitemap)$/, "sitemaps"],
  [/^GET \/api\/v2\/profiles\/:username(\/(bundles|reviews))?$/, "public profiles, their bundles' covers and reviews"],
  [/^GET \/api\/v2\/media\/(avatar\/:file|:id\/:size|file\/:id)$/, "images; private ones are refused by the media rules"],
  [/^POST \/api\/v2\/tracking$/, "tracking events (anonymous visitors)"],
  [/^(GET|POST) \/oauth\/v2\/token$/, "sign-in"],
  [/^POST \/api\/v2\/user\/(password\/forgot|password\/reset|email\/verify)$/, "forgotten password, e-mail verification links"],
  [/^(GET|POST) \/api\/v2\/registration\/(configs|user|business)$/, "sign-up"],
  [/^POST \/api\/v2\/federated\/google\/authorize$/, "sign-in with Google"],
  [/^GET \/api\/v2\/captcha\/challenge$/, "sign-up captcha"],
  [/^GET \/api\/v2\/(payment\/(membership-packages|packages)|market-promotions\/code)$/, "prices shown to guests"],
  [/^(GET|POST) \/api\/v2\/payment\/rebill\/:token$/, "rebill link from an e-mail (the token is the credential)"],
  [/^POST \/api\/v2\/payment\/callback\/:provider$/, "payment provider callbacks (signed)"],
  [/^(GET|POST) \/sandbox-provider\//, "the sandbox payment provider's pages (development)"],
  [/^POST \/api\/v2\/payment\/sandbox\//, "the sandbox provider (development)"],
  [/^GET \/api\/v2\/blogs(\/by-slug\/:category\/:slug|\/media\/:mediaId\/:size|\/:blogId\/comments)?$/, "published blogs"],
  [/^GET \/api\/v2\/events(\/by-slug\/:category\/:slug|\/:eventId(\/reviews)?)?$/, "accepted events"],
  [/^GET \/api\/v2\/live\/rooms(\/:roomId)?$/, "live rooms list (previews)"],
  [/^GET \/api\/v2\/announcements$/, "announcements"],
  [/^POST \/api\/v2\/reports$/, "reports (DSA Art. 16: guests may report)"],
  [/^(GET|POST) \/api\/v2\/statements\/:restrictionId(\/appeal)?$/, "statement of reasons and appeal: the affected user signed in or with the e-mail's key (a suspended account cannot sign in); 404 for everyone else"],
  [/^GET \/api\/v2\/referral\/:code$/, "invitation page"],
  [/^GET \/api\/v2\/newsfeed$/, "the public newsfeed"],
  [/^GET \/api\/v2\/ads(\/art\/:name|\/:adId\/click)?$/, "ads, their pictures and the click redirect are for guests too (decision 041)"],
  [/^GET \/api\/v2\/forum\/boards$/, "the forum's board list (topics and threads need a sign-in, decision 042)"],
  [/^GET \/api\/v2\/gifts\/(catalogue|profile\/:username)$/, "the gift catalogue and the gifts a public profile shows"],
  [/^POST \/api\/v2\/validate-iban$/, "IBAN check of the checkout form"],
  [/^GET \/ws$/, "websocket (a ticket is needed to do anything)"],
  [/^POST \/api\/v2\/media\/upload$/, "chunked upload: the upload token in the request is the credential"],
  [/\/dev\//, "development stand-ins (404 in production)"],
];

/** Routes only the team (user types 9, 10) may use. */
const TEAM_ONLY = /\/moderation\/|\/media-review|\/age-check-review|\/bundle-review|\/bundles\/:id\/review|\/identity-review|\/moderation$/;

/**
 * Routes whose purpose is to act on another user or their public thing (so a 2xx with the victim's id is right);
 * what they change belongs to the caller (their favourite, their block, their report, their request).
 */
const ACTS_ON_OTHERS: [RegExp, string][] = [
  [/^(POST|DELETE) \/api\/v2\/(favorites|blocks)\/:userId$/, "the caller's own favourites and blocklist"],
  [/^GET \/api\/v2\/messenger\/target\/:username$/, "who the caller may write to"],
  [/^GET \/api\/v2\/profiles\/:username/, "public profile"],
  [/^GET \/api\/v2\/referral\/:code$/, "invitation page"],
  [/^GET \/api\/v2\/gifts\/profile\/:username$/, "the gifts a public profile shows"],
];

/** The path with its parameters filled; `victims` says whether one of them is a victim's id. */
function fill(path: string): { url: string; victims: boolean } {
  let victims = false;
  // the most specific pattern first ("/attendees/:userId" before ":userId")
  const patterns = Object.entries(ids).sort(([a], [b]) => b.length - a.length);
  const url = path.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    const key = `${path.slice(0, path.indexOf(`:${name}`))}:${name}`;
    const found = patterns.find(([pattern]) => key.endsWith(pattern));
    if (found) {
      victims = true;
      return encodeURIComponent(found[1]);
    }
    if (name === "size") return "thumb";
    if (name === "file") return "index.m3u8";
    if (name === "key") return "contact";
    if (name === "provider") return "sandbox";
    return "999999";
  });
  return { url, victims };
}

const callerOf = (method: string, path: string) => `${method} ${path}`;
const isPublic = (route: string) => PUBLIC.find(([pattern]) => pattern.test(route));
const actsOnOthers = (route: string) => ACTS_ON_OTHERS.find(([pattern]) => pattern.test(route));

/**
 * Valid bodies for the routes that act on the victims' things or are team only: a call with an empty body may be
 * refused by validation before the question of whose thing it is comes up, which proves nothing. So a route that
 * answers 400/422 is called again with a body that is valid for its owner (or a team user); a route without one here
 * that still answers 400/422 is reported as "authorization not proven".
 */
function validBody(route: string): unknown {
  const at = (ms: number) => new Date(api.clock.now().getTime() + ms).toISOString();
  const event = { title: "Übernommen", category: "motto-party", description: "<p>Fremd.</p>", starts_at: at(4 * DAY), ends_at: at(4 * DAY + 3_600_000), city: "berlin", address: "Weg 2", price: 10 };
  const bodies: Record<string, unknown> = {
    "PUT /api/v2/gallery/:id": { visibility: 1 },
    "POST /api/v2/gallery/:id/unlocks": { user_id: victimClient.id },
    "PUT /api/v2/gallery/:id/unlock-price": { unlock_price: 5 },
    "PUT /api/v2/bundles/:id": { title: "Übernommen", description: "Fremd", price: 11, media_ids: [Number(ids["/media/:id"])] },
    "POST /api/v2/bundles/:id/review": { decision: "accept" },
    "PUT /api/v2/media-review/:id": { review_status: 2 },
    "PUT /api/v2/age-check-review/:userId": { status: 2 },
    "PUT /api/v2/identity-review/:checkId": { status: "verified" },
    "PUT /api/v2/identity-review/users/:userId/forced": { forced: true },
    "PUT /api/v2/messenger/threads/:threadId": { action: "hide" },
    "POST /api/v2/dating/dates/:dateId/reviews": { ratings: {}, radios: {} },
    "POST /api/v2/dating/dates/:dateId/reviews/reply": { text: "Danke" },
    "POST /api/v2/dating/dates/:dateId/reschedule": { start_at: at(5 * 3_600_000) },
    "PUT /api/v2/dating/dates/:dateId/check-in": { due_at: at(4 * 3_600_000), contact_name: "Eva", contact_email: "eva@example.test" },
    "POST /api/v2/dating/dates/:dateId/warning": { categories: ["no_show"], text: "" },
    "PUT /api/v2/events/:eventId": event,
    "POST /api/v2/events/:eventId/attendance": { attendance: "attend" },
    "POST /api/v2/events/:eventId/reviews": {
      ratings: Object.fromEntries(EVENT_REVIEW_CRITERIA.map((c) => [c, 5])),
      radios: Object.fromEntries(EVENT_REVIEW_RADIOS.map((r) => [r, true])),
    },
    "POST /api/v2/events/:eventId/reviews/:reviewId/comments": { text: "Danke" },
    "POST /api/v2/moderation/events/:eventId/reject": { reason: "Nicht erlaubt." },
    "POST /api/v2/moderation/blogs/:blogId/reject": { reason: "Nicht erlaubt." },
    "POST /api/v2/moderation/ads": { kind: "partner", brand: "samtrot", lang: "de", placements: ["search"], headline: "Übernommen", link_url: "https://example.com/", starts_at: at(0), weight: 10 },
    "PUT /api/v2/moderation/ads/:adId": { kind: "partner", brand: "samtrot", lang: "de", placements: ["search"], headline: "Übernommen", link_url: "https://example.com/", starts_at: at(0), weight: 10 },
    "PUT /api/v2/blogs/:blogId": { title: "Übernommen", body: `<p>${"Fremder Text im Entwurf. ".repeat(10)}</p>` },
    "POST /api/v2/blogs/:blogId/comments": { text: "Ein Kommentar" },
    "POST /api/v2/moderation/chatrooms/:slug/mutes": { user_id: victim.id, minutes: 10 },
    "POST /api/v2/moderation/reports/:reportId/decision": { action: "account_suspension", reason: "Nicht erlaubt, bitte sperren." },
    "POST /api/v2/moderation/media/review": { ids: [Number(ids["/media/:id"])], review_status: 1 },
    "POST /api/v2/moderation/websites/review": { ids: [victim.id], decision: "approve" },
    "POST /api/v2/moderation/trusted-flaggers": { username: victim.username },
    "POST /api/v2/moderation/appeals/:restrictionId": { outcome: "reversed", reply: "Aufgehoben, bitte freigeben." },
    "POST /api/v2/statements/:restrictionId/appeal": { text: "Ein Widerspruch gegen fremde Entscheidung." },
  };
  return bodies[route];
}

/** Calls that would end the caller's own session or account: not walked (their owners' tests cover them). */
const SELF_ENDING = /^(POST \/api\/v2\/user\/logout|PUT \/api\/v2\/settings\/(pause_delete|email_password)|POST \/api\/v2\/user\/email\/change|POST \/api\/v2\/support\/signout)$/;

async function call(method: string, path: string, who: TPerson | null, body: unknown = {}) {
  const init: RequestInit = { method, headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}) } };
  if (method !== "GET" && method !== "HEAD") {
    (init.headers as Record<string, string>)["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(api.url + path, { ...init, redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

/** What the victims see of their things through their own api: must not change during the walk. */
async function victimsState() {
  const read = async (path: string, who: TPerson) => {
    const answer = await getJson(api, path, who.token);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  return {
    settings: await read("/api/v2/settings", victim),
    gallery: await read("/api/v2/gallery", victim),
    blogs: await read("/api/v2/blogs/mine", victim),
    events: await read("/api/v2/my-events", victim),
    tours: await read("/api/v2/tours", victim),
    conversation: (await read(`/api/v2/messenger/threads/${ids[":threadId"]}/messages`, victim)).items,
    date: (await read(`/api/v2/dating/dates/${ids[":dateId"]}`, victimClient)).date,
    bundle: await read(`/api/v2/bundles/${ids["/bundles/:id"]}`, victim),
    balance: await read("/api/v2/ledger/balance", victim),
    clientBalance: await read("/api/v2/ledger/balance", victimClient),
  };
}

type TResult = { route: string; status: Record<TCaller, number>; verdict: string };
const results: TResult[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" }, jobs: "manual" });
  const escortBody = { user_type: 2, gender: 2 };
  victim = await person(api, escortBody);
  victimClient = await person(api, { user_type: 1, gender: 1 });
  await makeMember(api, victimClient.id);
  await api.database.query(`update users set email_verified_at = now(), created_at = now() - interval '30 days', registration_completed_at = now() - interval '30 days' where id = any($1)`, [[victim.id, victimClient.id]]);

  callers.guest = null;
  callers.client = await person(api, { user_type: 1, gender: 1 });
  callers.escort = await person(api, escortBody);
  callers.business = await person(api, escortBody);
  await api.database.query(`update users set user_type = 3, gender = null, business_type = '1' where id = $1`, [callers.business.id]);
  callers.member = await person(api, { user_type: 1, gender: 1 });
  await makeMember(api, callers.member.id);
  callers.team = await person(api, { user_type: 1, gender: 1 });
  await makeStaff(api, callers.team.id);

  // The victims' private things.
  const photo = await addToGallery(api, victim.token, 5);
  const media = { media_id: photo.id }; // a gallery item is keyed by its medium
  const blog = await sendJson(api, "POST", "/api/v2/blogs", { title: "Mein Entwurf", body: `<p>${"Ein Entwurf, noch nicht eingereicht. ".repeat(8)}</p>` }, victim.token);
  expect(blog.status, JSON.stringify(blog.body)).toBe(201);
  const at = (ms: number) => new Date(api.clock.now().getTime() + ms).toISOString();
  const event = await sendJson(api, "POST", "/api/v2/events", {
    title: "Private Vorschau", category: "motto-party", description: "<p>Noch nicht freigegeben.</p>", starts_at: at(3 * DAY), ends_at: at(3 * DAY + 4 * 3_600_000),
    city: "berlin", address: "Musterstraße 1", price: 50,
  }, victim.token);
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const day = (days: number) => searchClock(new Date(api.clock.now().getTime() + days * DAY)).today;
  const tour = await sendJson(api, "POST", "/api/v2/tours", { city: "hamburg", starts_on: day(10), ends_on: day(12) }, victim.token);
  expect(tour.status, JSON.stringify(tour.body)).toBe(201);
  const message = await sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: victim.id, text: "Hallo, nur für dich.", client_key: randomUUID() }, victimClient.token);
  expect(message.status, JSON.stringify(message.body)).toBe(201);
  const date = await sendJson(api, "POST", "/api/v2/dating/dates", {
    receiver_id: victim.id, start_at: at(3 * 3_600_000), duration_minutes: 60, place_kind: "incall", message: "Bis bald",
  }, victimClient.token);
  expect(date.status, JSON.stringify(date.body)).toBe(201);
  const bundle = await sendJson(api, "POST", "/api/v2/bundles", { title: "Entwurf", description: "Noch privat", price: 10, media_ids: [media!.media_id] }, victim.token);
  expect(bundle.status, JSON.stringify(bundle.body)).toBe(201);

  Object.assign(ids, {
    "/gallery/:id": String(photo.id),
    "/media-review/:id": String(photo.id),
    "/media/:id": String(media!.media_id),
    "/media/file/:id": String(media!.media_id),
    "/bundles/:id": String(bundle.body.data.id),
    "/preview/:mediaId": String(media!.media_id),
    "/tours/:id": String(tour.body.data.items?.[0]?.id ?? tour.body.data.id),
    ":userId": String(victim.id),
    "/unlocks/:userId": String(victimClient.id),
    "/attendees/:userId": String(victimClient.id),
    "/client-warnings/:userId": String(victimClient.id),
    ":username": victim.username,
    ":threadId": String(message.body.data.thread.id),
    ":messageId": String(message.body.data.message.id),
    ":dateId": String(date.body.data.date.id),
    ":eventId": String(event.body.data.id),
    ":blogId": String(blog.body.data.id),
    "/blogs/by-slug/:category": blog.body.data.category,
    "/blogs/by-slug/:category/:slug": blog.body.data.slug,
    "/events/by-slug/:category": event.body.data.category,
    "/events/by-slug/:category/:slug": event.body.data.slug,
  });
}, 240_000);

afterAll(() => api?.close());

describe("the authorization walk over every api route", () => {
  it("no caller reaches what is not theirs, and the victims' things stay as they were", async () => {
    const before = await victimsState();
    const routes = api.routes.filter((r) => !SELF_ENDING.test(callerOf(r.method, r.path)));
    expect(routes.length).toBeGreaterThan(250);
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const route = callerOf(method, path);
      const { url, victims } = fill(path);
      const status = {} as Record<TCaller, number>;
      const body = validBody(route);
      for (const caller of CALLERS) {
        // the team's own decisions (accepting the victim's event …) would change her things: their modules test them
        if (caller === "team" && TEAM_ONLY.test(path) && method !== "GET") {
          status[caller] = 0;
          continue;
        }
        status[caller] = await call(method, url, callers[caller]);
        // refused by validation: again with a valid body (team-only routes: not for the team, which may act)
        if ((status[caller] === 400 || status[caller] === 422) && body !== undefined && !(caller === "team" && TEAM_ONLY.test(path))) {
          status[caller] = await call(method, url, callers[caller], body);
        }
      }
      const unproven = (caller: TCaller) => status[caller] === 400 || status[caller] === 422;
      const verdicts: string[] = [];
      for (const caller of CALLERS) if (status[caller] >= 500) problems.push(`${route} as ${caller}: server error ${status[caller]}`);
      // 2. guests
      const ok = (s: number) => s >= 200 && s < 300;
      if (!isPublic(route) && ![401, 404].includes(status.guest)) problems.push(`${route} as guest: ${status.guest}, expected 401 (not public)`);
      verdicts.push(isPublic(route) ? "public" : "guest refused");
      // 3. team only
      if (TEAM_ONLY.test(path)) {
        for (const caller of CALLERS.filter((c) => c !== "team")) {
          if (![401, 403, 404].includes(status[caller])) problems.push(`${route} as ${caller}: ${status[caller]}, expected a refusal (team only)${unproven(caller) ? "; add a valid body to validBody()" : ""}`);
        }
        verdicts.push("team only");
      }
      // 4. the victims' ids
      if (victims && !TEAM_ONLY.test(path)) {
        const allowed = actsOnOthers(route);
        if (!allowed) {
          for (const caller of CALLERS.filter((c) => c !== "team")) {
            if (ok(status[caller])) problems.push(`${route} as ${caller} with another user's ids: ${status[caller]}`);
            else if (unproven(caller) && method !== "GET") problems.push(`${route} as ${caller} with another user's ids: ${status[caller]}, authorization not proven (add a valid body to validBody())`);
          }
          verdicts.push("others' ids refused");
        } else verdicts.push(`others' ids: ${allowed[1]}`);
      }
      results.push({ route, status, verdict: verdicts.join("; ") });
    }
    // The walk ran signed in: every caller is still signed in (or the refusals above would prove nothing).
    for (const caller of CALLERS.filter((c) => c !== "guest")) {
      expect((await getJson(api, "/api/v2/user/info", callers[caller]!.token)).status, `${caller} still signed in`).toBe(200);
    }
    if (process.env.AUTHZ_TABLE) {
      const lines = [`| route | ${CALLERS.join(" | ")} | verdict |`, `|---|${CALLERS.map(() => "---").join("|")}|---|`];
      for (const r of results) lines.push(`| \`${r.route}\` | ${CALLERS.map((c) => r.status[c] || "–").join(" | ")} | ${r.verdict} |`);
      writeFileSync(process.env.AUTHZ_TABLE, `${lines.join("\n")}\n`);
    }
    expect(problems).toEqual([]);
    // 5. what the victims see of their things is what it was
    expect(await victimsState()).toEqual(before);
  }, 600_000);
});
