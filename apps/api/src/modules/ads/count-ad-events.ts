import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { COOKIE } from "@samtrot/constants-catalogue";
import type { Database } from "@samtrot/db";
import { TRACKING_RECORD_LIMITS } from "@samtrot/tracking";
import { searchClock } from "../search/search-clock.js";
import { storeTrackingEvents } from "../tracking/store-tracking-events.js";

/** Titles of the tracking records the api writes itself for ads (never taken from the public receiver). */
export const AD_EVENT = { impression: "ad_impression", click: "ad_click" } as const;
export type TAdEvent = (typeof AD_EVENT)[keyof typeof AD_EVENT];

const cut = (value: string | undefined, max: number) => (value ?? "").slice(0, max);

/**
 * Records an ad impression or click in the tracking pipeline (a tracking_events record about `{ type: "ad", id }`)
 * and adds one to the ad's day (ad_stat_days, Central European days at the api clock). Only the api writes these:
 * records with these titles posted to the public tracking receiver are stored but count nothing, so nobody can
 * inflate an advertiser's figures through it.
 */
export async function countAdEvent(
  database: Database,
  c: Context,
  input: { adId: number; event: TAdEvent; placement: string | null; brand: string; userId: number | null; now: Date },
): Promise<void> {
  const vid = getCookie(c, COOKIE.visitorId.name);
  const visitorId = vid && /^[A-Za-z0-9_-]{1,64}$/.test(vid) ? vid : "anonymous";
  await storeTrackingEvents(database, [
    {
      id: randomUUID(),
      title: input.event,
      actor: input.userId === null ? null : { type: "user", id: String(input.userId) },
      object: { type: "ad", id: String(input.adId), placement: input.placement },
      provider: input.brand,
      generator: { type: "api", id: "ads" },
      published: input.now,
      context: {
        userAgent: cut(c.req.header("user-agent"), TRACKING_RECORD_LIMITS.userAgentMax),
        location: cut(c.req.header("x-web-base"), TRACKING_RECORD_LIMITS.urlMax),
        referrer: cut(c.req.header("referer"), TRACKING_RECORD_LIMITS.urlMax),
        sessionId: visitorId,
      },
      visitorId,
    },
  ]);
  const column = input.event === AD_EVENT.click ? "clicks" : "impressions";
  await database.query(
    `insert into ad_stat_days (ad_id, day, ${column}) values ($1, $2::date, 1)
     on conflict (ad_id, day) do update set ${column} = ad_stat_days.${column} + 1`,
    [input.adId, searchClock(input.now).today],
  );
}
