import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD, UPLOAD_SIZE_TOO_SMALL_KEY } from "@samtrot/constants-catalogue";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer, noiseImage, postJson, signUp, uploadImage } from "../../test/accounts-helpers.js";

let api: TTestApi;
let owner: { token: string };
beforeAll(async () => {
  api = await startTestApi();
  owner = await signUp(api);
}, 60_000);
afterAll(() => api?.close());

/** One raw multipart request of the upload protocol. */
async function piece(token: string, fields: { action: string; meta: unknown; chunk?: Buffer; mime?: string }) {
  const form = new FormData();
  if (fields.chunk) form.append("chunk", new Blob([new Uint8Array(fields.chunk)], { type: fields.mime ?? "image/png" }), "chunk");
  form.append("meta", typeof fields.meta === "string" ? fields.meta : JSON.stringify(fields.meta));
  form.append("action", fields.action);
  return api.fetchJson(`/api/v2/media/upload?token=${encodeURIComponent(token)}`, { method: "POST", body: form });
}

async function uploadToken(token: string) {
  return (await postJson(api, "/api/v2/media/upload-token", { purpose: "avatar" }, bearer(token))).body.data.token as string;
}

describe("chunked photo upload", () => {
  it("takes a file in 512 KB pieces through the api-client, checks it and serves it to its owner only", async () => {
    const image = await noiseImage(500, 400); // ≈ 600 KB: two pieces
    expect(image.length).toBeGreaterThan(512 * 1024);
    const { result } = await uploadImage(api, owner.token, image);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chunkCount).toBe(2);
    expect(result.data).toMatchObject({ done: true, received_bytes: image.length, media: { width: 500, height: 400, mime_type: "image/png" } });
    const file = await fetch(api.url + result.data.media!.url, { headers: bearer(owner.token) });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const stranger = await signUp(api);
    expect((await fetch(api.url + result.data.media!.url, { headers: bearer(stranger.token) })).status).toBe(404);
    expect((await fetch(api.url + result.data.media!.url)).status).toBe(401);
    // pieces in progress are gone, the file is in the storage
    const mediaDir = api.env.MEDIA_DIR!;
    expect(readdirSync(join(mediaDir, ".uploads"))).toEqual([]);
    expect(existsSync(join(mediaDir, "avatars"))).toBe(true);
  });

  it("refuses an image narrower than 200 px with the upload-size message and its numbers", async () => {
    const narrow = await noiseImage(150, 400);
    expect(narrow.length).toBeGreaterThan(IMAGE_UPLOAD.minBytes);
    const { result } = await uploadImage(api, owner.token, narrow);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    const body = result.body as { errors: unknown[] };
    expect(body.errors[0]).toEqual({ code: 422, title: UPLOAD_SIZE_TOO_SMALL_KEY, source: "file", meta: { min: 200, width: 150 } });
  });

  it("refuses files below 50 KB or above 20 MB before reading them", async () => {
    const token = await uploadToken(owner.token);
    const small = await piece(token, { action: "upload", chunk: Buffer.alloc(10), meta: { chunkIndex: 0, chunkRange: "0-9", chunkSize: 10, totalSize: IMAGE_UPLOAD.minBytes - 1, mimeType: "image/png" } });
    expect(small.status).toBe(422);
    expect(small.body.errors[0]).toMatchObject({ title: "validation.upload.file_too_small", source: "file", meta: { min: IMAGE_UPLOAD.minBytes } });
    const big = await piece(token, { action: "upload", chunk: Buffer.alloc(10), meta: { chunkIndex: 0, chunkRange: "0-9", chunkSize: 10, totalSize: IMAGE_UPLOAD.maxBytes + 1, mimeType: "image/png" } });
    expect(big.body.errors[0]).toMatchObject({ title: "validation.upload.file_too_large", source: "file" });
  });

  it("refuses other types, declared or real", async () => {
    const gif = await piece(await uploadToken(owner.token), {
      action: "upload",
      chunk: Buffer.alloc(10),
      meta: { chunkIndex: 0, chunkRange: "0-9", chunkSize: 10, totalSize: 60_000, mimeType: "image/gif" },
    });
    expect(gif.body.errors[0]).toMatchObject({ title: "validation.upload.type_not_allowed", source: "file" });
    const { result } = await uploadImage(api, owner.token, randomBytes(60 * 1024), "image/png");
    expect(result.ok).toBe(false);
    if (!result.ok) expect((result.body as { errors: { title: string }[] }).errors[0]!.title).toBe("validation.upload.type_not_allowed");
  });

  it("keeps pieces in order, acknowledges a repeated piece, and checks completeness", async () => {
    const image = await noiseImage(200, 100); // 60 KB
    const token = await uploadToken(owner.token);
    const half = Math.floor(image.length / 2);
    const meta = (index: number, start: number, end: number) => ({ chunkIndex: index, chunkRange: `${start}-${end - 1}`, chunkSize: end - start, totalSize: image.length, mimeType: "image/png" });
    const second = await piece(token, { action: "upload", chunk: image.subarray(half), meta: meta(1, half, image.length) });
    expect(second.status).toBe(409);
    expect(second.body.errors[0].title).toBe("exception.upload.chunk_out_of_order");
    expect((await piece(token, { action: "upload", chunk: image.subarray(0, half), meta: meta(0, 0, half) })).body.data).toEqual({ done: false, received_bytes: half, media: null });
    // the same piece again (its answer got lost): acknowledged, not written twice
    expect((await piece(token, { action: "upload", chunk: image.subarray(0, half), meta: meta(0, 0, half) })).body.data.received_bytes).toBe(half);
    const early = await piece(token, { action: "end", meta: { chunkCount: 1, totalSize: image.length, mimeType: "image/png" } });
    expect(early.body.errors[0]).toMatchObject({ title: "validation.upload.incomplete", source: "meta" });
    expect((await piece(token, { action: "upload", chunk: image.subarray(half), meta: meta(1, half, image.length) })).status).toBe(200);
    const end = await piece(token, { action: "end", meta: { chunkCount: 2, totalSize: image.length, mimeType: "image/png" } });
    expect(end.body.data).toMatchObject({ done: true, media: { width: 200, height: 100 } });
    // a finished token takes no more pieces
    expect((await piece(token, { action: "upload", chunk: image.subarray(0, half), meta: meta(0, 0, half) })).status).toBe(409);
  });

  it("refuses bad protocol input and unknown tokens", async () => {
    const token = await uploadToken(owner.token);
    expect((await piece(token, { action: "delete", meta: {} })).body.errors[0]).toMatchObject({ title: "validation.upload.action_invalid", source: "action" });
    expect((await piece(token, { action: "upload", meta: "{not json" })).body.errors[0]).toMatchObject({ title: "validation.upload.meta_invalid", source: "meta" });
    expect(
      (await piece(token, { action: "upload", chunk: Buffer.alloc(10), meta: { chunkIndex: 0, chunkRange: "0-19", chunkSize: 10, totalSize: 60_000, mimeType: "image/png" } })).body.errors[0],
    ).toMatchObject({ title: "validation.upload.meta_invalid" });
    const unknown = await piece("x".repeat(43), { action: "upload", chunk: Buffer.alloc(10), meta: { chunkIndex: 0, chunkRange: "0-9", chunkSize: 10, totalSize: 60_000, mimeType: "image/png" } });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0].title).toBe("exception.upload.token_invalid");
    expect((await postJson(api, "/api/v2/media/upload-token", { purpose: "avatar" })).status).toBe(401);
    expect((await postJson(api, "/api/v2/media/upload-token", { purpose: "video" }, bearer(owner.token))).status).toBe(422);
  });
});
