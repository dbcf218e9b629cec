import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { MEDIA_VISIBILITY, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { ZGalleryList } from "@samtrot/api-client/contracts";
import { startSiblingApi, bearer } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { acceptAgeCheck, addToGallery, getJson, makeMember, makeStaff, person, sendJson, uploadFile, testImage, type TPerson } from "../profiles/test-support/people.js";

let api: TTestApi;
let owner: TPerson;
let stranger: TPerson;
let member: TPerson;
let adult: TPerson;
let friend: TPerson;
const items: Record<number, { id: number; urls: { thumb: string; medium: string; full: string } }> = {};

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [owner, stranger, member, adult, friend] = await Promise.all([
    person(api, { user_type: 2, gender: 2 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
  ]);
  await makeMember(api, member.id);
  await acceptAgeCheck(api, adult.id);
  for (const visibility of Object.values(MEDIA_VISIBILITY)) items[visibility] = await addToGallery(api, owner.token, visibility);
  const unlock = await sendJson(api, "POST", `/api/v2/gallery/${items[MEDIA_VISIBILITY.private]!.id}/unlocks`, { user_id: friend.id }, owner.token);
  expect(unlock.body.data.unlocked_user_ids).toEqual([friend.id]);
}, 120_000);
afterAll(() => api?.close());

const fetchMedia = (path: string, token?: string) => fetch(api.url + path, { headers: token ? bearer(token) : {} });

describe("visibility on every byte (spec 001 §3)", () => {
  const matrix: [string, () => string | undefined, Record<number, number>][] = [
    ["guest", () => undefined, { 1: 200, 2: 403, 3: 403, 4: 403, 5: 403 }],
    ["non-member", () => stranger.token, { 1: 200, 2: 200, 3: 403, 4: 403, 5: 403 }],
    ["member", () => member.token, { 1: 200, 2: 200, 3: 200, 4: 403, 5: 403 }],
    ["age-verified", () => adult.token, { 1: 200, 2: 200, 3: 403, 4: 200, 5: 403 }],
    ["unlocked viewer", () => friend.token, { 1: 200, 2: 200, 3: 403, 4: 403, 5: 200 }],
    ["owner", () => owner.token, { 1: 200, 2: 200, 3: 200, 4: 200, 5: 200 }],
  ];
  it.each(matrix)("%s", async (_name, token, expected) => {
    for (const [visibility, status] of Object.entries(expected)) {
      for (const size of ["thumb", "full"] as const) {
        const response = await fetchMedia(items[Number(visibility)]!.urls[size], token());
        expect(response.status, `visibility ${visibility} ${size}`).toBe(status);
        if (status === 200) {
          expect(response.headers.get("content-type")).toBe("image/webp");
          const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
          expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(size === "thumb" ? 320 : 2048);
          // Only public bytes may sit in a shared cache.
          expect(response.headers.get("cache-control")).toMatch(Number(visibility) === MEDIA_VISIBILITY.public ? /^public/ : /^private/);
        } else {
          const body = (await response.json()) as { errors: { title: string }[] };
          expect(body.errors[0]!.title).toMatch(/^exception\.(media|membership)\./);
        }
      }
    }
  });

  it("names why a medium is locked", async () => {
    const title = async (visibility: number, token?: string) =>
      ((await (await fetchMedia(items[visibility]!.urls.thumb, token)).json()) as { errors: { title: string }[] }).errors[0]!.title;
    expect(await title(MEDIA_VISIBILITY.logged_in)).toBe("exception.media.sign_in_required");
    expect(await title(MEDIA_VISIBILITY.plus_member, stranger.token)).toBe("exception.membership.plus_required");
    expect(await title(MEDIA_VISIBILITY.fsk18, member.token)).toBe("exception.media.age_check_required");
    expect(await title(MEDIA_VISIBILITY.private, member.token)).toBe("exception.media.private");
  });

  it("shows the profile's photos per viewer, locked ones without URLs", async () => {
    const guest = (await getJson(api, `/api/v2/profiles/${owner.username}`)).body.data;
    expect(guest.media).toHaveLength(5);
    expect(guest.media.filter((m: { urls: unknown }) => m.urls !== null).map((m: { visibility: number }) => m.visibility)).toEqual([1]);
    const adultView = (await getJson(api, `/api/v2/profiles/${owner.username}`, adult.token)).body.data;
    expect(adultView.media.find((m: { visibility: number }) => m.visibility === 4).locked).toBeNull();
    expect(adultView.media.find((m: { visibility: number }) => m.visibility === 3).locked).toBe("plus_member");
  });

  it("unlocks by username too, lists the viewers by name, and refuses unknown or own names (nothing stored)", async () => {
    const id = items[MEDIA_VISIBILITY.private]!.id;
    const url = items[MEDIA_VISIBILITY.private]!.urls.thumb;
    expect((await fetchMedia(url, member.token)).status).toBe(403);
    const granted = await sendJson(api, "POST", `/api/v2/gallery/${id}/unlocks`, { username: member.username.toUpperCase() }, owner.token);
    expect(granted.status).toBe(200);
    expect(granted.body.data.unlocked_users.map((u: { username: string }) => u.username).sort()).toEqual([friend.username, member.username].sort());
    expect((await fetchMedia(url, member.token)).status).toBe(200);
    for (const body of [{ username: "no-such-user-zz" }, { username: owner.username }]) {
      const refused = await sendJson(api, "POST", `/api/v2/gallery/${id}/unlocks`, body, owner.token);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({ title: "validation.gallery.unlock_user_invalid", source: "username" });
    }
    const both = await sendJson(api, "POST", `/api/v2/gallery/${id}/unlocks`, { user_id: friend.id, username: friend.username }, owner.token);
    expect(both.status).toBe(422);
    // Only the owner manages unlocks.
    expect((await sendJson(api, "POST", `/api/v2/gallery/${id}/unlocks`, { username: stranger.username }, member.token)).status).toBe(404);
    const revoked = await sendJson(api, "DELETE", `/api/v2/gallery/${id}/unlocks/${member.id}`, undefined, owner.token);
    expect(revoked.body.data.unlocked_users.map((u: { id: number }) => u.id)).toEqual([friend.id]);
    expect((await fetchMedia(url, member.token)).status).toBe(403);
  });

  it("takes an unlock back", async () => {
    const id = items[MEDIA_VISIBILITY.private]!.id;
    await sendJson(api, "DELETE", `/api/v2/gallery/${id}/unlocks/${friend.id}`, undefined, owner.token);
    expect((await fetchMedia(items[MEDIA_VISIBILITY.private]!.urls.thumb, friend.token)).status).toBe(403);
    await sendJson(api, "POST", `/api/v2/gallery/${id}/unlocks`, { user_id: friend.id }, owner.token);
    expect((await fetchMedia(items[MEDIA_VISIBILITY.private]!.urls.thumb, friend.token)).status).toBe(200);
  });

  it("hides everything of a blocked, paused or deleted owner", async () => {
    const url = items[MEDIA_VISIBILITY.public]!.urls.thumb;
    await sendJson(api, "POST", `/api/v2/blocks/${stranger.id}`, undefined, owner.token);
    expect((await fetchMedia(url, stranger.token)).status).toBe(404);
    await sendJson(api, "DELETE", `/api/v2/blocks/${stranger.id}`, undefined, owner.token);
    expect((await fetchMedia(url, stranger.token)).status).toBe(200);
    await api.database.query(`update users set is_paused = true where id = $1`, [owner.id]);
    expect((await fetchMedia(url)).status).toBe(404);
    expect((await fetchMedia(url, owner.token)).status).toBe(200);
    await api.database.query(`update users set is_paused = false where id = $1`, [owner.id]);
  });

  it("does not confuse the other media routes with /media/{id}/{size}", async () => {
    expect((await fetchMedia(`/api/v2/media/${items[1]!.id}/huge`)).status).toBe(422);
    expect((await fetchMedia(`/api/v2/media/999999/thumb`)).status).toBe(404);
    expect((await fetchMedia(`/api/v2/media/file/${items[1]!.id}`, owner.token)).status).toBe(200);
  });
});

describe("gallery manager", () => {
  it("lists 33 per page with counts per panel", async () => {
    const list = await getJson(api, "/api/v2/gallery", owner.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 5, page_no: 1, page_size: PAGE_SIZE.mediaGallery, counts: { all: 5, image: 5, video: 0, record: 0 } });
    expect(list.body.data.items[0]).toMatchObject({ kind: "image", review_status: 1, review_status_name: "accepted" });
    expect(() => ZGalleryList.parse(list.body.data)).not.toThrow();
    expect((await getJson(api, "/api/v2/gallery?panel=video", owner.token)).body.data.items).toEqual([]);
    expect((await getJson(api, "/api/v2/gallery?panel=audio", owner.token)).status).toBe(422);
    expect((await getJson(api, "/api/v2/gallery")).status).toBe(401);
  });

  it("takes only the caller's own gallery uploads", async () => {
    const foreign = await uploadFile(api, stranger.token, await testImage());
    const refused = await sendJson(api, "POST", "/api/v2/gallery", { media_id: foreign }, owner.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ title: "validation.gallery.media_invalid", source: "media_id" });
    const ageDocument = await uploadFile(api, owner.token, await testImage(), "age_check");
    expect((await sendJson(api, "POST", "/api/v2/gallery", { media_id: ageDocument }, owner.token)).status).toBe(422);
    // the age-check document is nobody's display medium
    expect((await fetchMedia(`/api/v2/media/${ageDocument}/thumb`, owner.token)).status).toBe(404);
  });

  it("sets visibility, makes a profile photo that stays public, and deletes", async () => {
    const item = await addToGallery(api, owner.token, MEDIA_VISIBILITY.logged_in);
    const changed = await sendJson(api, "PUT", `/api/v2/gallery/${item.id}`, { visibility: MEDIA_VISIBILITY.fsk18 }, owner.token);
    expect(changed.body.data.visibility).toBe(MEDIA_VISIBILITY.fsk18);
    const [flag] = await api.database.query<{ has_fsk18_photos: boolean }>(`select has_fsk18_photos from profiles where user_id = $1`, [owner.id]);
    expect(flag!.has_fsk18_photos).toBe(true);
    expect((await sendJson(api, "PUT", `/api/v2/gallery/${item.id}`, { visibility: 6 }, owner.token)).status).toBe(422);
    expect((await sendJson(api, "PUT", `/api/v2/gallery/${item.id}`, { visibility: 1 }, stranger.token)).status).toBe(404);

    const avatar = await sendJson(api, "POST", `/api/v2/gallery/${item.id}/avatar`, undefined, owner.token);
    expect(avatar.body.data).toMatchObject({ is_avatar: true, visibility: MEDIA_VISIBILITY.public });
    const tile = await fetch(`${api.url}/api/v2/media/avatar/${owner.id}.svg`, { redirect: "manual" });
    expect(tile.status).toBe(302);
    expect(tile.headers.get("location")).toBe(item.urls.thumb);
    const notPublic = await sendJson(api, "PUT", `/api/v2/gallery/${item.id}`, { visibility: MEDIA_VISIBILITY.private }, owner.token);
    expect(notPublic.body.errors[0]).toMatchObject({ title: "validation.gallery.avatar_must_be_public", source: "visibility" });

    expect((await sendJson(api, "DELETE", `/api/v2/gallery/${item.id}`, undefined, owner.token)).body.data).toEqual({ deleted: true });
    expect((await fetchMedia(item.urls.thumb, owner.token)).status).toBe(404);
    const drawn = await fetch(`${api.url}/api/v2/media/avatar/${owner.id}.svg`, { redirect: "manual" });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("watermark", () => {
  it("marks the served sizes in the chosen corner, colour and opacity", async () => {
    const url = items[MEDIA_VISIBILITY.public]!.urls.medium;
    const plain = Buffer.from(await (await fetchMedia(url)).arrayBuffer());
    const saved = await sendJson(api, "PUT", "/api/v2/settings/media_gallery", { watermark: { enabled: true, colour: "#ff0000", position: "top_left", opacity: 100 } }, owner.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.values.watermark).toEqual({ enabled: true, colour: "#ff0000", position: "top_left", opacity: 100 });
    const marked = Buffer.from(await (await fetchMedia(url)).arrayBuffer());
    expect(marked.equals(plain)).toBe(false);
    const redness = async (image: Buffer, region: { left: number; top: number }) => {
      const { data } = await sharp(image).extract({ ...region, width: 40, height: 20 }).raw().toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! < 80) red += 1;
      return red;
    };
    const meta = await sharp(marked).metadata();
    expect(await redness(marked, { left: 10, top: 8 })).toBeGreaterThan(await redness(plain, { left: 10, top: 8 }) + 5);
    expect(await redness(marked, { left: meta.width! - 50, top: meta.height! - 28 })).toBeLessThanOrEqual((await redness(plain, { left: meta.width! - 50, top: meta.height! - 28 })) + 2);
    const bad = await sendJson(api, "PUT", "/api/v2/settings/media_gallery", { watermark: { enabled: true, colour: "#ff0000", position: "top_left", opacity: 34 } }, owner.token);
    expect(bad.body.errors[0]).toMatchObject({ title: "validation.watermark.opacity_range", source: "watermark.opacity" });
    await sendJson(api, "PUT", "/api/v2/settings/media_gallery", { watermark: { enabled: false, colour: "#ff0000", position: "top_left", opacity: 100 } }, owner.token);
    expect(Buffer.from(await (await fetchMedia(url)).arrayBuffer()).equals(plain)).toBe(true);
  });

  it("allows 5 watermark checks a day", async () => {
    const check = () => sendJson(api, "POST", "/api/v2/gallery/watermark-check", { colour: "#00ff00", position: "bottom_left", opacity: 60 }, owner.token);
    for (let i = 1; i <= 5; i += 1) {
      const answer = await check();
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ checks_used: i, checks_left: 5 - i });
      expect(answer.body.data.preview).toMatch(/^data:image\/webp;base64,/);
    }
    const sixth = await check();
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors[0].title).toBe("exception.watermark.check_limit");
    expect((await getJson(api, "/api/v2/settings/media_gallery", owner.token)).body.data.values.watermark_checks_left).toBe(0);
  });
});

describe("review queue (MEDIA_AUTO_ACCEPT=0)", () => {
  it("keeps new uploads pending and hidden until a reviewer accepts them", async () => {
    const strict = await startSiblingApi(api, { MEDIA_AUTO_ACCEPT: "0" });
    try {
      const item = await addToGallery(strict, owner.token);
      expect(item.review_status).toBe(0);
      expect((await fetch(strict.url + item.urls.thumb)).status).toBe(404);
      expect((await fetch(strict.url + item.urls.thumb, { headers: bearer(owner.token) })).status).toBe(200);
      expect((await getJson(strict, "/api/v2/media-review", stranger.token)).status).toBe(403);
      const reviewer = await person(api, { user_type: 1, gender: 1 });
      await makeStaff(api, reviewer.id);
      const queue = await getJson(strict, "/api/v2/media-review", reviewer.token);
      expect(queue.body.data.items.map((i: { id: number }) => i.id)).toContain(item.id);
      const accepted = await sendJson(strict, "PUT", `/api/v2/media-review/${item.id}`, { review_status: 1 }, reviewer.token);
      expect(accepted.body.data).toMatchObject({ id: item.id, review_status: 1, user_id: owner.id });
      expect((await fetch(strict.url + item.urls.thumb)).status).toBe(200);
      await sendJson(strict, "PUT", `/api/v2/media-review/${item.id}`, { review_status: 2 }, reviewer.token);
      expect((await fetch(strict.url + item.urls.thumb)).status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
