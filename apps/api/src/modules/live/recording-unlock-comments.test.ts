import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { ZLiveRecording, ZRecordingCommentList, ZRecordingUnlock, type TLiveRecording } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf, book } from "../ledger/book.js";
import { getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { createRecordingProcessHandler, ffmpegPath } from "./process-recording.js";
import { recordingDirOf } from "./recordings.js";

// Unlocking priced recordings through the ledger and commenting on recordings, over HTTP on a real api and database
// (PGlite; the Postgres server with DATABASE_URL). The priced recording is real media: ffmpeg's test picture as WebM,
// converted by the recording job itself; the other recordings are rows (their files play no part).

const run = promisify(execFile);
let api: TTestApi;
let producer: TPerson;
let grants = 0;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  producer = await person(api, { user_type: 2, gender: 2 });
}, 120_000);
afterAll(() => api?.close());

const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
const dollars = async (userId: number) => (await balancesOf(api.database, userId)).dollar;
async function client(amount = 0): Promise<TPerson> {
  const who = await person(api, { user_type: 1, gender: 1 });
  if (amount > 0) {
    await api.database.transaction((tx) => book(tx, { idempotencyKey: `rec-test-grant:${++grants}`, type: "grant", currency: "dollar", amount, from: { system: "external" }, to: { userId: who.id } }));
  }
  return who;
}

/** A recording row of a broadcast that ended (status and visibility as given). */
async function recordingRow(status: "processing" | "ready", visibility: TLiveRecording["visibility"] = "free", price: number | null = null): Promise<{ id: number; storageKey: string }> {
  const [room] = await api.database.query<{ id: string }>(
    `INSERT INTO live_rooms (producer_id, title, display_name, spoken_language, status, live_at, ended_at) VALUES ($1, 'Abendplausch', 'Lena', 'DE', 'ended', now(), now()) RETURNING id`,
    [producer.id],
  );
  const storageKey = `${room!.id}-${randomBytes(6).toString("hex")}`;
  const [row] = await api.database.query<{ id: string }>(
    `INSERT INTO live_recordings (room_id, producer_id, storage_key, status, visibility, price, duration_seconds) VALUES ($1, $2, $3, $4, $5, $6, 2) RETURNING id`,
    [room!.id, producer.id, storageKey, status, visibility, price],
  );
  return { id: Number(row!.id), storageKey };
}

const recording = async (id: number, who?: TPerson) => getJson(api, `/api/v2/live/recordings/${id}`, who?.token);
const unlock = (id: number, who?: TPerson) => sendJson(api, "POST", `/api/v2/live/recordings/${id}/unlock`, undefined, who?.token);
const playlist = (id: number, who?: TPerson) => fetch(`${api.url}/api/v2/live/recordings/${id}/files/index.m3u8`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
const unlockEntries = async (id: number) => Number((await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE reference_kind = 'live_recording' AND reference_id = $1`, [String(id)]))[0]!.n);

describe("unlocking a priced recording", () => {
  let priced: number;

  beforeAll(async () => {
    // real media: a 2 s WebM (VP8/Opus) made by ffmpeg, converted to HLS by the recording job
    const row = await recordingRow("processing");
    const dir = recordingDirOf(api.env, row.storageKey);
    await mkdir(dir, { recursive: true });
    await run(ffmpegPath(), [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15:duration=2",
      "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=2",
      "-c:v", "libvpx", "-deadline", "realtime", "-c:a", "libopus", join(dir, "source.webm"),
    ]);
    await createRecordingProcessHandler({ database: api.database, env: api.env }).run({ id: 0, kind: "live.recording.process", payload: { recording_id: row.id }, attempts: 1, maxAttempts: 3 });
    priced = row.id;
    const published = await sendJson(api, "PUT", `/api/v2/live/recordings/${priced}`, { visibility: "price", price: 15 }, producer.token);
    expect(published.body.data).toMatchObject({ status: "ready", visibility: "price", price: 15 });
  }, 60_000);

  it("a locked recording offers the unlock; too few dollars are refused with the balance and nothing is booked", async () => {
    const poor = await client(5);
    const seen = ZLiveRecording.parse((await recording(priced, poor)).body.data);
    expect(seen).toMatchObject({ can_watch: false, can_unlock: true, can_comment: false, playlist_url: null, unlocks: null, earnings: null });
    expect((await playlist(priced, poor)).status).toBe(403);

    const refused = await unlock(priced, poor);
    expect(errorOf(refused)).toEqual([422, "exception.ledger.insufficient_balance", null]);
    expect(refused.body.errors[0].meta).toEqual({ currency: "dollar", balance: 5, needed: 15 });
    expect(await dollars(poor.id)).toBe(5);
    expect(await unlockEntries(priced)).toBe(0);
    expect((await playlist(priced, poor)).status).toBe(403);
    // a guest is asked to sign in
    expect((await unlock(priced)).status).toBe(401);
    expect(ZLiveRecording.parse((await recording(priced)).body.data)).toMatchObject({ can_unlock: false, can_watch: false });
  });

  it("pays the producer once, also for a double click and a retry; then the files are served", async () => {
    const viewer = await client(40);
    const producerBefore = await dollars(producer.id);
    const [first, second] = await Promise.all([unlock(priced, viewer), unlock(priced, viewer)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [ZRecordingUnlock.parse(first.body.data), ZRecordingUnlock.parse(second.body.data)];
    expect(answers.map((a) => a.already_unlocked).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.already_unlocked)!.balance).toEqual({ before: 40, after: 25 });
    expect(answers[0]!.recording).toMatchObject({ can_watch: true, can_unlock: false, can_comment: true, playlist_url: `/api/v2/live/recordings/${priced}/files/index.m3u8` });

    const retry = ZRecordingUnlock.parse((await unlock(priced, viewer)).body.data);
    expect(retry).toMatchObject({ already_unlocked: true, balance: null });
    expect(await dollars(viewer.id)).toBe(25);
    expect(await dollars(producer.id)).toBe(producerBefore + 15);
    expect(await unlockEntries(priced)).toBe(1);

    const file = await playlist(priced, viewer);
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text).toContain("#EXTM3U");
    const segment = text.split("\n").find((line) => line.startsWith("seg_"))!;
    const media = await fetch(`${api.url}/api/v2/live/recordings/${priced}/files/${segment}`, { headers: { authorization: `Bearer ${viewer.token}` } });
    expect(media.status).toBe(200);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(ZLiveRecording.parse((await recording(priced, viewer)).body.data)).toMatchObject({ can_watch: true, can_unlock: false });
  });

  it("the producer sees views, unlocks and earnings; a later price change keeps what was paid; unlocked stays unlocked", async () => {
    const mine = () => getJson(api, "/api/v2/live/recordings/mine", producer.token).then((r) => (r.body.data.items as TLiveRecording[]).find((x) => x.id === priced)!);
    expect(await mine()).toMatchObject({ unlocks: 1, earnings: 15 });
    expect((await mine()).views).toBeGreaterThanOrEqual(1);
    await sendJson(api, "PUT", `/api/v2/live/recordings/${priced}`, { visibility: "price", price: 30 }, producer.token);
    const second = await client(30);
    expect(ZRecordingUnlock.parse((await unlock(priced, second)).body.data).balance).toEqual({ before: 30, after: 0 });
    expect(await mine()).toMatchObject({ unlocks: 2, earnings: 45, price: 30 });
  });

  it("refuses the producer's own, a free one, a draft and one behind a block", async () => {
    const viewer = await client(100);
    expect(errorOf(await unlock(priced, producer))).toEqual([422, "exception.live.own_recording", null]);
    const free = await recordingRow("ready", "free");
    expect(errorOf(await unlock(free.id, viewer))).toEqual([422, "exception.live.recording_not_priced", null]);
    const draft = await recordingRow("ready", "draft");
    expect(errorOf(await unlock(draft.id, viewer))).toEqual([404, "exception.live.recording_not_found", null]);
    await api.database.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [producer.id, viewer.id]);
    expect(errorOf(await unlock(priced, viewer))).toEqual([404, "exception.live.recording_not_found", null]);
    expect(await dollars(viewer.id)).toBe(100);
  });
});

describe("comments on recordings", () => {
  const comments = (id: number, page = 1, who?: TPerson) => getJson(api, `/api/v2/live/recordings/${id}/comments?page_no=${page}`, who?.token);
  const comment = (id: number, text: string, who?: TPerson) => sendJson(api, "POST", `/api/v2/live/recordings/${id}/comments`, { text }, who?.token);
  const remove = (id: number, commentId: number, who: TPerson) => sendJson(api, "DELETE", `/api/v2/live/recordings/${id}/comments/${commentId}`, undefined, who.token);
  const report = (commentId: number, who: TPerson) =>
    sendJson(api, "POST", "/api/v2/reports", { category: REPORT_CATEGORY.recording_comment, item_id: commentId, reason: "fake_impersonation", explanation: "", good_faith: true }, who.token);

  it("20 a page, newest first; guests read, signed-in viewers who may watch write", async () => {
    const free = await recordingRow("ready", "free");
    const writer = await client();
    expect(ZRecordingCommentList.parse((await comments(free.id)).body.data)).toEqual({ items: [], total: 0, page_no: 1, page_size: 20 });
    expect((await comment(free.id, "Hallo")).status).toBe(401);
    for (let i = 1; i <= 23; i++) expect((await comment(free.id, `Kommentar ${i}`, writer)).status).toBe(201);
    const first = ZRecordingCommentList.parse((await comments(free.id)).body.data);
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ body: "Kommentar 23", author: { id: writer.id, username: writer.username }, can_delete: false });
    const second = ZRecordingCommentList.parse((await comments(free.id, 2, writer)).body.data);
    expect(second.items.map((c) => c.body)).toEqual(["Kommentar 3", "Kommentar 2", "Kommentar 1"]);
    expect(second.items[0]!.can_delete).toBe(true);
    expect(ZLiveRecording.parse((await recording(free.id, writer)).body.data)).toMatchObject({ comments_count: 23, can_comment: true });
    expect(errorOf(await getJson(api, `/api/v2/live/recordings/${free.id}/comments?page_no=0`))).toEqual([422, expect.any(String), "query.page_no"]);
  });

  it("members-only and priced recordings take comments from those who may watch them; drafts are hidden", async () => {
    const members = await recordingRow("ready", "members");
    const priced = await recordingRow("ready", "price", 5);
    const draft = await recordingRow("ready", "draft");
    const plain = await client(10);
    expect(errorOf(await comment(members.id, "Hallo", plain))).toEqual([403, "exception.live.recording_members_only", null]);
    expect(errorOf(await comment(priced.id, "Hallo", plain))).toEqual([403, "exception.live.recording_locked", null]);
    expect((await comments(priced.id, 1, plain)).status).toBe(200);
    expect(errorOf(await comments(draft.id, 1, plain))).toEqual([404, "exception.live.recording_not_found", null]);
    expect((await comments(draft.id, 1, producer)).status).toBe(200);
    await makeMember(api, plain.id);
    expect((await comment(members.id, "Hallo", plain)).status).toBe(201);
    expect((await unlock(priced.id, plain)).status).toBe(200);
    expect((await comment(priced.id, "Hat sich gelohnt", plain)).status).toBe(201);
  });

  it("the text goes through the sanitiser and the ad-text rules; the producer is notified", async () => {
    const free = await recordingRow("ready", "free");
    const writer = await client();
    const added = await comment(free.id, '<b>Schöner</b> <a href="javascript:alert(1)">Abend</a><script>alert(1)</script>\nDanke!', writer);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.body).not.toMatch(/[<>]|script|javascript/);
    expect(added.body.data.body).toContain("Schöner Abend");
    expect(errorOf(await comment(free.id, "<p></p>", writer))).toEqual([422, "validation.live.comment_empty", "text"]);
    expect(errorOf(await comment(free.id, "x".repeat(1001), writer))).toEqual([422, "validation.live.comment_too_long", "text"]);
    expect(errorOf(await comment(free.id, "Beim nächsten Mal bitte A.O. nach Absprache", writer))).toEqual([422, "validation.ad_text.no_condom", "text"]);
    expect((await api.database.query(`SELECT context, field FROM ad_text_blocks WHERE user_id = $1`, [writer.id]))).toEqual([{ context: "recording_comment", field: "text" }]);
    expect(ZRecordingCommentList.parse((await comments(free.id)).body.data).total).toBe(1);

    const notes = (await getJson(api, "/api/v2/notification", producer.token)).body.data.items as { kind: string; link: string; params: Record<string, unknown> }[];
    expect(notes.find((n) => n.kind === "recording_comment" && n.link === `/watch_recording/${free.id}#comments`)).toMatchObject({ params: { username: writer.username, title: "Abendplausch" } });
    // her own comment tells her nothing
    const count = notes.filter((n) => n.kind === "recording_comment").length;
    expect((await comment(free.id, "Danke euch!", producer)).status).toBe(201);
    expect(((await getJson(api, "/api/v2/notification", producer.token)).body.data.items as { kind: string }[]).filter((n) => n.kind === "recording_comment")).toHaveLength(count);
  });

  it("the author, the producer and the team delete; nobody else", async () => {
    const free = await recordingRow("ready", "free");
    const [writer, other, team] = [await client(), await client(), await client()];
    await makeStaff(api, team.id);
    const ids = [];
    for (const text of ["eins", "zwei", "drei"]) ids.push((await comment(free.id, text, writer)).body.data.id as number);
    expect(errorOf(await remove(free.id, ids[0]!, other))).toEqual([403, "exception.live.comment_not_yours", null]);
    expect(errorOf(await remove(free.id + 100_000, ids[0]!, writer))).toEqual([404, "exception.live.comment_not_found", null]);
    expect((await remove(free.id, ids[0]!, writer)).body.data).toEqual({ deleted: true });
    expect((await remove(free.id, ids[1]!, producer)).body.data).toEqual({ deleted: true });
    expect((await remove(free.id, ids[2]!, team)).body.data).toEqual({ deleted: true });
    expect(ZRecordingCommentList.parse((await comments(free.id)).body.data).total).toBe(0);
  });

  it("a comment is reported as category 27; a deleted recording's comments go with it", async () => {
    const free = await recordingRow("ready", "free");
    const [writer, reporter] = [await client(), await client()];
    const id = (await comment(free.id, "Ein Kommentar", writer)).body.data.id as number;
    const made = await report(id, reporter);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(errorOf(await report(id, writer))).toEqual([422, "exception.report.own_item", null]);
    expect((await sendJson(api, "DELETE", `/api/v2/live/recordings/${free.id}`, undefined, producer.token)).body.data).toEqual({ deleted: true });
    expect(await api.database.query(`SELECT id FROM live_recording_comments WHERE recording_id = $1`, [free.id])).toEqual([]);
    expect(errorOf(await comments(free.id))).toEqual([404, "exception.live.recording_not_found", null]);
    expect(errorOf(await report(id, await client()))).toEqual([404, "exception.report.item_not_found", null]);
  });
});
