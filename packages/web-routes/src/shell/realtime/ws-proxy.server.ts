import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Duplex } from "node:stream";

// The browser's websocket goes to its own origin (/ws), and the web server passes the upgrade on to the api's /ws:
// one origin for the page, its data and its events (CSP connect-src 'self', no CORS), and the api stays behind the
// web servers. The ticket in the query string is what authenticates; cookies are not passed on.

/** Headers of the websocket handshake that the api needs; everything else stays here. */
const PASSED_HEADERS = ["sec-websocket-key", "sec-websocket-version", "sec-websocket-extensions", "sec-websocket-protocol", "user-agent"];
const QUERY = /^\?[A-Za-z0-9_=&-]{0,200}$/;

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/**
 * Handles an HTTP upgrade for /ws (returns false for any other path, which the caller then refuses). A page of another
 * origin cannot open it (Origin must be this host): the ticket already ties the socket to a user, this is the second
 * lock against cross-site websocket hijacking.
 */
export function proxyRealtimeUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, options: { apiUrl: string; clientAddress?: string }): boolean {
  const raw = req.url ?? "/";
  const queryAt = raw.indexOf("?");
  const pathname = queryAt >= 0 ? raw.slice(0, queryAt) : raw;
  if (pathname !== "/ws") return false;
  const query = queryAt >= 0 ? raw.slice(queryAt) : "";
  socket.on("error", () => socket.destroy());
  if (query !== "" && !QUERY.test(query)) {
    refuse(socket, 400, "Bad Request");
    return true;
  }
  const origin = req.headers.origin;
  if (origin) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== req.headers.host) {
      refuse(socket, 403, "Forbidden");
      return true;
    }
  }
  const target = new URL(`/ws${query}`, options.apiUrl);
  const headers: Record<string, string> = { connection: "Upgrade", upgrade: "websocket" };
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  if (options.clientAddress) headers["x-forwarded-for"] = options.clientAddress;
  const upstream = (target.protocol === "https:" ? httpsRequest : httpRequest)(target, { method: "GET", headers });
  upstream.on("upgrade", (response, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage ?? "Switching Protocols"}`];
    for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (upstreamHead.length) socket.write(upstreamHead);
    if (head.length) upstreamSocket.write(head);
    upstreamSocket.on("error", () => socket.destroy());
    socket.on("close", () => upstreamSocket.destroy());
    upstreamSocket.on("close", () => socket.destroy());
    upstreamSocket.pipe(socket);
    socket.pipe(upstreamSocket);
  });
  // The api refused (401 ticket, 422 after): the same status to the browser, without a body.
  upstream.on("response", (response) => {
    response.resume();
    refuse(socket, response.statusCode ?? 502, response.statusMessage ?? "Refused");
  });
  upstream.on("error", () => refuse(socket, 502, "Bad Gateway"));
  upstream.end();
  return true;
}
