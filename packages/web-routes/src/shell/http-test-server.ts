import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type TSeenRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

/**
 * A real HTTP server on an ephemeral 127.0.0.1 port for tests of code that talks HTTP: it records
 * what arrived and answers through the given handler.
 */
export async function startHttpServer(
  handler: (request: TSeenRequest, response: ServerResponse) => void | Promise<void>,
): Promise<{ url: string; seen: TSeenRequest[]; close(): Promise<void> }> {
  const seen: TSeenRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString() };
    seen.push(request);
    try {
      await handler(request, res);
    } catch (error) {
      res.statusCode = 599;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on which nothing listens (bound, then released). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
