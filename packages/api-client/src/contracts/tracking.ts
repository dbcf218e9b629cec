import { z } from "zod";
import { defineContract } from "./define-contract.js";

/** Query of a tracking post (spec 000 §7): `t` timestamp, `g=1` when the body is compressed. */
export const ZTrackingQuery = z.object({
  t: z.string().regex(/^\d{1,16}$/, "validation.tracking.timestamp_invalid"),
  g: z.enum(["1"]).optional(),
});

export const trackingContract = defineContract({
  id: "trackEvents",
  method: "POST",
  path: "/api/v2/tracking",
  summary: "Visitor tracking receiver: newline-joined event records, optionally compressed (g=1)",
  tags: ["tracking"],
  auth: "public",
  query: ZTrackingQuery,
  bodyType: "text",
  response: z.object({ stored: z.number().int() }),
});

/** Development only (absent when NODE_ENV=production): the newest stored events of one visitor, for e2e checks. */
export const devTrackingEventsContract = defineContract({
  id: "devTrackingEvents",
  method: "GET",
  path: "/api/v2/dev/tracking-events",
  summary: "Development only: the newest tracking events of one visitor",
  tags: ["tracking", "development"],
  auth: "public",
  query: z.object({ visitor_id: z.string().min(1).max(64) }),
  response: z.object({
    items: z.array(z.object({ id: z.string(), title: z.string(), provider: z.string(), object: z.unknown(), published: z.string(), received_at: z.string() })),
  }),
});
