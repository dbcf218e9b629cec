import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the test server received it. */
export interface TSeenRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export type TRouteHandler = (request: TSeenRequest, response: ServerResponse) => void | Promise<void>;

export interface TTestServer {
  url: string;
  /** Every request received, in order. */
  seen: TSeenRequest[];
  /** Requests received for one path (pathname only). */
  seenAt(pathname: string): TSeenRequest[];
  /** Registers (or replaces) the handler of a pathname. */
  route(pathname: string, handler: TRouteHandler): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with an ephemeral port; unknown paths answer 404 in the api's error shape. */
export async function startTestServer(port = 0): Promise<TTestServer> {
  const routes = new Map<string, TRouteHandler>();
  const seen: TSeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: TSeenRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      seen.push(request);
      const handler = routes.get(request.url.pathname);
      if (!handler) return sendJson(res, 404, { errors: [{ code: 404, title: "exception.common.not_found", source: null }] });
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 599, { errors: [{ code: 599, title: String(error), source: null }] });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    seen,
    seenAt: (pathname) => seen.filter((request) => request.url.pathname === pathname),
    route: (pathname, handler) => void routes.set(pathname, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, text: string, contentType = "text/html"): void {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": contentType });
  res.end(text);
}

/** Answers after `ms`, unless the client went away first. */
export function answerLater(res: ServerResponse, ms: number, answer: () => void): void {
  const timer = setTimeout(answer, ms);
  res.on("close", () => clearTimeout(timer));
}

/** A URL on which nothing listens: a port that was just bound and released. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Parses a multipart body the way a server would, with the platform's own parser. */
export async function readFormData(request: TSeenRequest): Promise<FormData> {
  const contentType = String(request.headers["content-type"] ?? "");
  return new Response(new Uint8Array(request.body), { headers: { "content-type": contentType } }).formData();
}
