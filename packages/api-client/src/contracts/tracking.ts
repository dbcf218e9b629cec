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
