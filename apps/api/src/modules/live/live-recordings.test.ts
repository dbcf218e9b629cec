import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createSocket } from "node:dgram";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RtpPacket, type RTCPeerConnection } from "werift";
import { gathered, loopbackPeer } from "@samtrot/live-sfu/loopback";
import { ZLiveRecording, ZLiveRoom, type TLiveRecording } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { openSocket } from "../realtime/test-support/socket-client.js";
import { ffmpegPath } from "./process-recording.js";
import { recordingDirOf } from "./recordings.js";

// Recordings over HTTP on a real api, database and job runner: a producer (a werift peer) sends real VP8 and Opus
// (made by the ffmpeg of @ffmpeg-installer/ffmpeg, as RTP) for a few seconds; the SFU records WebM, the durable job
// makes HLS and MP4 once the room ends; then who may watch what, publishing, and deleting (the files go).

let api: TTestApi;
let producer: TPerson;
const peers: RTCPeerConnection[] = [];

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", JOB_POLL_MS: "200" }, jobs: "poll" });
  producer = await person(api, { user_type: 2, gender: 2 });
}, 120_000);
afterAll(async () => {
  for (const pc of peers) await pc.close().catch(() => {});
  await api?.close();
});

const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title];

/** Real media for `seconds`: ffmpeg's test picture (VP8) and a tone (Opus) as RTP, handed to the producer's senders. */
async function sendRealMedia(pc: RTCPeerConnection, seconds: number): Promise<void> {
  const [video, audio] = pc.getTransceivers();
  const sockets = [createSocket("udp4"), createSocket("udp4")];
  const ports = await Promise.all(sockets.map((socket) => new Promise<number>((resolve) => socket.bind(0, "127.0.0.1", () => resolve(socket.address().port)))));
  sockets[0]!.on("message", (data) => void video!.sender.sendRtp(RtpPacket.deSerialize(data)).catch(() => {}));
  sockets[1]!.on("message", (data) => void audio!.sender.sendRtp(RtpPacket.deSerialize(data)).catch(() => {}));
  const ffmpeg = spawn(ffmpegPath(), [
    "-hide_banner", "-loglevel", "error", "-re",
    // each input ends by itself (an output's -t would apply to the first output only)
    "-f", "lavfi", "-i", `testsrc=size=320x240:rate=15:duration=${seconds}`,
    "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    "-map", "0:v", "-c:v", "libvpx", "-deadline", "realtime", "-b:v", "300k", "-g", "15", "-payload_type", "96", "-f", "rtp", `rtp://127.0.0.1:${ports[0]}`,
    "-map", "1:a", "-c:a", "libopus", "-payload_type", "111", "-f", "rtp", `rtp://127.0.0.1:${ports[1]}`,
  ]);
  await new Promise<void>((resolve, reject) => {
    ffmpeg.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (const socket of sockets) socket.close();
}

async function recordBroadcast(seconds: number): Promise<TLiveRecording> {
  const created = await sendJson(api, "POST", "/api/v2/live/rooms", { title: "Aufgezeichnet", display_name: "Lena", spoken_language: "DE" }, producer.token);
  const room = ZLiveRoom.parse(created.body.data);
  const socket = await openSocket(api.url, { token: producer.token });
  await socket.waitFor((m) => m.type === "ready");
  const pc = loopbackPeer();
  peers.push(pc);
  pc.addTransceiver("video", { direction: "sendonly" });
  pc.addTransceiver("audio", { direction: "sendonly" });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const session = randomUUID();
  socket.send("live.publish", { room_id: room.id, session, sdp: pc.localDescription!.sdp });
  const answer = await socket.waitFor((m) => m.type === "live.sdp" && m.payload.session === session, 10_000);
  await pc.setRemoteDescription({ type: "answer", sdp: answer.payload.sdp });
  await pc.connectionStateChange.watch((s) => s === "connected", 10_000);
  await sendRealMedia(pc, seconds);
  expect((await sendJson(api, "POST", `/api/v2/live/rooms/${room.id}/end`, undefined, producer.token)).status).toBe(200);
  await socket.close();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mine = (await getJson(api, "/api/v2/live/recordings/mine", producer.token)).body.data.items as TLiveRecording[];
    const recording = mine.find((r) => r.room_id === room.id);
    if (recording && (recording.status === "ready" || recording.status === "failed")) return ZLiveRecording.parse(recording);
    if (Date.now() > deadline) throw new Error(`recording not processed: ${JSON.stringify(recording)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe("recordings", () => {
  let recording: TLiveRecording;

  it("the broadcast is recorded and converted to HLS and MP4 by the job once the room ends", async () => {
    recording = await recordBroadcast(4);
    expect(recording).toMatchObject({ status: "ready", visibility: "draft", can_watch: true });
    expect(recording.duration_seconds).toBeGreaterThanOrEqual(2);
    const response = await fetch(`${api.url}${recording.playlist_url}`, { headers: { authorization: `Bearer ${producer.token}` } });
    expect(response.status).toBe(200);
    const playlist = await response.text();
    expect(playlist).toContain("#EXTM3U");
    const segment = playlist.split("\n").find((line) => line.startsWith("seg_"))!;
    const media = await fetch(`${api.url}/api/v2/live/recordings/${recording.id}/files/${segment}`, { headers: { authorization: `Bearer ${producer.token}` } });
    expect(media.status).toBe(200);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // 30 frames a second: not the WebM's millisecond time base taken for 1,000 (process-recording.ts)
    const [row] = await api.database.query<{ storage_key: string }>(`SELECT storage_key FROM live_recordings WHERE id = $1`, [recording.id]);
    const probe = spawnSync(ffmpegPath(), ["-hide_banner", "-i", join(recordingDirOf(api.env, row!.storage_key), "recording.mp4")], { encoding: "utf8" });
    expect(probe.stderr).toMatch(/Video: h264.*\b30 fps\b/);
  }, 120_000);

  it("a draft is the producer's; published free, for members or for a price it opens to the right viewers", async () => {
    const client = await person(api, { user_type: 1, gender: 1 });
    const member = await person(api, { user_type: 1, gender: 1 });
    await makeMember(api, member.id);
    const file = (who?: TPerson) => fetch(`${api.url}/api/v2/live/recordings/${recording.id}/files/index.m3u8`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    const publish = (body: unknown, who = producer) => sendJson(api, "PUT", `/api/v2/live/recordings/${recording.id}`, body, who.token);

    expect(errorOf(await getJson(api, `/api/v2/live/recordings/${recording.id}`, client.token))).toEqual([404, "exception.live.recording_not_found"]);
    expect((await file(client)).status).toBe(404);
    expect(errorOf(await publish({ visibility: "free" }, client))).toEqual([403, "exception.live.not_producer"]);
    expect(errorOf(await publish({ visibility: "price" }))).toEqual([422, "validation.live.price_required"]);
    expect(errorOf(await publish({ visibility: "public" }))).toEqual([422, "validation.common.invalid_choice"]);

    expect((await publish({ visibility: "free" })).body.data).toMatchObject({ visibility: "free" });
    expect((await file(client)).status).toBe(200);
    expect((await file()).status).toBe(401);
    const seen = ZLiveRecording.parse((await getJson(api, `/api/v2/live/recordings/${recording.id}`, client.token)).body.data);
    expect(seen).toMatchObject({ can_watch: true, views: 1 });

    await publish({ visibility: "members" });
    expect(errorOf(await getJson(api, `/api/v2/live/recordings/${recording.id}/files/index.m3u8`, client.token))).toEqual([403, "exception.live.recording_members_only"]);
    expect((await file(member)).status).toBe(200);

    expect((await publish({ visibility: "price", price: 15 })).body.data).toMatchObject({ visibility: "price", price: 15 });
    expect(errorOf(await getJson(api, `/api/v2/live/recordings/${recording.id}/files/index.m3u8`, member.token))).toEqual([403, "exception.live.recording_locked"]);
    expect((await file(producer)).status).toBe(200);
  });

  it("deleting removes it from the lists and deletes its files", async () => {
    const [row] = await api.database.query<{ storage_key: string }>(`SELECT storage_key FROM live_recordings WHERE id = $1`, [recording.id]);
    const dir = recordingDirOf(api.env, row!.storage_key);
    expect(existsSync(dir)).toBe(true);
    const someoneElse = await person(api, { user_type: 2, gender: 2 });
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/live/recordings/${recording.id}`, undefined, someoneElse.token))).toEqual([403, "exception.live.not_producer"]);
    expect((await sendJson(api, "DELETE", `/api/v2/live/recordings/${recording.id}`, undefined, producer.token)).body.data).toEqual({ deleted: true });
    expect(existsSync(dir)).toBe(false);
    expect(errorOf(await getJson(api, `/api/v2/live/recordings/${recording.id}`, producer.token))).toEqual([404, "exception.live.recording_not_found"]);
    expect(((await getJson(api, "/api/v2/live/recordings/mine", producer.token)).body.data.items as TLiveRecording[]).map((r) => r.id)).not.toContain(recording.id);
  });
});
