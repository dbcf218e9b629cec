import type { Hono } from "hono";
import type { Server } from "node:http";
import { createNodeWebSocket } from "@hono/node-ws";
import { realtimeTicketContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { errorBody } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { joinBus } from "./bus.js";
import { RealtimeHub } from "./hub.js";
import { issueTicket, redeemTicket } from "./tickets.js";

/** What the server needs to run the websocket: attach to the HTTP server at start, close before it stops. */
export interface TRealtimeRuntime {
  hub: RealtimeHub;
  attach(server: Server): Promise<void>;
  close(): Promise<void>;
}

const runtimes = new WeakMap<Hono<TAppEnv>, TRealtimeRuntime>();

/** The realtime runtime of an app made by createApp (startServer attaches it to its HTTP server). */
export function realtimeRuntimeOf(app: Hono<TAppEnv>): TRealtimeRuntime | undefined {
  return runtimes.get(app);
}

const AFTER = /^\d{1,15}$/;

export function registerRealtimeRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env, logger } = deps;
  const hub = new RealtimeHub(database, logger);
  const { upgradeWebSocket, injectWebSocket } = createNodeWebSocket({ app });

  route(app, realtimeTicketContract, async ({ c }) => issueTicket(database, (await requireUser(c)).userId));

  app.get(
    "/ws",
    async (c, next) => {
      const url = new URL(c.req.url);
      const after = url.searchParams.get("after");
      if (after !== null && !AFTER.test(after)) return c.json(errorBody([{ code: 422, title: "validation.common.invalid_format", source: "after" }]), 422);
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return c.json(errorBody([{ code: 426, title: "validation.common.invalid_format", source: "upgrade" }]), 426);
      const userId = await redeemTicket(database, url.searchParams.get("ticket") ?? "");
      if (userId === null) return c.json(errorBody([{ code: 401, title: "exception.common.unauthorized", source: "ticket" }]), 401);
      realtimeUsers.set(c.req.raw, { userId, after: after === null ? null : Number(after) });
      await next();
    },
    upgradeWebSocket((c) => {
      const who = realtimeUsers.get(c.req.raw)!;
      return {
        onOpen: (_event, ws) => {
          const socket = ws.raw as import("ws").WebSocket;
          hub.open(socket, who.userId, who.after);
        },
      };
    }),
  );

  let leave: (() => Promise<void>) | null = null;
  runtimes.set(app, {
    hub,
    async attach(server) {
      injectWebSocket(server);
      leave = await joinBus(
        { redisUrl: env.REDIS_URL, channel: `${env.RATE_LIMIT_PREFIX}:realtime`, onError: (error) => logger.warn({ err: error }, "realtime bus error") },
        (message) => hub.dispatch(message),
      );
    },
    async close() {
      hub.close();
      await leave?.();
    },
  });
}

const realtimeUsers = new WeakMap<Request, { userId: number; after: number | null }>();
