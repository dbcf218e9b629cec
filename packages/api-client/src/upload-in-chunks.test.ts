import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "./create-api-client.js";
import { ZUploadChunkMeta, ZUploadEndMeta } from "./upload-meta.js";
import { readFormData, sendJson, startTestServer, type TTestServer } from "./testing/http-test-server.js";

const CHUNK = 512 * 1024; // spec 001 §9
const PATH = "/api/v2/media/upload";

let server: TTestServer;
/** What the server stored, piece by piece, like a real receiver would. */
let pieces: Map<number, Buffer>;
let failChunkIndex: number | null;

beforeAll(async () => {
  server = await startTestServer();
  server.route(PATH, async (req, res) => {
    if (req.url.searchParams.get("token") !== "up-token") return sendJson(res, 403, { errors: [{ code: 403, title: "exception.upload.token_invalid" }] });
    const form = await readFormData(req);
    const action = form.get("action");
    const meta = JSON.parse(String(form.get("meta")));
    if (action === "upload") {
      const parsed = ZUploadChunkMeta.parse(meta);
      if (parsed.chunkIndex === failChunkIndex) {
        failChunkIndex = null; // fail once, then accept the resumed piece
        return sendJson(res, 413, { errors: [{ code: 413, title: "exception.upload.chunk_rejected" }] });
      }
      const chunk = form.get("chunk") as Blob;
      pieces.set(parsed.chunkIndex, Buffer.from(await chunk.arrayBuffer()));
      return sendJson(res, 200, { data: { received: parsed.chunkIndex } });
    }
    const end = ZUploadEndMeta.parse(meta);
    const whole = Buffer.concat([...Array(end.chunkCount).keys()].map((index) => pieces.get(index) ?? Buffer.alloc(0)));
    return sendJson(res, 201, { data: { media_id: 77, total_size: whole.length, sha: whole.toString("base64").slice(0, 16), mime_type: end.mimeType } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  pieces = new Map();
  failChunkIndex = null;
});

const client = () => createApiClient({ apiBaseUrl: server.url, getCookie: (name) => (name === "tk" ? "tok" : undefined), retryDelayMs: 5 });

describe("chunked upload (spec 000 §7, §8)", () => {
  it("sends a >1 MB file in 512 KB pieces with meta, then action end, reporting progress", async () => {
    const bytes = randomBytes(2 * CHUNK + 1234);
    const progress: number[] = [];
    const result = await client().upload(PATH, new Blob([bytes], { type: "image/jpeg" }), {
      token: "up-token",
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(result).toEqual({
      ok: true,
      status: 201,
      chunkCount: 3,
      data: { mediaId: 77, totalSize: bytes.length, sha: bytes.toString("base64").slice(0, 16), mimeType: "image/jpeg" },
    });
    expect(progress).toEqual([CHUNK / bytes.length, (2 * CHUNK) / bytes.length, 1]);
    expect(Buffer.concat([pieces.get(0)!, pieces.get(1)!, pieces.get(2)!]).equals(bytes)).toBe(true);

    const requests = server.seenAt(PATH);
    expect(requests).toHaveLength(4);
    expect(requests.every((req) => req.method === "POST" && req.url.searchParams.get("token") === "up-token")).toBe(true);
    expect(requests[0]?.headers.authorization).toBe("Bearer tok");
    expect(String(requests[0]?.headers["content-type"])).toMatch(/^multipart\/form-data; boundary=/);
    const metas = await Promise.all(requests.map(async (req) => JSON.parse(String((await readFormData(req)).get("meta")))));
    expect(metas).toEqual([
      { chunkIndex: 0, chunkRange: `0-${CHUNK - 1}`, chunkSize: CHUNK, totalSize: bytes.length, mimeType: "image/jpeg" },
      { chunkIndex: 1, chunkRange: `${CHUNK}-${2 * CHUNK - 1}`, chunkSize: CHUNK, totalSize: bytes.length, mimeType: "image/jpeg" },
      { chunkIndex: 2, chunkRange: `${2 * CHUNK}-${bytes.length - 1}`, chunkSize: 1234, totalSize: bytes.length, mimeType: "image/jpeg" },
      { chunkCount: 3, totalSize: bytes.length, mimeType: "image/jpeg" },
    ]);
    const actions = await Promise.all(requests.map(async (req) => (await readFormData(req)).get("action")));
    expect(actions).toEqual(["upload", "upload", "upload", "end"]);
  });

  it("aborts on the first failed piece with its status, and resumes from it", async () => {
    const bytes = randomBytes(3 * CHUNK);
    const file = new Blob([bytes]);
    failChunkIndex = 1;
    const failed = await client().upload(PATH, file, { token: "up-token", mimeType: "video/mp4", retries: 0 });
    expect(failed).toMatchObject({ ok: false, status: 413, resumeAt: 1, chunkCount: 3, message: "exception.upload.chunk_rejected" });
    expect(server.seenAt(PATH)).toHaveLength(2); // piece 0 ok, piece 1 refused, nothing after it

    server.seen.length = 0;
    const progress: number[] = [];
    const resumed = await client().upload(PATH, file, { token: "up-token", mimeType: "video/mp4", startAt: 1, onProgress: (f) => progress.push(f) });
    expect(resumed).toMatchObject({ ok: true, status: 201, data: { totalSize: bytes.length, mimeType: "video/mp4" } });
    expect(server.seenAt(PATH)).toHaveLength(3); // pieces 1 and 2, then end
    expect(progress).toEqual([2 / 3, 1]);
    expect(Buffer.concat([0, 1, 2].map((index) => pieces.get(index)!)).equals(bytes)).toBe(true);
  });

  it("fails with the server's status when the token is refused", async () => {
    const result = await client().upload(PATH, new Blob([randomBytes(10)]), { token: "wrong" });
    expect(result).toMatchObject({ ok: false, status: 403, resumeAt: 0 });
  });

  it("cancels through the signal and tells where to resume", async () => {
    const controller = new AbortController();
    const result = await client().upload(PATH, new Blob([randomBytes(2 * CHUNK)]), {
      token: "up-token",
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(result).toMatchObject({ ok: false, status: "E_CANCEL_REQUEST", resumeAt: 1 });
  });

  it("refuses a start index outside the file", async () => {
    await expect(client().upload(PATH, new Blob([randomBytes(10)]), { token: "up-token", startAt: 2 })).rejects.toThrow(/outside 0…1/);
  });
});
