import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZBlogCommentList, ZBlogDetail, ZBlogList, ZModerationBlogList, ZMyBlogList, type TBlogDetail } from "@samtrot/api-client/contracts";
import { BLOG_STATUS as S } from "@samtrot/constants-catalogue";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer, postJson } from "../../test/accounts-helpers.js";
import { getJson, makeMember, makeStaff, person, sendJson, testImage, uploadFile, type TPerson } from "../profiles/test-support/people.js";

// Blogs over HTTP on the real api and database (PGlite; the Postgres server with DATABASE_URL): the life of a blog
// from draft to published and post check, the team-only moderation, the sanitising of bodies and comments, the list's
// filters and radius, comments with their notifications, images, and refused input with its keys.

let api: TTestApi;
const DAY = 24 * 60 * 60 * 1000;
const LONG_TEXT = "Ein ganz normaler Abend in Berlin, mit Freunden, gutem Essen und viel Gelächter bis spät in die Nacht.";

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(() => api?.close());

const escortIn = (city = "berlin") => person(api, { user_type: 2, gender: 2 }, city);
const client = () => person(api, { user_type: 1, gender: 1 });
async function teamUser(): Promise<TPerson> {
  const who = await client();
  await makeStaff(api, who.id);
  return who;
}
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];

async function write(who: TPerson, body: Record<string, unknown>, expected = 201): Promise<TBlogDetail> {
  const res = await sendJson(api, "POST", "/api/v2/blogs", { title: "Mein Abend", body: `<p>${LONG_TEXT}</p>`, ...body }, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return ZBlogDetail.parse(res.body.data);
}
const update = (who: TPerson, id: number, body: Record<string, unknown>) => sendJson(api, "PUT", `/api/v2/blogs/${id}`, { title: "Mein Abend", body: `<p>${LONG_TEXT}</p>`, ...body }, who.token);
const detail = (category: string, slug: string, who?: TPerson) => getJson(api, `/api/v2/blogs/by-slug/${category}/${slug}`, who?.token);
const list = async (query = "", who?: TPerson) => {
  const res = await getJson(api, `/api/v2/blogs${query ? `?${query}` : ""}`, who?.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBlogList.parse(res.body.data);
};
const approve = (who: TPerson, id: number) => sendJson(api, "POST", `/api/v2/moderation/blogs/${id}/approve`, {}, who.token);
const reject = (who: TPerson, id: number, reason?: string) => sendJson(api, "POST", `/api/v2/moderation/blogs/${id}/reject`, reason === undefined ? {} : { reason }, who.token);
async function published(author: TPerson, team: TPerson, body: Record<string, unknown> = {}): Promise<TBlogDetail> {
  const blog = await write(author, { submit: true, ...body });
  const res = await approve(team, blog.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBlogDetail.parse(res.body.data);
}
const notificationsOf = (userId: number) =>
  api.database.query<{ kind: string; params: any; link: string; actor_id: string | null }>(`SELECT kind, params, link, actor_id FROM notifications WHERE user_id = $1 ORDER BY id`, [userId]);

async function uploadBlogImage(who: TPerson): Promise<number> {
  const { createApiClient } = await import("@samtrot/api-client");
  const grant = await postJson(api, "/api/v2/blogs/upload-token", {}, bearer(who.token));
  expect(grant.status, JSON.stringify(grant.body)).toBe(200);
  const apiClient = createApiClient({ apiBaseUrl: api.url, getCookie: (name) => (name === "tk" ? who.token : undefined), retries: 0 });
  const result = await apiClient.upload<{ media: { id: number } | null }>(grant.body.data.upload_path, new Blob([new Uint8Array(await testImage())], { type: "image/png" }), {
    token: grant.body.data.token,
    camelCase: false,
    mimeType: "image/png",
  });
  if (!result.ok || !result.data.media) throw new Error(JSON.stringify(result));
  return result.data.media.id;
}

describe("the life of a blog", () => {
  it("draft → submit → rejected with reasons → resubmitted → approved → edited (post check, still shown) → approved", async () => {
    const escort = await escortIn();
    const team = await teamUser();
    const guest = undefined;

    const draft = await write(escort, { title: "Grüße aus Köln", category: "experiences", body: "<p>kurz</p>" });
    expect(draft).toMatchObject({ status: S.draft, display_status: "draft", slug: "gruesse-aus-koeln", category: "experiences", published_at: null, is_own: true, can_submit: true });
    // nobody but the author (and the team) sees a draft
    expect(errorOf(await detail("experiences", draft.slug, guest))).toEqual([404, "exception.blog.not_found", null]);
    expect(errorOf(await detail("experiences", draft.slug, await client()))).toEqual([404, "exception.blog.not_found", null]);
    expect((await detail("experiences", draft.slug, escort)).status).toBe(200);
    expect((await detail("experiences", draft.slug, team)).status).toBe(200);
    expect((await list("category=experiences")).items.map((b) => b.id)).not.toContain(draft.id);

    // too little text to submit: refused, nothing changes
    expect(errorOf(await sendJson(api, "POST", `/api/v2/blogs/${draft.id}/submit`, undefined, escort.token))).toEqual([422, "validation.blog.body_too_short", "body"]);
    const submitted = await update(escort, draft.id, { title: "Grüße aus Köln", category: "experiences", submit: true });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(ZBlogDetail.parse(submitted.body.data)).toMatchObject({ status: S.pending, display_status: "pending", slug: "gruesse-aus-koeln", can_submit: false });
    expect(errorOf(await sendJson(api, "POST", `/api/v2/blogs/${draft.id}/submit`, undefined, escort.token))).toEqual([409, "exception.blog.not_submittable", null]);

    // the team's queue holds it; a reason is required to reject
    const queue = ZModerationBlogList.parse((await getJson(api, "/api/v2/moderation/blogs", team.token)).body.data);
    expect(queue.items.map((b) => b.id)).toContain(draft.id);
    expect(errorOf(await reject(team, draft.id))).toEqual([422, "validation.blog.reason_required", "reason"]);
    expect(errorOf(await reject(team, draft.id, "kurz"))).toEqual([422, "validation.blog.reason_too_short", "reason"]);
    const rejected = await reject(team, draft.id, "Bitte keine Telefonnummern im Text.");
    expect(rejected.status).toBe(200);
    expect(ZBlogDetail.parse(rejected.body.data)).toMatchObject({ status: S.rejected, display_status: "rejected", rejection_reason: "Bitte keine Telefonnummern im Text." });
    expect(errorOf(await reject(team, draft.id, "Noch einmal abgelehnt."))).toEqual([409, "exception.blog.not_awaiting_review", null]);

    // the author reads the reasons in the notification and in my_blogs
    expect((await notificationsOf(escort.id)).map((n) => [n.kind, n.params.reason, n.link])).toEqual([["blog_rejected", "Bitte keine Telefonnummern im Text.", "/my_blogs?status=rejected"]]);
    const mine = ZMyBlogList.parse((await getJson(api, "/api/v2/blogs/mine?status=rejected", escort.token)).body.data);
    expect(mine.items.map((b) => [b.id, b.rejection_reason, b.can_submit])).toEqual([[draft.id, "Bitte keine Telefonnummern im Text.", true]]);
    expect(mine.counts).toEqual({ all: 1, published: 0, pending: 0, rejected: 1, draft: 0 });
    // others never see the reasons
    expect((await getJson(api, `/api/v2/moderation/blogs/${draft.id}`, team.token)).body.data.rejection_reason).toBe("Bitte keine Telefonnummern im Text.");

    // edited and submitted again → pending → approved: published, shown to guests, in the list
    expect((await update(escort, draft.id, { title: "Grüße aus Köln!", category: "experiences", submit: true })).body.data).toMatchObject({ status: S.pending, rejection_reason: null });
    api.clock.advance(60_000);
    const approved = await approve(team, draft.id);
    expect(approved.status).toBe(200);
    const live = ZBlogDetail.parse(approved.body.data);
    expect(live).toMatchObject({ status: S.published, display_status: "published", title: "Grüße aus Köln!", slug: "gruesse-aus-koeln" });
    expect(live.published_at).not.toBeNull();
    const forGuest = await detail("experiences", "gruesse-aus-koeln");
    expect(forGuest.status).toBe(200);
    expect(ZBlogDetail.parse(forGuest.body.data)).toMatchObject({ is_own: false, can_edit: false, can_comment: false, rejection_reason: null, author: { username: escort.username, user_type: 2, city: "Berlin" } });
    expect((await list("category=experiences")).items.map((b) => b.id)).toContain(draft.id);
    expect((await notificationsOf(escort.id)).map((n) => [n.kind, n.link])).toEqual([
      ["blog_rejected", "/my_blogs?status=rejected"],
      ["blog_approved", "/blogs/experiences/gruesse-aus-koeln"],
    ]);

    // an edit of a published blog: post check, still displayed (with the change), back in the queue
    api.clock.advance(60_000);
    const edited = await update(escort, draft.id, { title: "Grüße aus Köln, neu", category: "experiences", body: `<p>${LONG_TEXT} Nachtrag.</p>` });
    expect(ZBlogDetail.parse(edited.body.data)).toMatchObject({ status: S.post_check, display_status: "published", slug: "gruesse-aus-koeln", published_at: live.published_at });
    expect(ZBlogDetail.parse((await detail("experiences", "gruesse-aus-koeln")).body.data)).toMatchObject({ title: "Grüße aus Köln, neu", status: S.post_check });
    expect(ZModerationBlogList.parse((await getJson(api, "/api/v2/moderation/blogs", team.token)).body.data).items.map((b) => [b.id, b.status])).toContainEqual([draft.id, S.post_check]);
    const checked = ZBlogDetail.parse((await approve(team, draft.id)).body.data);
    expect(checked).toMatchObject({ status: S.published, published_at: live.published_at });
    expect((await getJson(api, "/api/v2/blogs/mine?status=published", escort.token)).body.data.counts).toMatchObject({ all: 1, published: 1 });
  });

  it("a published blog rejected after its post check leaves the list", async () => {
    const escort = await escortIn();
    const team = await teamUser();
    const blog = await published(escort, team, { title: "Wird zurückgezogen" });
    await update(escort, blog.id, { title: "Wird zurückgezogen", body: `<p>${LONG_TEXT} Mit Telefonnummer.</p>` });
    expect((await reject(team, blog.id, "Telefonnummern sind nicht erlaubt.")).status).toBe(200);
    expect((await detail(blog.category, blog.slug)).status).toBe(404);
    expect((await list()).items.map((b) => b.id)).not.toContain(blog.id);
  });

  it("the author deletes a blog; others cannot", async () => {
    const escort = await escortIn();
    const blog = await write(escort, {});
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/blogs/${blog.id}`, undefined, (await escortIn()).token))).toEqual([404, "exception.blog.not_found", null]);
    expect((await sendJson(api, "DELETE", `/api/v2/blogs/${blog.id}`, undefined, escort.token)).status).toBe(200);
    expect((await detail(blog.category, blog.slug, escort)).status).toBe(404);
  });
});

describe("moderation is team-only", () => {
  it("refuses guests (401), clients, escorts and businesses (403); team and backend pass", async () => {
    const escort = await escortIn();
    const blog = await write(escort, { submit: true });
    const business = await client();
    await api.database.query(`UPDATE users SET user_type = 3 WHERE id = $1`, [business.id]);
    const backend = await client();
    await api.database.query(`UPDATE users SET user_type = 9 WHERE id = $1`, [backend.id]);

    expect(errorOf(await getJson(api, "/api/v2/moderation/blogs"))).toEqual([401, "exception.common.unauthorized", null]);
    expect(errorOf(await approve({ token: "x".repeat(40) } as TPerson, blog.id))).toEqual([401, "exception.common.unauthorized", null]);
    for (const who of [escort, await client(), business]) {
      expect(errorOf(await getJson(api, "/api/v2/moderation/blogs", who.token))).toEqual([403, "exception.common.forbidden", null]);
      expect(errorOf(await getJson(api, `/api/v2/moderation/blogs/${blog.id}`, who.token))).toEqual([403, "exception.common.forbidden", null]);
      expect(errorOf(await approve(who, blog.id))).toEqual([403, "exception.common.forbidden", null]);
      expect(errorOf(await reject(who, blog.id, "Ein Grund, der lang genug ist."))).toEqual([403, "exception.common.forbidden", null]);
    }
    // nothing changed
    expect(ZBlogDetail.parse((await detail(blog.category, blog.slug, escort)).body.data).status).toBe(S.pending);
    expect((await getJson(api, "/api/v2/moderation/blogs", backend.token)).status).toBe(200);
    expect((await approve(backend, blog.id)).status).toBe(200);
    expect(errorOf(await approve(backend, 999_999_999))).toEqual([404, "exception.blog.not_found", null]);
  });

  it("the team does not write blogs", async () => {
    const team = await teamUser();
    expect(errorOf(await sendJson(api, "POST", "/api/v2/blogs", { title: "Vom Team" }, team.token))).toEqual([403, "exception.blog.author_type_not_allowed", null]);
    expect(errorOf(await postJson(api, "/api/v2/blogs/upload-token", {}, bearer(team.token)))).toEqual([403, "exception.blog.author_type_not_allowed", null]);
  });
});

describe("bodies are sanitised on the api", () => {
  it("keeps the allowed formatting and our own blog images, drops scripts, handlers and outside images", async () => {
    const escort = await escortIn();
    const imageId = await uploadBlogImage(escort);
    const blog = await write(escort, {
      title: "Sicher formatiert",
      cover_media_id: imageId,
      body:
        `<h2 onclick="x()">Teil 1</h2><p>${LONG_TEXT} <strong>fett</strong><script>alert(1)</script></p>` +
        `<img src="https://tracker.example/p.gif"><img src="/api/v2/blogs/media/${imageId}/full" alt="Bild" onerror="alert(2)">` +
        `<a href="javascript:alert(3)">Link</a><iframe src="https://evil.example"></iframe>`,
    });
    expect(blog.body).toBe(
      `<h2>Teil 1</h2><p>${LONG_TEXT} <strong>fett</strong></p><img src="/api/v2/blogs/media/${imageId}/full" alt="Bild"><a rel="nofollow ugc noopener">Link</a>`,
    );
    expect(blog.excerpt.startsWith("Teil 1: Ein ganz normaler")).toBe(true); // a heading without its own punctuation ends with a colon
    expect(blog.excerpt).not.toMatch(/<|alert/);
    expect(blog.cover?.media_id).toBe(imageId);
    expect(blog.images.map((i) => i.media_id)).toEqual([imageId]);
    const [stored] = await api.database.query<{ body: string }>(`SELECT body FROM blogs WHERE id = $1`, [blog.id]);
    expect(stored!.body).toBe(blog.body);
  });

  it("refuses another's image or a gallery photo as cover or in the body", async () => {
    const escort = await escortIn();
    const other = await escortIn();
    const othersImage = await uploadBlogImage(other);
    const galleryPhoto = await uploadFile(api, escort.token, await testImage());
    expect(errorOf(await sendJson(api, "POST", "/api/v2/blogs", { title: "Fremdes Bild", cover_media_id: othersImage }, escort.token))).toEqual([422, "validation.blog.cover_not_found", "cover_media_id"]);
    expect(errorOf(await sendJson(api, "POST", "/api/v2/blogs", { title: "Fremdes Bild", cover_media_id: galleryPhoto }, escort.token))).toEqual([422, "validation.blog.cover_not_found", "cover_media_id"]);
    expect(errorOf(await sendJson(api, "POST", "/api/v2/blogs", { title: "Fremdes Bild", body: `<img src="/api/v2/blogs/media/${othersImage}/full">` }, escort.token))).toEqual([
      422,
      "validation.blog.image_not_found",
      "body",
    ]);
    expect((await getJson(api, "/api/v2/blogs/mine", escort.token)).body.data.total).toBe(0);
  });

  it("blog images: the uploader and the team before publication, everyone after", async () => {
    const escort = await escortIn();
    const team = await teamUser();
    const imageId = await uploadBlogImage(escort);
    const path = `/api/v2/blogs/media/${imageId}/thumb`;
    const fetchImage = (token?: string) => api.fetchJson(path, { headers: token ? bearer(token) : {} });
    const blog = await write(escort, { cover_media_id: imageId, submit: true });
    expect((await fetchImage(escort.token)).status).toBe(200);
    expect((await fetchImage(team.token)).status).toBe(200);
    expect(errorOf(await fetchImage())).toEqual([404, "exception.media.not_found", null]);
    expect((await fetchImage((await client()).token)).status).toBe(404);
    await approve(team, blog.id);
    const open = await fetchImage();
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("image/webp");
    expect(open.headers.get("cache-control")).toContain("public");
  });
});

describe("slugs", () => {
  it("are German-friendly, unique per category, numbered when taken, and stay when the title changes", async () => {
    const escort = await escortIn();
    const title = `Straßenfest in München ${Date.now()}`;
    const a = await write(escort, { title, category: "news" });
    const b = await write(escort, { title, category: "news" });
    const c = await write(escort, { title, category: "relationships" });
    expect(a.slug).toMatch(/^strassenfest-in-muenchen-\d+$/);
    expect(b.slug).toBe(`${a.slug}-2`);
    expect(c.slug).toBe(a.slug);
    const retitled = await update(escort, a.id, { title: "Ganz anders", category: "news" });
    expect(retitled.body.data.slug).toBe(a.slug);
    // moving b to relationships, where its base slug is taken
    const moved = await update(escort, b.id, { title, category: "relationships" });
    expect(moved.body.data).toMatchObject({ category: "relationships", slug: `${a.slug}-2` });
  });
});

describe("bad input is refused with its key and changes nothing", () => {
  it.each([
    ["short title", { title: "ab" }, "validation.blog.title_too_short", "title"],
    ["long title", { title: "x".repeat(121) }, "validation.blog.title_too_long", "title"],
    ["unknown category", { title: "Gut", category: "sport" }, "validation.blog.invalid_category", "category"],
    ["long body", { title: "Gut", body: "x".repeat(60_001) }, "validation.blog.body_too_long", "body"],
    ["cover not a number", { title: "Gut", cover_media_id: "eins" }, "validation.common.invalid_type", "cover_media_id"],
    ["submitted too short", { title: "Gut", submit: true, body: "<p>zu kurz</p>" }, "validation.blog.body_too_short", "body"],
    ["unknown field", { title: "Gut", extra: 1 }, null, null],
  ])("%s", async (_name, body, title, source) => {
    const escort = await escortIn();
    const res = await sendJson(api, "POST", "/api/v2/blogs", body, escort.token);
    expect(res.status).toBe(422);
    if (title) expect(errorOf(res)).toEqual([422, title, source]);
    expect((await getJson(api, "/api/v2/blogs/mine", escort.token)).body.data.total).toBe(0);
  });

  it("list and manager queries", async () => {
    expect(errorOf(await getJson(api, "/api/v2/blogs?radius=7&city=berlin"))).toEqual([422, "validation.blog.invalid_radius", "query.radius"]);
    expect(errorOf(await getJson(api, "/api/v2/blogs?city=atlantis"))).toEqual([422, "validation.blog.unknown_city", "query.city"]);
    expect(errorOf(await getJson(api, "/api/v2/blogs?date_published=decade"))).toEqual([422, "validation.common.invalid_choice", "query.date_published"]);
    expect(errorOf(await getJson(api, "/api/v2/blogs?user_type=10"))).toEqual([422, "validation.common.invalid_choice", "query.user_type"]);
    expect(errorOf(await getJson(api, "/api/v2/blogs?only_show=favorites"))).toEqual([401, "exception.common.unauthorized", null]);
    expect(errorOf(await getJson(api, "/api/v2/blogs?near=me"))).toEqual([401, "exception.common.unauthorized", null]);
    expect(errorOf(await getJson(api, "/api/v2/blogs/mine?status=draft", (await escortIn()).token))).toEqual([422, "validation.common.invalid_choice", "query.status"]);
    expect(errorOf(await getJson(api, "/api/v2/blogs/by-slug/sport/x"))).toEqual([422, "validation.blog.invalid_category", "params.category"]);
  });
});

describe("the list", () => {
  it("filters by category, user type, only_show, date published and radius; 10 a page, newest first", async () => {
    await api.database.query(`DELETE FROM blogs`);
    const team = await teamUser();
    const berlin = await escortIn("berlin");
    const hamburg = await escortIn("hamburg");
    const clientAuthor = await client();
    const plus = await escortIn("potsdam");
    await makeMember(api, plus.id);

    const old = await published(berlin, team, { title: "Alt aus Berlin", category: "news" });
    api.clock.advance(10 * DAY);
    const fromHamburg = await published(hamburg, team, { title: "Aus Hamburg", category: "news" });
    const fromClient = await published(clientAuthor, team, { title: "Vom Kunden" });
    const fromPlus = await published(plus, team, { title: "Plus aus Potsdam" });
    const ids = async (query: string, who?: TPerson) => (await list(query, who)).items.map((b) => b.id);

    expect(await ids("")).toEqual([fromPlus.id, fromClient.id, fromHamburg.id, old.id]);
    expect(await ids("category=news")).toEqual([fromHamburg.id, old.id]);
    expect(await ids("user_type=1")).toEqual([fromClient.id]);
    expect(await ids("user_type=2&category=news")).toEqual([fromHamburg.id, old.id]);
    expect(await ids("date_published=week")).toEqual([fromPlus.id, fromClient.id, fromHamburg.id]);
    expect(await ids("date_published=month")).toHaveLength(4);
    expect(await ids("only_show=plus_member")).toEqual([fromPlus.id]);

    const reader = await client();
    expect(await ids("only_show=favorites", reader)).toEqual([]);
    await api.database.query(`INSERT INTO favorites (user_id, target_id) VALUES ($1, $2), ($1, $3)`, [reader.id, hamburg.id, berlin.id]);
    expect(await ids("only_show=favorites", reader)).toEqual([fromHamburg.id, old.id]);

    // radius around a city (the author's profile location): Potsdam is ~27 km from Berlin, Hamburg ~255 km
    const around50 = await list("city=berlin&radius=50");
    expect(around50.centre).toMatchObject({ city: "Berlin", radius: 50 });
    expect(around50.items.map((b) => b.id)).toEqual([fromPlus.id, fromClient.id, old.id]);
    expect(around50.items.find((b) => b.id === fromPlus.id)!.distance_km).toBeGreaterThan(15);
    expect(await ids("city=berlin&radius=5")).toEqual([fromClient.id, old.id]);
    const byDefault = await list("city=berlin");
    expect(byDefault.centre?.radius).toBe(500);
    expect(byDefault.items).toHaveLength(4);
    expect(await ids("city=hamburg&radius=100")).toEqual([fromHamburg.id]);
    // around the viewer's own profile
    expect(await ids("near=me&radius=100", hamburg)).toEqual([fromHamburg.id]);

    // one author's blogs (the profile's blogs tab): the username in any case; the profile's tab counts the same
    expect(await ids(`author=${berlin.username.toUpperCase()}`)).toEqual([old.id]);
    expect(await ids(`author=${clientAuthor.username}&category=news`)).toEqual([]);
    const tabs = (await getJson(api, `/api/v2/profiles/${berlin.username}`)).body.data.tabs as { key: string; count: number }[];
    expect(tabs.find((t) => t.key === "blogs")!.count).toBe(1);
    expect(errorOf(await getJson(api, "/api/v2/blogs?author=a%20b"))).toEqual([422, "validation.username.invalid_characters", "query.author"]);

    // a blocked author's blogs are not listed for the blocker
    await api.database.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [reader.id, plus.id]);
    expect(await ids("", reader)).not.toContain(fromPlus.id);
    // a paused author's blogs leave the list
    await api.database.query(`UPDATE users SET is_paused = true WHERE id = $1`, [hamburg.id]);
    expect(await ids("")).not.toContain(fromHamburg.id);
    expect((await detail("news", fromHamburg.slug)).status).toBe(404);
    await api.database.query(`UPDATE users SET is_paused = false WHERE id = $1`, [hamburg.id]);

    // sitemap.xml: displayed blogs of available authors only
    const sitemap = (await getJson(api, "/api/v2/blogs/sitemap")).body.data.items.map((i: { slug: string }) => i.slug);
    expect(sitemap).toEqual([fromPlus.slug, fromClient.slug, fromHamburg.slug, old.slug]);

    // paging: 10 a page
    for (let i = 0; i < 8; i += 1) await published(berlin, team, { title: `Seite ${i}` });
    const first = await list("");
    expect([first.items.length, first.total, first.page_size]).toEqual([10, 12, 10]);
    const second = await list("page_no=2");
    expect(second.items.map((b) => b.id)).toEqual([fromHamburg.id, old.id]);
  });
});

describe("comments", () => {
  it("plain text, 20 a page, the blog's author notified; who may delete", async () => {
    const escort = await escortIn();
    const team = await teamUser();
    const blog = await published(escort, team, { title: "Kommentiert" });
    const reader = await client();
    const stranger = await client();
    const comment = (who: TPerson | undefined, text: unknown) => sendJson(api, "POST", `/api/v2/blogs/${blog.id}/comments`, { text }, who?.token);

    expect(errorOf(await comment(undefined, "Hallo"))).toEqual([401, "exception.common.unauthorized", null]);
    expect(errorOf(await comment(reader, "   "))).toEqual([422, "validation.blog.comment_empty", "text"]);
    expect(errorOf(await comment(reader, "<b></b>"))).toEqual([422, "validation.blog.comment_empty", "text"]);
    expect(errorOf(await comment(reader, "x".repeat(1001)))).toEqual([422, "validation.blog.comment_too_long", "text"]);
    const first = await comment(reader, 'Toller <script>alert(1)</script><b>Text</b> & "mehr"\nZeile 2');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ body: 'Toller Text & "mehr"\nZeile 2', author: { username: reader.username }, can_delete: true });
    expect((await notificationsOf(escort.id)).filter((n) => n.kind === "blog_comment").map((n) => [Number(n.actor_id), n.params.title, n.link])).toEqual([
      [reader.id, "Kommentiert", `/blogs/${blog.category}/${blog.slug}#comments`],
    ]);
    // the author's own comment notifies nobody
    expect((await comment(escort, "Danke!")).status).toBe(201);
    expect((await notificationsOf(escort.id)).filter((n) => n.kind === "blog_comment")).toHaveLength(1);

    for (let i = 0; i < 20; i += 1) await comment(stranger, `Nummer ${i}`);
    const page1 = ZBlogCommentList.parse((await getJson(api, `/api/v2/blogs/${blog.id}/comments`)).body.data);
    expect([page1.items.length, page1.total, page1.page_size]).toEqual([20, 22, 20]);
    expect(page1.items.every((c) => !c.can_delete)).toBe(true);
    const page2 = ZBlogCommentList.parse((await getJson(api, `/api/v2/blogs/${blog.id}/comments?page_no=2`, reader.token)).body.data);
    expect(page2.items.map((c) => [c.id, c.can_delete])).toEqual([
      [first.body.data.id + 1, false],
      [first.body.data.id, true],
    ]);

    const remove = (who: TPerson, id: number) => sendJson(api, "DELETE", `/api/v2/blogs/${blog.id}/comments/${id}`, undefined, who.token);
    expect(errorOf(await remove(stranger, first.body.data.id))).toEqual([403, "exception.blog.comment_not_yours", null]);
    expect((await remove(reader, first.body.data.id)).status).toBe(200);
    expect(errorOf(await remove(reader, first.body.data.id))).toEqual([404, "exception.blog.comment_not_found", null]);
    // the blog's author deletes another's comment on her blog
    expect((await remove(escort, page1.items[0]!.id)).status).toBe(200);
    expect(ZBlogCommentList.parse((await getJson(api, `/api/v2/blogs/${blog.id}/comments`)).body.data).total).toBe(20);
  });

  it("none on a draft or across a block", async () => {
    const escort = await escortIn();
    const reader = await client();
    const draft = await write(escort, {});
    expect(errorOf(await sendJson(api, "POST", `/api/v2/blogs/${draft.id}/comments`, { text: "Hallo" }, reader.token))).toEqual([404, "exception.blog.not_found", null]);
    expect(errorOf(await getJson(api, `/api/v2/blogs/${draft.id}/comments`))).toEqual([404, "exception.blog.not_found", null]);
    const blog = await published(escort, await teamUser());
    await api.database.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [escort.id, reader.id]);
    expect(errorOf(await sendJson(api, "POST", `/api/v2/blogs/${blog.id}/comments`, { text: "Hallo" }, reader.token))).toEqual([403, "exception.blog.blocked", null]);
  });
});

describe("reports (blog 6, blog comment 25)", () => {
  it("whoever can read a blog or comment reports it; drafts, blocked and own items are refused", async () => {
    const escort = await escortIn();
    const reader = await client();
    const blog = await published(escort, await teamUser());
    const draft = await write(escort, {});
    const comment = (await sendJson(api, "POST", `/api/v2/blogs/${blog.id}/comments`, { text: "Spam!" }, reader.token)).body.data;
    const report = (who: TPerson | undefined, category: number, itemId: number) =>
      sendJson(api, "POST", "/api/v2/reports", { category, item_id: itemId, reason: "fake_impersonation", explanation: "", good_faith: true }, who?.token);
    const stranger = await client();
    expect((await report(stranger, 6, blog.id)).status).toBe(201);
    expect((await report(stranger, 25, comment.id)).status).toBe(201);
    expect(errorOf(await report(stranger, 6, draft.id))).toEqual([404, "exception.report.item_not_found", null]);
    expect(errorOf(await report(escort, 6, blog.id))[1]).toBe("exception.report.own_item");
    expect(errorOf(await report(reader, 25, comment.id))[1]).toBe("exception.report.own_item");
    const blocked = await client();
    await api.database.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [escort.id, blocked.id]);
    expect(errorOf(await report(blocked, 6, blog.id))).toEqual([404, "exception.report.item_not_found", null]);
  });
});

describe("for the newsfeed", () => {
  it("recentPublishedBlogsByAuthors gives the newest displayed blogs of the authors", async () => {
    const { recentPublishedBlogsByAuthors } = await import("./read-blogs.js");
    const team = await teamUser();
    const a = await escortIn();
    const b = await escortIn();
    const older = await published(a, team, { title: "Älter" });
    api.clock.advance(1000);
    const newer = await published(b, team, { title: "Neuer" });
    await write(a, { title: "Entwurf" });
    const got = await recentPublishedBlogsByAuthors(api.database, { authorIds: [a.id, b.id], limit: 10 });
    expect(got.map((x) => x.id)).toEqual([newer.id, older.id]);
    expect((await recentPublishedBlogsByAuthors(api.database, { authorIds: [a.id, b.id], limit: 10, before: new Date(newer.published_at!) })).map((x) => x.id)).toEqual([older.id]);
  });
});
