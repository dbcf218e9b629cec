import { z } from "zod";

/**
 * Size limits of one tracking record and of one posted body. The spec names the fields (spec 001 §3,
 * spec 000 §7) but no sizes; these are ours, tight enough that a record fits a database row without
 * surprises and loose enough for real URLs and user agents.
 */
export const TRACKING_RECORD_LIMITS = {
  idMax: 64,
  titleMax: 200,
  providerMax: 64,
  sessionIdMax: 64,
  userAgentMax: 512,
  urlMax: 2048,
  /** Keys of one actor/object/generator/context object. */
  keysMax: 32,
  keyMax: 64,
  /** Any other string value inside actor/object/generator/context. */
  valueMax: 2048,
  /** A whole body after decompression: 1 MB = 1,024 × 1,024 bytes (DECISIONS.md: sizes). */
  bodyBytesMax: 1024 * 1024,
} as const;

const L = TRACKING_RECORD_LIMITS;

/** Ids we generate (uuid) and session ids (tsid cookie): url-safe, no spaces, no markup. */
const ZSafeId = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** Flat values only: nested structures would make the stored jsonb unbounded and hard to query. */
export const ZTrackingScalar = z.union([z.string().max(L.valueMax), z.number().finite(), z.boolean(), z.null()]);
export type TTrackingScalar = z.infer<typeof ZTrackingScalar>;

const atMostKeys = (value: Record<string, unknown>) => Object.keys(value).length <= L.keysMax;
const keysWithinLength = (value: Record<string, unknown>) => Object.keys(value).every((k) => k.length <= L.keyMax);

/**
 * actor, object and generator (activity-stream style): a `type`, usually an `id`, and a few flat
 * attributes, e.g. `{ type: "page", id: "/escorts", name: "Escorts" }`.
 */
export const ZTrackingEntity = z
  .object({ type: z.string().min(1).max(L.keyMax), id: z.string().max(L.valueMax).optional() })
  .catchall(ZTrackingScalar)
  .refine(atMostKeys, { message: "too_many_keys" })
  .refine(keysWithinLength, { message: "key_too_long" });
export type TTrackingEntity = z.infer<typeof ZTrackingEntity>;

/** Context of spec 000 §7: user agent, location, referrer, session id; further flat keys allowed. */
export const ZTrackingContext = z
  .object({
    userAgent: z.string().max(L.userAgentMax),
    location: z.string().max(L.urlMax),
    referrer: z.string().max(L.urlMax),
    sessionId: ZSafeId(L.sessionIdMax),
  })
  .catchall(ZTrackingScalar)
  .refine(atMostKeys, { message: "too_many_keys" })
  .refine(keysWithinLength, { message: "key_too_long" });
export type TTrackingContext = z.infer<typeof ZTrackingContext>;

/** One tracking event record (spec 001 §3 "Tracking event"), one JSON line of a tracking body. */
export const ZTrackingRecord = z
  .object({
    id: ZSafeId(L.idMax),
    title: z.string().min(1).max(L.titleMax),
    actor: ZTrackingEntity.optional(),
    object: ZTrackingEntity.optional(),
    /** The community (brand) the event belongs to. */
    provider: z.string().min(1).max(L.providerMax),
    generator: ZTrackingEntity.optional(),
    /** ISO 8601 instant, e.g. 2025-01-31T12:00:00.000Z. */
    published: z.string().datetime({ offset: true }),
    context: ZTrackingContext,
  })
  .strict();
export type TTrackingRecord = z.infer<typeof ZTrackingRecord>;

/** Record titles this package emits itself. Event names, not UI prose: they are never shown. */
export const TRACKING_EVENT_TITLE = {
  pageView: "page_view",
  heartbeat: "heartbeat",
} as const;
