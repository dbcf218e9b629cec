import type { WebSocket } from "ws";
import type { Database } from "@samtrot/db";
import type { Logger } from "../../logger.js";
import { clientMessageHandlers } from "./client-messages.js";
import { eventsAfter, lastEventId } from "./record-events.js";
import type { TBusMessage, TStoredRealtimeEvent } from "./types.js";

/** Catch-up and gap fill read this many events per query. */
const CATCH_UP_BATCH = 500;
/** A client further behind than this is told to reload (`resync`) instead of being sent everything. */
const CATCH_UP_MAX = 5000;
/** Connections per user (tabs, devices); the oldest is closed when one more opens. */
const MAX_CONNECTIONS_PER_USER = 12;
/** A socket with this much unsent data is closed; the client reconnects and catches up from Postgres. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Inbound: largest message (a browser's SDP offer for live video is 4–8 KB: live.publish), and at most this many per window per connection. */
const MAX_INBOUND_BYTES = 16_384;
const INBOUND_PER_WINDOW = 30;
const INBOUND_WINDOW_MS = 10_000;
const HEARTBEAT_MS = 25_000;

/** Close codes: 1012 service restart (the client reconnects), 4000 replaced by a newer connection, 4001 too slow. */
export const CLOSE_RESTART = 1012;
const CLOSE_REPLACED = 4000;
const CLOSE_TOO_SLOW = 4001;

class Connection {
  lastSent: number;
  alive = true;
  private queue: Promise<void> = Promise.resolve();
  private inboundWindowStart = Date.now();
  private inboundCount = 0;
  closed = false;

  constructor(
    readonly hub: RealtimeHub,
    readonly userId: number,
    readonly socket: WebSocket,
    after: number,
  ) {
    this.lastSent = after;
  }

  /** Work on this connection runs one after the other (catch-up, then live events in id order). */
  enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error) => {
      this.hub.logger.warn({ err: error, userId: this.userId }, "realtime: delivery failed; closing the connection");
      this.close(CLOSE_RESTART, "retry");
    });
  }

  send(message: unknown): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(CLOSE_TOO_SLOW, "too slow");
      return;
    }
    this.socket.send(JSON.stringify(message));
  }

  /** Sends stored events in id order; a gap (an event published late or lost) is filled from Postgres. */
  async deliver(events: TStoredRealtimeEvent[]): Promise<void> {
    for (const event of events) {
      if (this.closed) return;
      if (event.id <= this.lastSent) continue;
      if (event.id > this.lastSent + 1) {
        const missing = await eventsAfter(this.hub.database, { userId: this.userId, afterId: this.lastSent, upToId: event.id - 1, limit: CATCH_UP_MAX });
        for (const earlier of missing) this.sendEvent(earlier);
      }
      this.sendEvent(event);
    }
  }

  private sendEvent(event: TStoredRealtimeEvent): void {
    if (event.id <= this.lastSent) return;
    this.send({ id: event.id, type: event.type, payload: event.payload, createdAt: event.createdAt });
    this.lastSent = event.id;
  }

  /** Everything after lastSent from Postgres, then `ready` with the id the client is at. */
  async catchUp(): Promise<void> {
    const newest = await lastEventId(this.hub.database, this.userId);
    if (this.lastSent < 0) this.lastSent = newest;
    // A client from before a database reset (or a forged id) would wait forever: it starts at the newest id.
    if (this.lastSent > newest) this.lastSent = newest;
    if (newest - this.lastSent > CATCH_UP_MAX) {
      this.send({ type: "resync", lastId: newest });
      this.lastSent = newest;
    }
    for (;;) {
      const batch = await eventsAfter(this.hub.database, { userId: this.userId, afterId: this.lastSent, limit: CATCH_UP_BATCH });
      for (const event of batch) this.sendEvent(event);
      if (batch.length < CATCH_UP_BATCH || this.closed) break;
    }
    this.send({ type: "ready", lastId: this.lastSent });
  }

  receive(data: string): void {
    if (data.length > MAX_INBOUND_BYTES) return;
    const now = Date.now();
    if (now - this.inboundWindowStart > INBOUND_WINDOW_MS) {
      this.inboundWindowStart = now;
      this.inboundCount = 0;
    }
    if (++this.inboundCount > INBOUND_PER_WINDOW) return;
    let message: { type?: unknown; payload?: unknown };
    try {
      message = JSON.parse(data) as { type?: unknown; payload?: unknown };
    } catch {
      return;
    }
    if (!message || typeof message.type !== "string") return;
    if (message.type === "ping") {
      this.send({ type: "pong" });
      return;
    }
    const handler = clientMessageHandlers.get(message.type);
    if (!handler) return;
    Promise.resolve()
      .then(() => handler(this.userId, message.payload))
      .catch((error) => this.hub.logger.warn({ err: error, type: message.type, userId: this.userId }, "realtime: client message handler failed"));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.hub.remove(this);
    try {
      this.socket.close(code, reason);
    } catch {
      this.socket.terminate();
    }
  }
}

/** The websocket connections of one api instance, by user, fed by the bus. */
export class RealtimeHub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private heartbeat: NodeJS.Timeout;

  constructor(
    readonly database: Database,
    readonly logger: Logger,
  ) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /** A socket that was authenticated for userId; `after` is the last id the client saw (null: from now on). */
  open(socket: WebSocket, userId: number, after: number | null): void {
    // -1: "from now on", settled by the catch-up, which runs before any live event of the queue.
    const connection = new Connection(this, userId, socket, after ?? -1);
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    if (set.size >= MAX_CONNECTIONS_PER_USER) [...set][0]!.close(CLOSE_REPLACED, "replaced");
    set.add(connection);
    socket.on("pong", () => (connection.alive = true));
    socket.on("message", (data, isBinary) => {
      if (!isBinary) connection.receive(data.toString());
    });
    socket.on("close", () => {
      connection.closed = true;
      this.remove(connection);
    });
    // Registered first, caught up second: live events that arrive meanwhile queue behind the catch-up.
    connection.enqueue(() => connection.catchUp());
  }

  remove(connection: Connection): void {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** What the bus brings: stored events go through each connection's queue, ephemeral ones straight out. */
  dispatch(message: TBusMessage): void {
    if (message.kind === "ephemeral") {
      const set = this.byUser.get(message.event.userId);
      if (!set) return;
      for (const connection of set) connection.send({ type: message.event.type, payload: message.event.payload });
      return;
    }
    const byUser = new Map<number, TStoredRealtimeEvent[]>();
    for (const event of message.events) {
      if (!this.byUser.has(event.userId)) continue;
      const list = byUser.get(event.userId) ?? [];
      list.push(event);
      byUser.set(event.userId, list);
    }
    for (const [userId, events] of byUser) {
      events.sort((a, b) => a.id - b.id);
      for (const connection of this.byUser.get(userId) ?? []) connection.enqueue(() => connection.deliver(events));
    }
  }

  private beat(): void {
    for (const set of this.byUser.values()) {
      for (const connection of set) {
        if (!connection.alive) {
          connection.closed = true;
          this.remove(connection);
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        try {
          connection.socket.ping();
        } catch {
          /* closed meanwhile */
        }
      }
    }
  }

  /** Closes every connection with 1012 (the clients reconnect, to this instance after a restart or to another). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const set of [...this.byUser.values()]) for (const connection of [...set]) connection.close(CLOSE_RESTART, "restart");
  }
}
