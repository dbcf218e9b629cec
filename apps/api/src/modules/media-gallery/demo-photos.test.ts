// The demo photos (packages/db demo-photos) through the real api: a demo escort's public photo is an image to
// anyone, its private ones are refused to a guest, its profile photo is the search avatar, and deleting one demo
// photo leaves the shared pool file for every other profile that shows it.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { DEMO_PASSWORD } from "@samtrot/db";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { bearer, signIn } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";

let api: TTestApi;
type TMedia = { id: number; visibility: number; is_avatar: boolean; locked: string | null; urls: { thumb: string; medium: string; full: string } | null };

beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 30, demoPhotos: true });
}, 180_000);
afterAll(() => api?.close());

async function profileMedia(username: string, token?: string): Promise<TMedia[]> {
  const { status, body } = await api.fetchJson(`/api/v2/profiles/${username}`, { headers: token ? bearer(token) : {} });
  expect(status).toBe(200);
  return body.data.media as TMedia[];
}

describe("demo photos", () => {
  it("a demo escort's public photos are images for a guest; its private ones are listed locked and refused", async () => {
    const media = await profileMedia("demo-escort");
    const open = media.filter((m) => m.visibility === MEDIA_VISIBILITY.public);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.length).toBeLessThanOrEqual(6);
    expect(media[0]?.is_avatar).toBe(true);
    for (const size of ["thumb", "medium"] as const) {
      const response = await fetch(api.url + open[0]!.urls![size]);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      // People are portraits.
      expect(meta.height!).toBeGreaterThan(meta.width!);
    }
    const locked = media.filter((m) => m.visibility === MEDIA_VISIBILITY.private);
    expect(locked.length).toBeGreaterThanOrEqual(1);
    expect(locked[0]).toMatchObject({ locked: "sign_in", urls: null });
    const refused = await fetch(`${api.url}/api/v2/media/${locked[0]!.id}/thumb`);
    expect(refused.status).toBe(403);
  });

  it("the profile photo is the avatar of the search tiles", async () => {
    const [row] = await api.database.query<{ id: number; avatar_media_id: number }>(
      "SELECT u.id, p.avatar_media_id FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.username = 'demo-club'",
    );
    const response = await fetch(`${api.url}/api/v2/media/avatar/${row!.id}.svg`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/api/v2/media/${row!.avatar_media_id}/thumb`);
  });

  it("deleting a demo photo keeps the shared file other profiles show", async () => {
    const login = await signIn(api, "demo-escort-plus", DEMO_PASSWORD);
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    const [own] = await profileMedia("demo-escort-plus", token);
    const [file] = await api.database.query<{ storage_key: string }>("SELECT storage_key FROM media_files WHERE id = $1", [own!.id]);
    expect(file!.storage_key).toMatch(/^demo\//);
    // Another medium showing the same pool file (added here, so there surely is one).
    const [copy] = await api.database.query<{ id: number }>(
      `WITH m AS (INSERT INTO media_files (user_id, purpose, storage_key, mime_type, size, width, height)
                  SELECT (SELECT id FROM users WHERE username = 'demo-escort'), purpose, storage_key, mime_type, size, width, height
                    FROM media_files WHERE id = $1 RETURNING id, user_id)
       INSERT INTO gallery_items (media_id, user_id, visibility, review_status) SELECT id, user_id, 1, 1 FROM m RETURNING media_id AS id`,
      [own!.id],
    );
    const deleted = await api.fetchJson(`/api/v2/gallery/${own!.id}`, { method: "DELETE", headers: bearer(token) });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${api.url}/api/v2/media/${own!.id}/thumb`)).status).toBe(404);
    expect((await stat(join(api.env.MEDIA_DIR!, file!.storage_key))).size).toBeGreaterThan(0);
    expect((await fetch(`${api.url}/api/v2/media/${copy!.id}/full`)).status).toBe(200);
  });
});
