import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxyRealtimeUpgrade } from "./ws-proxy.server";

// The web server's /ws pass-through, between a real HTTP client and a real upstream that plays the api's /ws:
// the handshake and the bytes after it go both ways; another origin, another path and a junk query are refused;
// cookies stay behind; the api's refusal reaches the browser as its status.

let upstream: Server;
let web: Server;
let seen: IncomingMessage[] = [];
// Upgraded sockets are no longer the HTTP servers' connections: closed by hand at the end.
const open: Array<{ destroy(): void }> = [];

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  upstream = createServer((_req, res) => res.writeHead(404).end());
  upstream.on("upgrade", (req: IncomingMessage, socket: Socket) => {
    open.push(socket);
    seen.push(req);
    if (!req.url?.includes("ticket=good")) {
      socket.end("HTTP/1.1 401 Unauthorized\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: x\r\n\r\n");
    socket.on("data", (data) => socket.write(`echo:${data.toString()}`));
  });
  const upstreamPort = await listen(upstream);
  web = createServer((_req, res) => res.writeHead(404).end());
  web.on("upgrade", (req, socket, head) => {
    open.push(socket);
    if (!proxyRealtimeUpgrade(req, socket, head, { apiUrl: `http://127.0.0.1:${upstreamPort}`, clientAddress: "203.0.113.9" })) {
      socket.end("HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    }
  });
  await listen(web);
});
afterAll(async () => {
  for (const socket of open) socket.destroy();
  web.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

function upgrade(path: string, headers: Record<string, string> = {}): Promise<{ status: number; socket?: Socket }> {
  const port = (web.address() as AddressInfo).port;
  return new Promise((resolve, reject) => {
    const req = request({
      agent: false,
      host: "127.0.0.1",
      port,
      path,
      headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==", "sec-websocket-version": "13", host: `127.0.0.1:${port}`, ...headers },
    });
    req.on("upgrade", (res, socket) => resolve({ status: res.statusCode!, socket }));
    req.on("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode! });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("proxyRealtimeUpgrade", () => {
  it("passes the handshake and the frames both ways, with the ticket, without cookies", async () => {
    seen = [];
    const port = (web.address() as AddressInfo).port;
    const { status, socket } = await upgrade("/ws?ticket=good&after=12", { origin: `http://127.0.0.1:${port}`, cookie: "tk=secret-token" });
    expect(status).toBe(101);
    const echoed = new Promise<string>((resolve) => socket!.once("data", (data) => resolve(data.toString())));
    socket!.write("hallo");
    expect(await echoed).toBe("echo:hallo");
    socket!.destroy();
    expect(seen[0]!.url).toBe("/ws?ticket=good&after=12");
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers["sec-websocket-key"]).toBe("dGhlIHNhbXBsZSBub25jZQ==");
    expect(seen[0]!.headers["x-forwarded-for"]).toBe("203.0.113.9");
  });

  it("refuses another origin (403), a junk query (400) and other paths (404); the api's 401 comes through", async () => {
    seen = [];
    const statuses = [];
    for (const [path, headers] of [["/ws?ticket=good", { origin: "https://evil.example" }], ["/ws?ticket=%3Cscript%3E", {}], ["/other", {}], ["/ws?ticket=bad", {}]] as const) {
      statuses.push(await upgrade(path, headers).then((r) => r.status, (e: Error) => `${path}: ${e.message}`));
    }
    expect(statuses).toEqual([403, 400, 404, 401]);
    expect(seen.map((req) => req.url)).toEqual(["/ws?ticket=bad"]);
  });
});
