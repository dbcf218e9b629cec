import type { Hono } from "hono";
import { healthContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { AppError } from "../../http/errors.js";

export function registerHealthRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, healthContract, async () => {
    const started = performance.now();
    try {
      await deps.database.query("select 1");
    } catch {
      throw new AppError(503, "exception.common.database_unavailable");
    }
    const { kind, location } = deps.database.describe();
    return {
      status: "ok" as const,
      version: deps.version,
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      database: { kind, location, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    };
  });
}
