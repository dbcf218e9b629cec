import type { Hono } from "hono";
import { devTrackingEventsContract, trackingContract } from "@samtrot/api-client/contracts";
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

  if (deps.env.NODE_ENV !== "production") {
    route(app, devTrackingEventsContract, async ({ query }) => {
      const rows = await deps.database.query<{ id: string; title: string; provider: string; object: unknown; published: Date; received_at: Date }>(
        `select id, title, provider, object, published, received_at from tracking_events
          where visitor_id = $1 order by received_at desc limit 50`,
        [query.visitor_id],
      );
      return { items: rows.map((r) => ({ ...r, published: new Date(r.published).toISOString(), received_at: new Date(r.received_at).toISOString() })) };
    });
  }
}
