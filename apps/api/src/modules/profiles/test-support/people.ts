import { bearer, noiseImage, postJson, signUp } from "../../../test/accounts-helpers.js";
import type { TTestApi } from "../../../test/start-test-api.js";

// Test fixtures of issue 6: real accounts through the api (sign-up), then the state a test is not about set
// directly (registration finished, a city, membership, an accepted age check), as staff or payment would.

export type TPerson = { id: number; username: string; token: string; password: string; email: string };

/** A client or escort whose registration is completed, living in Berlin (or the given city). */
export async function person(api: TTestApi, overrides: Record<string, unknown> = {}, city = "berlin"): Promise<TPerson> {
  const { body, token, user } = await signUp(api, overrides);
  await api.database.query(`update users set register_completed_step = 10, registration_completed_at = now(), last_login_at = now() where id = $1`, [user.id]);
  await api.database.query(
    `update profiles p set city_id = c.id, lat = c.lat, lon = c.lon, country = c.country from cities c where p.user_id = $1 and c.slug = $2`,
    [user.id, city],
  );
  return { id: user.id as number, username: body.username as string, token, password: body.password as string, email: body.email as string };
}

export async function makeMember(api: TTestApi, userId: number, member = true): Promise<void> {
  await api.database.query(`update users set is_member = $2, member_until = null where id = $1`, [userId, member]);
}

/**
 * An accepted age check; the user's current sign-ins also count as re-authenticated now, so fsk18 content is served
 * to them (the closed user group of decision 044; its own rules are tested in identity.test.ts).
 */
export async function acceptAgeCheck(api: TTestApi, userId: number): Promise<void> {
  await api.database.query(`update users set age_check_status = 2 where id = $1`, [userId]);
  await api.database.query(`update oauth_tokens set reauthenticated_at = $2 where user_id = $1 and revoked_at is null`, [userId, api.clock.now()]);
}

export async function makeStaff(api: TTestApi, userId: number): Promise<void> {
  await api.database.query(`update users set user_type = 10 where id = $1`, [userId]);
}

/** The chunked upload as the web does it, for a purpose of the gallery's upload-token endpoint. */
export async function uploadFile(api: TTestApi, accessToken: string, data: Buffer, purpose: "gallery" | "age_check" | "identity_check" = "gallery", mimeType = "image/png") {
  const { createApiClient } = await import("@samtrot/api-client");
  const client = createApiClient({ apiBaseUrl: api.url, getCookie: (name) => (name === "tk" ? accessToken : undefined), retries: 0 });
  const grant = await postJson(api, "/api/v2/gallery/upload-token", { purpose }, bearer(accessToken));
  if (grant.status !== 200) throw new Error(`upload token: ${grant.status} ${JSON.stringify(grant.body)}`);
  const result = await client.upload<{ done: boolean; media: { id: number } | null }>(grant.body.data.upload_path, new Blob([new Uint8Array(data)], { type: mimeType }), {
    token: grant.body.data.token,
    camelCase: false,
    mimeType,
  });
  if (!result.ok || !result.data.media) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  return result.data.media.id;
}

let cachedImage: Buffer | undefined;
/** A 400 × 300 noise PNG (≈ 360 KB), made once per test file. */
export async function testImage(): Promise<Buffer> {
  cachedImage ??= await noiseImage(400, 300);
  return cachedImage;
}

/** Uploads an image and adds it to the gallery; returns the gallery item. */
export async function addToGallery(api: TTestApi, accessToken: string, visibility?: number) {
  const mediaId = await uploadFile(api, accessToken, await testImage());
  const added = await postJson(api, "/api/v2/gallery", { media_id: mediaId, ...(visibility ? { visibility } : {}) }, bearer(accessToken));
  if (added.status !== 201) throw new Error(`add to gallery: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data as { id: number; visibility: number; review_status: number; urls: { thumb: string; medium: string; full: string } };
}

export function sendJson(api: TTestApi, method: string, path: string, body: unknown, token?: string) {
  return api.fetchJson(path, {
    method,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function getJson(api: TTestApi, path: string, token?: string, headers: Record<string, string> = {}) {
  return api.fetchJson(path, { headers: { ...(token ? bearer(token) : {}), ...headers } });
}
