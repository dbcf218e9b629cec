import type { TTrackingEntity, TTrackingRecord } from "./tracking-record.js";

/** One row of the api's tracking_events table (column names in camelCase for drizzle). */
export interface TTrackingEventRow {
  id: string;
  title: string;
  actor: TTrackingEntity | null;
  object: TTrackingEntity | null;
  provider: string;
  generator: TTrackingEntity | null;
  published: Date;
  context: TTrackingRecord["context"];
  /** The tracking session id (tsid cookie): the visitor across two years of visits. */
  visitorId: string;
}

/** Maps a decoded record to its stored row; the receiver inserts these. */
export function toTrackingEventRow(record: TTrackingRecord): TTrackingEventRow {
  return {
    id: record.id,
    title: record.title,
    actor: record.actor ?? null,
    object: record.object ?? null,
    provider: record.provider,
    generator: record.generator ?? null,
    published: new Date(record.published),
    context: record.context,
    visitorId: record.context.sessionId,
  };
}
