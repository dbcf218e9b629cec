import { atom, getDefaultStore } from "jotai";

// The browser's realtime connection (issue 12 part 4): one websocket per tab to /ws (passed on to the api by the web
// server), authenticated with a one-use ticket from POST /node/realtime/ticket. Every stored event carries an id that
// increases per user; on a reconnect the client sends the last id it saw (?after=) and the server sends what was
// missed, in order. While the connection is down the client retries with backoff and the header shows it is offline.

export type TRealtimeStatus = "idle" | "connecting" | "online" | "reconnecting" | "offline";
export type TRealtimeMessage = { id?: number; type: string; payload?: unknown; createdAt?: string };
type TListener = (payload: unknown, message: TRealtimeMessage) => void;

/** The connection state: online (caught up), reconnecting (retrying), offline (no network, or failed twice). */
export const realtimeStatusAtom = atom<TRealtimeStatus>("idle");
/** The newest event id this tab has seen (the catch-up starts after it). */
export const realtimeLastIdAtom = atom<number | null>(null);

/** Local event type: the server could not catch the client up (too far behind); pages reload their data. */
export const REALTIME_RESYNC = "realtime.resync";

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];
/** After this many failed attempts in a row the state is "offline" (before it: "reconnecting"). */
const OFFLINE_AFTER_FAILURES = 2;
/** Closed as "replaced" (the user opened too many tabs): this tab stops. */
const CLOSE_REPLACED = 4000;

/** Delay before attempt n (0-based), with ±20 % jitter so many tabs do not reconnect in step after a restart. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
  return Math.round(base * (0.8 + random() * 0.4));
}

const listeners = new Map<string, Set<TListener>>();
const store = getDefaultStore();

let socket: WebSocket | null = null;
let started = false;
let failures = 0;
let everOnline = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let lastId: number | null = null;

function setStatus(status: TRealtimeStatus): void {
  store.set(realtimeStatusAtom, status);
}

function emit(message: TRealtimeMessage): void {
  for (const listener of listeners.get(message.type) ?? []) {
    try {
      listener(message.payload, message);
    } catch (error) {
      console.error(error);
    }
  }
  for (const listener of listeners.get("*") ?? []) {
    try {
      listener(message.payload, message);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Subscribes to events of a type ("*": all); returns the unsubscribe function. */
export function subscribeRealtime(type: string, listener: TListener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => {
    set!.delete(listener);
  };
}

/** Sends a message to the server (e.g. typing); false when not connected (nothing is queued). */
export function sendRealtime(type: string, payload: unknown): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN || store.get(realtimeStatusAtom) !== "online") return false;
  socket.send(JSON.stringify({ type, payload }));
  return true;
}

async function fetchTicket(): Promise<{ ticket: string; last_event_id: number } | "signed-out" | null> {
  try {
    const response = await fetch("/node/realtime/ticket", { method: "POST", headers: { accept: "application/json" }, credentials: "same-origin" });
    if (response.status === 401) return "signed-out";
    if (!response.ok) return null;
    return ((await response.json()) as { data: { ticket: string; last_event_id: number } }).data;
  } catch {
    return null;
  }
}

function scheduleRetry(): void {
  if (!started || retryTimer) return;
  failures += 1;
  setStatus(failures >= OFFLINE_AFTER_FAILURES || (typeof navigator !== "undefined" && navigator.onLine === false) ? "offline" : everOnline ? "reconnecting" : "connecting");
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, backoffDelay(failures - 1));
}

async function connect(): Promise<void> {
  if (!started || socket) return;
  if (store.get(realtimeStatusAtom) === "idle") setStatus("connecting");
  const ticket = await fetchTicket();
  if (!started) return;
  if (ticket === "signed-out") {
    stopRealtime();
    return;
  }
  if (!ticket) {
    scheduleRetry();
    return;
  }
  lastId ??= ticket.last_event_id;
  const url = new URL("/ws", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("ticket", ticket.ticket);
  url.searchParams.set("after", String(lastId));
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (event) => {
    let message: TRealtimeMessage & { lastId?: number };
    try {
      message = JSON.parse(String(event.data)) as TRealtimeMessage & { lastId?: number };
    } catch {
      return;
    }
    if (message.type === "ready") {
      failures = 0;
      everOnline = true;
      if (typeof message.lastId === "number") lastId = message.lastId;
      store.set(realtimeLastIdAtom, lastId);
      setStatus("online");
      return;
    }
    if (message.type === "resync") {
      if (typeof message.lastId === "number") lastId = message.lastId;
      emit({ type: REALTIME_RESYNC, payload: null });
      return;
    }
    if (message.type === "pong") return;
    if (typeof message.id === "number") {
      // Sent once and in order by the server; this guards against a duplicate all the same.
      if (lastId !== null && message.id <= lastId) return;
      lastId = message.id;
      store.set(realtimeLastIdAtom, lastId);
    }
    emit(message);
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    if (!started) return;
    if (event.code === CLOSE_REPLACED) {
      stopRealtime();
      return;
    }
    scheduleRetry();
  };
  ws.onerror = () => {
    // onclose follows
  };
}

function onBrowserOnline(): void {
  if (!started) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  if (!socket) void connect();
}

function onBrowserOffline(): void {
  if (!started) return;
  setStatus("offline");
  // Without network the socket is dead even when the browser has not noticed yet: close it, so the next
  // connection catches up from the last id instead of waiting on a silent one.
  const ws = socket;
  socket = null;
  if (ws) {
    ws.onclose = null;
    ws.close(4002, "offline");
  }
  scheduleRetry();
}

/** Opens the connection (once per tab; a second call does nothing). For signed-in visitors only. */
export function startRealtime(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", onBrowserOnline);
  window.addEventListener("offline", onBrowserOffline);
  void connect();
}

/** Closes it (sign-out, or the server replaced this tab). */
export function stopRealtime(): void {
  if (!started) return;
  started = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  window.removeEventListener("online", onBrowserOnline);
  window.removeEventListener("offline", onBrowserOffline);
  const ws = socket;
  socket = null;
  ws?.close(1000, "bye");
  failures = 0;
  everOnline = false;
  lastId = null;
  setStatus("idle");
}
