import { hostname } from "node:os";
import { z } from "zod";
import type { Database } from "@samtrot/db";
import { SfuError, type TSfu } from "@samtrot/live-sfu";
import { WeriftSfu } from "@samtrot/live-sfu/werift";
import type { TEnv } from "../../env.js";
import { AppError } from "../../http/errors.js";
import type { TClock } from "../../http/clock.js";
import type { Logger } from "../../logger.js";
import { onClientMessage, publishEphemeral } from "../realtime/index.js";
import { notifyLiveStarted } from "./notify-live-started.js";
import { createRecording, finishRecording } from "./recordings.js";
import { requireParticipant, ROOM_ENDED, ROOM_NOT_FOUND, NOT_PRODUCER, readRoom } from "./rooms.js";

// The live rooms this api process holds: the SFU (behind @samtrot/live-sfu's interface), the room router rows in
// Postgres (which process holds a room; decision 034) and the signalling over the realtime websocket. Client →
// server: live.publish { room_id, session, sdp } (the producer's offer), live.watch { room_id, session },
// live.answer { room_id, session, sdp } (the viewer's answer), live.leave { room_id }. Server → client (ephemeral,
// to the user): live.sdp { room_id, session, type: answer | offer, sdp }, live.error { room_id, session, title },
// and to everyone in a room: live.message, live.viewers, live.kicked (to the one kicked), live.ended.

/** The router row is refreshed this often; a room whose process has not beaten for ROUTER_STALE_MS is ended. */
const HEARTBEAT_MS = 10_000;
const ROUTER_STALE_MS = 35_000;
/** A live room whose producer sent nothing for this long (tab closed, network gone) is ended. */
const PRODUCER_SILENT_MS = 30_000;
/** A room nobody started the media of is ended after this long. */
const WAITING_MAX_MS = 5 * 60_000;
export const ROOM_ELSEWHERE = "exception.live.room_elsewhere";
export const MEDIA_FAILED = "exception.live.media_failed";
export const ROOM_NOT_LIVE = "exception.live.room_not_live";

const ZSignal = z.object({ room_id: z.number().int().positive(), session: z.string().max(64).default(""), sdp: z.string().max(16_000).optional() });

export type TLiveDeps = { database: Database; env: TEnv; logger: Logger; clock: TClock };

export class LiveRuntime {
  readonly sfu: TSfu;
  private readonly heartbeat: NodeJS.Timeout;
  /** rooms whose producer's media arrived (status live) on this process */
  private readonly announced = new Map<number, number>();
  /** the recording of each room held here (issue 15 item 3) */
  private readonly recordings = new Map<number, { id: number; stop: () => Promise<void> }>();
  private readonly recordingStarts = new Map<number, Promise<void>>();

  constructor(private readonly deps: TLiveDeps) {
    const ports = deps.env.LIVE_UDP_PORTS?.split("-").map(Number) as [number, number] | undefined;
    const hosts = deps.env.LIVE_ICE_HOSTS.split(",").map((h) => h.trim()).filter(Boolean);
    this.sfu = new WeriftSfu({
      nodeId: deps.env.LIVE_NODE_ID ?? `${hostname()}:${process.pid}`,
      iceAdditionalHostAddresses: hosts,
      icePortRange: ports,
      events: {
        producerGone: (roomId) => void this.endRoom(Number(roomId), "producer_gone").catch((error) => this.warn(error, "live: ending a room failed")),
        viewerGone: (roomId, viewerKey) => void this.markLeft(Number(roomId), Number(viewerKey)).catch((error) => this.warn(error, "live: a viewer's leave failed")),
      },
      warn: (message, detail) => deps.logger.warn({ err: detail }, message),
    });
    this.heartbeat = setInterval(() => void this.beat().catch((error) => this.warn(error, "live: heartbeat failed")), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.registerSignalling();
  }

  private warn(error: unknown, message: string): void {
    this.deps.logger.warn({ err: error }, message);
  }

  /** The room is held here: the router row names this process (taken over when its holder stopped beating). */
  async claim(roomId: number): Promise<void> {
    const [row] = await this.deps.database.query<{ node_id: string }>(
      `INSERT INTO live_room_router (room_id, node_id, heartbeat_at) VALUES ($1, $2, now())
       ON CONFLICT (room_id) DO UPDATE SET node_id = excluded.node_id, heartbeat_at = now()
         WHERE live_room_router.node_id = excluded.node_id OR live_room_router.heartbeat_at < now() - make_interval(secs => $3)
       RETURNING node_id`,
      [roomId, this.sfu.nodeId, ROUTER_STALE_MS / 1000],
    );
    if (!row) throw new AppError(409, ROOM_ELSEWHERE);
    this.sfu.createRoom(String(roomId));
  }

  /** Sends an ephemeral event to the producer and everyone watching now. */
  async broadcast(roomId: number, type: string, payload: unknown): Promise<void> {
    const rows = await this.deps.database.query<{ user_id: string | number }>(
      `SELECT producer_id AS user_id FROM live_rooms WHERE id = $1
       UNION SELECT user_id FROM live_viewers WHERE room_id = $1 AND left_at IS NULL`,
      [roomId],
    );
    for (const row of rows) publishEphemeral({ userId: Number(row.user_id), type, payload });
  }

  async announceViewers(roomId: number): Promise<void> {
    const [row] = await this.deps.database.query<{ n: string | number }>(
      `WITH counted AS (SELECT count(*)::int AS n FROM live_viewers WHERE room_id = $1 AND left_at IS NULL)
       UPDATE live_rooms SET peak_viewers = greatest(peak_viewers, (SELECT n FROM counted)) WHERE id = $1 RETURNING (SELECT n FROM counted) AS n`,
      [roomId],
    );
    await this.broadcast(roomId, "live.viewers", { room_id: roomId, viewer_count: Number(row?.n ?? 0) });
  }

  async markLeft(roomId: number, userId: number): Promise<void> {
    const left = await this.deps.database.query(`UPDATE live_viewers SET left_at = now() WHERE room_id = $1 AND user_id = $2 AND left_at IS NULL RETURNING 1`, [roomId, userId]);
    if (left.length > 0) await this.announceViewers(roomId);
  }

  /** The producer's offer: the room goes live once the SFU has answered. */
  async publish(userId: number, roomId: number, sdp: string): Promise<string> {
    const row = await readRoom(this.deps.database, roomId);
    if (Number(row.producer_id) !== userId) throw new AppError(403, NOT_PRODUCER);
    if (row.status === "ended") throw new AppError(409, ROOM_ENDED);
    await this.claim(roomId);
    const answer = await this.sfu.publish(String(roomId), sdp);
    const [went] = await this.deps.database.query<{ first: boolean }>(
      `WITH before AS (SELECT live_at FROM live_rooms WHERE id = $1)
       UPDATE live_rooms SET status = 'live', live_at = coalesce(live_at, now()) WHERE id = $1 AND status <> 'ended'
       RETURNING (SELECT live_at FROM before) IS NULL AS first`,
      [roomId],
    );
    this.announced.set(roomId, Date.now());
    // the first time it goes live (not a re-publish after a reconnect): the producer's favouriters hear of it
    if (went?.first) void notifyLiveStarted(this.deps.database, roomId, this.deps.clock.now()).catch((error) => this.warn(error, "live: the went-live notifications failed"));
    // one recording per broadcast, also when the page publishes again while the first start is still under way
    if (!this.recordings.has(roomId) && !this.recordingStarts.has(roomId)) {
      const starting = this.startRecording(roomId, userId)
        .catch((error) => this.warn(error, "live: the recording did not start"))
        .finally(() => this.recordingStarts.delete(roomId));
      this.recordingStarts.set(roomId, starting);
      await starting;
    }
    return answer;
  }

  /** A viewer joins: admitted (the same checks as POST …/join), counted, offered the media. */
  async watch(userId: number, roomId: number): Promise<string> {
    const { row, access } = await requireParticipant(this.deps.database, roomId, userId, this.deps.clock.now());
    if (access === "producer") throw new AppError(409, "exception.live.own_room");
    if (row.status !== "live") throw new AppError(409, ROOM_NOT_LIVE);
    if (!this.sfu.hasRoom(String(roomId))) throw new AppError(409, ROOM_ELSEWHERE);
    const offer = await this.sfu.subscribe(String(roomId), String(userId));
    await this.deps.database.query(
      `INSERT INTO live_viewers (room_id, user_id) VALUES ($1, $2) ON CONFLICT (room_id, user_id) DO UPDATE SET joined_at = now(), left_at = NULL`,
      [roomId, userId],
    );
    await this.announceViewers(roomId);
    return offer;
  }

  async answer(userId: number, roomId: number, sdp: string): Promise<void> {
    await this.sfu.acceptAnswer(String(roomId), String(userId), sdp);
  }

  async kick(roomId: number, userId: number): Promise<void> {
    await this.sfu.unsubscribe(String(roomId), String(userId));
    publishEphemeral({ userId, type: "live.kicked", payload: { room_id: roomId } });
    await this.markLeft(roomId, userId);
  }

  /** The SFU writes the producer's media to WebM while the room is live; converted by a job when it ends. */
  private async startRecording(roomId: number, producerId: number): Promise<void> {
    const recording = await createRecording(this.deps.database, this.deps.env, roomId, producerId);
    const handle = await this.sfu.record(String(roomId), recording.sourcePath).catch(async (error: unknown) => {
      // no recording after all: the row must not wait as "recording" for ever
      await this.deps.database.query(`UPDATE live_recordings SET status = 'failed' WHERE id = $1 AND status = 'recording'`, [recording.id]);
      throw error;
    });
    this.recordings.set(roomId, { id: recording.id, stop: () => handle.stop() });
  }

  /** Ends a room: status ended, the media closed, everyone told, the recording handed to its job. Safe to call twice. */
  async endRoom(roomId: number, reason: "producer" | "producer_gone" | "stale" | "shutdown"): Promise<void> {
    const ended = await this.deps.database.query(`UPDATE live_rooms SET status = 'ended', ended_at = now() WHERE id = $1 AND status <> 'ended' RETURNING 1`, [roomId]);
    this.announced.delete(roomId);
    const recording = this.recordings.get(roomId);
    this.recordings.delete(roomId);
    if (recording) {
      await recording.stop().catch((error) => this.warn(error, "live: stopping the recording failed"));
      await finishRecording(this.deps.database, recording.id).catch((error) => this.warn(error, "live: the recording's job was not queued"));
    }
    await this.sfu.closeRoom(String(roomId));
    if (ended.length === 0) return;
    await this.broadcast(roomId, "live.ended", { room_id: roomId, reason });
    await this.deps.database.query(`UPDATE live_viewers SET left_at = now() WHERE room_id = $1 AND left_at IS NULL`, [roomId]);
    await this.deps.database.query(`DELETE FROM live_room_router WHERE room_id = $1`, [roomId]);
  }

  /** Refreshes this process's router rows; ends rooms whose process stopped beating and rooms that never went live. */
  async beat(): Promise<void> {
    const { database } = this.deps;
    // A closed tab does not always close the connection at once (werift notices only when ICE gives up): silence ends it.
    const now = Date.now();
    for (const [roomId, startedAt] of this.announced) {
      const stats = this.sfu.stats(String(roomId));
      if (!stats || now - Math.max(stats.lastMediaAt ?? 0, startedAt) > PRODUCER_SILENT_MS) await this.endRoom(roomId, "producer_gone");
    }
    await database.query(`UPDATE live_room_router SET heartbeat_at = now() WHERE node_id = $1`, [this.sfu.nodeId]);
    const stale = await database.query<{ id: string | number }>(
      `SELECT r.id FROM live_rooms r LEFT JOIN live_room_router x ON x.room_id = r.id
        WHERE r.status <> 'ended'
          AND ((x.room_id IS NULL AND r.created_at < now() - make_interval(secs => $1))
            OR x.heartbeat_at < now() - make_interval(secs => $2))`,
      [WAITING_MAX_MS / 1000, ROUTER_STALE_MS / 1000],
    );
    for (const row of stale) await this.endRoom(Number(row.id), "stale");
  }

  private registerSignalling(): void {
    const handle = (type: string, work: (userId: number, signal: z.infer<typeof ZSignal>) => Promise<void>) =>
      onClientMessage(type, async (userId, payload) => {
        const parsed = ZSignal.safeParse(payload);
        if (!parsed.success) return;
        const signal = parsed.data;
        try {
          await work(userId, signal);
        } catch (error) {
          const title = error instanceof AppError ? error.entries[0]!.title : error instanceof SfuError ? (error.reason === "room_not_found" ? ROOM_NOT_FOUND : MEDIA_FAILED) : MEDIA_FAILED;
          if (!(error instanceof AppError)) this.warn(error, `live: ${type} failed`);
          publishEphemeral({ userId, type: "live.error", payload: { room_id: signal.room_id, session: signal.session, title } });
        }
      });
    const sdpOf = (signal: z.infer<typeof ZSignal>) => {
      if (!signal.sdp) throw new AppError(422, "validation.common.required", "sdp");
      return signal.sdp;
    };
    handle("live.publish", async (userId, signal) => {
      const answer = await this.publish(userId, signal.room_id, sdpOf(signal));
      publishEphemeral({ userId, type: "live.sdp", payload: { room_id: signal.room_id, session: signal.session, type: "answer", sdp: answer } });
    });
    handle("live.watch", async (userId, signal) => {
      const offer = await this.watch(userId, signal.room_id);
      publishEphemeral({ userId, type: "live.sdp", payload: { room_id: signal.room_id, session: signal.session, type: "offer", sdp: offer } });
    });
    handle("live.answer", async (userId, signal) => this.answer(userId, signal.room_id, sdpOf(signal)));
    handle("live.leave", async (userId, signal) => {
      await this.sfu.unsubscribe(String(signal.room_id), String(userId));
      await this.markLeft(signal.room_id, userId);
    });
  }

  /** Shutdown: this process's rooms end (their media cannot move to another process). */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    const rows = await this.deps.database
      .query<{ room_id: string | number }>(`SELECT room_id FROM live_room_router WHERE node_id = $1`, [this.sfu.nodeId])
      .catch(() => [] as { room_id: string | number }[]);
    for (const row of rows) await this.endRoom(Number(row.room_id), "shutdown").catch(() => {});
    await this.sfu.close();
  }
}
