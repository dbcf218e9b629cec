import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Visitor tracking events as the tracking buffer sends them (spec 001 §3 "Tracking event"). */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    /** the client's event id: a resent batch does not store an event twice */
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    actor: jsonb("actor"),
    object: jsonb("object"),
    provider: text("provider"),
    generator: jsonb("generator"),
    published: timestamp("published", { withTimezone: true, mode: "date" }),
    context: jsonb("context"),
    visitorId: text("visitor_id"),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("tracking_events_received_at_idx").on(t.receivedAt)],
);

export type TTrackingEventRow = typeof trackingEvents.$inferSelect;
