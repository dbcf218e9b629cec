import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Database } from "@samtrot/db";
import { createApp } from "./app.js";
import type { TEnv } from "./env.js";
import type { Logger } from "./logger.js";
import { assertClockAllowed, systemClock, type TClock } from "./http/clock.js";
import { startBalanceProjector } from "./modules/ledger/balance-projector.js";
import { realtimeRuntimeOf } from "./modules/realtime/routes.js";
import { liveRuntimeOf } from "./modules/live/routes.js";

export interface TRunningServer {
  url: string;
  port: number;
  /** every route the app answers (method and path pattern), e.g. for the authorization walk test */
  routes: { method: string; path: string }[];
  close(): Promise<void>;
}

export const VERSION = "0.1.0";

/** Starts the HTTP server on the given host and port (0 = an ephemeral port, for tests). */
export async function startServer(options: { database: Database; env: TEnv; logger: Logger; clock?: TClock }): Promise<TRunningServer> {
  const clock = options.clock ?? systemClock;
  assertClockAllowed(clock, options.env.NODE_ENV);
  const app = createApp({ ...options, clock, startedAt: Date.now(), version: VERSION });
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.env.PORT, hostname: options.env.HOST }, () => resolve(s));
    s.once("error", reject);
  });
  const realtime = realtimeRuntimeOf(app);
  await realtime?.attach(server as Server);
  // Balance events and notifications of the bookings (this instance's and, when its projector is idle, others').
  const projector = startBalanceProjector(options.database, (error) => options.logger.error({ err: error }, "balance projector: batch failed, taken again later"));
  projector.nudge();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.env.HOST}:${port}`,
    port,
    routes: app.routes.filter((r) => r.method !== "ALL").map((r) => ({ method: r.method, path: r.path })),
    close: async () => {
      await projector.stop();
      // Live rooms end before the websockets close, so their viewers still hear live.ended.
      await liveRuntimeOf(app)?.close();
      // Websockets first (close 1012: the clients reconnect), or server.close() would wait for them.
      await realtime?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
        (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
    },
  };
}
