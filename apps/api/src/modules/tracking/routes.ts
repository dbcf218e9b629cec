import type { Hono } from "hono";
import { trackingContract } from "@samtrot/api-client/contracts";
import { decodeTrackingBody, toTrackingEventRow } from "@samtrot/tracking";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { storeTrackingEvents } from "./store-tracking-events.js";

export function registerTrackingRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, trackingContract, async ({ c, body }) => {
    const decoded = decodeTrackingBody(body, new URL(c.req.url).searchParams);
    // A bad body is refused whole and nothing of it is stored (spec 000 §7).
    if (!decoded.ok) throw new AppError(400, decoded.error, decoded.field ?? null);
    const stored = await storeTrackingEvents(deps.database, decoded.records.map(toTrackingEventRow));
    return { stored };
  });
}
