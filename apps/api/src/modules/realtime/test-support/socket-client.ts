import WebSocket from "ws";
import { bearer } from "../../../test/accounts-helpers.js";

// A real websocket client of /ws for the api tests and the benchmark: gets a ticket over HTTP with the user's
// Bearer (as the web server does), connects, and collects what arrives.

export type TReceived = { id?: number; type: string; payload?: any; createdAt?: string; lastId?: number };

export interface TTestSocket {
  socket: WebSocket;
  received: TReceived[];
  /** the stored events received (with an id), in arrival order */
  events(): TReceived[];
  /** resolves with the first message (from `from` on) that matches, or rejects after timeoutMs */
  waitFor(match: (message: TReceived) => boolean, timeoutMs?: number, from?: number): Promise<TReceived>;
  send(type: string, payload: unknown): void;
  close(): Promise<{ code: number }>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function realtimeTicket(apiUrl: string, token: string): Promise<{ ticket: string; last_event_id: number }> {
  const response = await fetch(`${apiUrl}/api/v2/realtime/ticket`, { method: "POST", headers: bearer(token) });
  if (response.status !== 200) throw new Error(`ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { ticket: string; last_event_id: number } }).data;
}

/** Opens /ws with a fresh ticket (or the given one); resolves once the socket is open. Rejects with the HTTP status when refused. */
export async function openSocket(apiUrl: string, options: { token?: string; ticket?: string; after?: number | null }): Promise<TTestSocket> {
  const ticket = options.ticket ?? (await realtimeTicket(apiUrl, options.token!)).ticket;
  const url = new URL("/ws", apiUrl.replace(/^http/, "ws"));
  url.searchParams.set("ticket", ticket);
  if (options.after !== undefined && options.after !== null) url.searchParams.set("after", String(options.after));
  const socket = new WebSocket(url);
  const received: TReceived[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    received.push(JSON.parse(data.toString()) as TReceived);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) => reject(Object.assign(new Error(`refused: ${response.statusCode}`), { status: response.statusCode })));
    socket.once("error", reject);
  });
  return {
    socket,
    received,
    closed,
    events: () => received.filter((message) => typeof message.id === "number"),
    waitFor(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.slice(from).find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received).slice(0, 800)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    send(type, payload) {
      socket.send(JSON.stringify({ type, payload }));
    },
    async close() {
      if (socket.readyState === socket.CLOSED) return closed;
      socket.close();
      return closed;
    },
  };
}
