import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface TRecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TRecordingServer {
  /** Endpoint of the receiver, e.g. http://127.0.0.1:12345/api/v2/tracking */
  endpoint: string;
  requests: TRecordedRequest[];
  /** Status of later answers. */
  setStatus(status: number): void;
  /** While holding, requests are recorded but not answered until release(). */
  hold(): void;
  release(): void;
  waitForRequests(count: number, timeoutMs?: number): Promise<TRecordedRequest[]>;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records what the tracker posts. */
export async function startRecordingServer(): Promise<TRecordingServer> {
  const requests: TRecordedRequest[] = [];
  const held: Array<() => void> = [];
  const waiters = new Set<() => void>();
  let status = 204;
  let holding = false;

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        headers: req.headers,
        body: Buffer.concat(parts).toString("utf8"),
      });
      for (const waiter of waiters) waiter();
      const answerStatus = status;
      const answer = () => {
        res.statusCode = answerStatus;
        res.end();
      };
      if (holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}/api/v2/tracking`,
    requests,
    setStatus(next) {
      status = next;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    waitForRequests(count, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(requests.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} request(s), got ${requests.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      for (const answer of held.splice(0)) answer();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
