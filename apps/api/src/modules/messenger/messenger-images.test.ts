import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@samtrot/api-client";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer } from "../../test/accounts-helpers.js";
import { makeMember, person, sendJson, testImage, type TPerson } from "../profiles/test-support/people.js";

// Message images over HTTP: the messenger upload token, the chunked upload as the web does it, up to 4 images in
// one message, and serving them only to the two people of the thread.

let api: TTestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(() => api?.close());

async function user(kind: "client" | "escort", plus = false): Promise<TPerson> {
  const who = await person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
  await api.database.query(`update users set email_verified_at = now(), registration_completed_at = now() - interval '30 days' where id = $1`, [who.id]);
  if (plus) await makeMember(api, who.id);
  return who;
}

/** One image through the messenger upload token and the chunked upload; returns the media id. */
async function uploadImage(who: TPerson): Promise<number> {
  const grant = await sendJson(api, "POST", "/api/v2/messenger/upload-token", undefined, who.token);
  expect(grant.status).toBe(200);
  const client = createApiClient({ apiBaseUrl: api.url, getCookie: (name) => (name === "tk" ? who.token : undefined), retries: 0 });
  const result = await client.upload<{ done: boolean; media: { id: number } | null }>(grant.body.data.upload_path, new Blob([new Uint8Array(await testImage())], { type: "image/png" }), {
    token: grant.body.data.token,
    camelCase: false,
    mimeType: "image/png",
  });
  if (!result.ok || !result.data.media) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  return result.data.media.id;
}
const send = (from: TPerson, to: TPerson, body: Record<string, unknown>) =>
  sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: to.id, text: "", client_key: randomUUID(), ...body }, from.token);
const fetchImage = (who: TPerson | null, url: string) => fetch(api.url + url, { headers: who ? bearer(who.token) : {} });

describe("message images", () => {
  it("sends 4 images in one message; both sides see them, a stranger and a guest do not", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const stranger = await user("client");
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await uploadImage(client));
    const sent = await send(client, escort, { media_ids: ids, text: "Fotos" });
    expect(sent.status).toBe(201);
    const images = sent.body.data.message.images as { media_id: number; thumb_url: string; full_url: string }[];
    expect(images.map((i) => i.media_id)).toEqual(ids);
    const conversation = await api.fetchJson(`/api/v2/messenger/threads/${sent.body.data.thread.id}/messages`, { headers: bearer(escort.token) });
    expect(conversation.body.data.items[0].images).toEqual(images);
    expect(conversation.body.data.thread.last_message).toMatchObject({ image_count: 4, preview: "Fotos" });

    const thumb = await fetchImage(escort, images[0]!.thumb_url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    expect(thumb.headers.get("cache-control")).toContain("no-store");
    expect((await thumb.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetchImage(client, images[3]!.full_url)).status).toBe(200);
    expect((await fetchImage(stranger, images[0]!.thumb_url)).status).toBe(404);
    expect((await fetchImage(null, images[0]!.thumb_url)).status).toBe(401);
  });

  it("an image alone is a message; more than 4, someone else's or one already sent are refused and nothing is stored", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const mine = await uploadImage(client);
    const alone = await send(client, escort, { media_ids: [mine] });
    expect(alone.status).toBe(201);
    expect(alone.body.data.message).toMatchObject({ text: "", images: [{ media_id: mine }] });
    expect((await send(client, escort, { media_ids: [mine] })).body.errors[0]).toMatchObject({ code: 422, title: "validation.messenger.image_unavailable" });
    const theirs = await uploadImage(escort);
    expect((await send(client, escort, { media_ids: [theirs] })).body.errors[0].title).toBe("validation.messenger.image_unavailable");
    expect((await send(client, escort, { media_ids: [1, 2, 3, 4, 5] })).body.errors[0]).toMatchObject({ code: 422, title: "validation.messenger.too_many_images" });
    const [row] = await api.database.query<{ n: number }>(`select count(*)::int as n from messenger_messages where sender_id = $1`, [client.id]);
    expect(row!.n).toBe(1);
  });

  it("a deleted message takes its images with it: the partner no longer gets them", async () => {
    const client = await user("client", true);
    const escort = await user("escort");
    const id = await uploadImage(client);
    const sent = await send(client, escort, { media_ids: [id] });
    const url = sent.body.data.message.images[0].thumb_url;
    expect((await fetchImage(escort, url)).status).toBe(200);
    await sendJson(api, "DELETE", `/api/v2/messenger/messages/${sent.body.data.message.id}`, undefined, client.token);
    expect((await fetchImage(escort, url)).status).toBe(404);
  });
});
