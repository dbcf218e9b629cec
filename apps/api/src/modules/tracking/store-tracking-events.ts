import type { Database } from "@samtrot/db";
import type { TTrackingEventRow } from "@samtrot/tracking";

const COLUMNS = 9;

/** Stores decoded tracking records in one statement; a resent record (same id) is stored once. */
export async function storeTrackingEvents(database: Database, rows: TTrackingEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const params: unknown[] = [];
  const values = rows.map((row, i) => {
    params.push(
      row.id,
      row.title,
      row.actor === null ? null : JSON.stringify(row.actor),
      row.object === null ? null : JSON.stringify(row.object),
      row.provider,
      row.generator === null ? null : JSON.stringify(row.generator),
      row.published.toISOString(),
      JSON.stringify(row.context),
      row.visitorId,
    );
    const base = i * COLUMNS;
    return `($${base + 1}, $${base + 2}, $${base + 3}::jsonb, $${base + 4}::jsonb, $${base + 5}, $${base + 6}::jsonb, $${base + 7}::timestamptz, $${base + 8}::jsonb, $${base + 9})`;
  });
  const inserted = await database.query<{ id: string; title: string; object: unknown }>(
    `insert into tracking_events (id, title, actor, object, provider, generator, published, context, visitor_id)
     values ${values.join(", ")} on conflict (id) do nothing returning id, title, object`,
    params,
  );
  await countPhoneViews(database, inserted);
  return inserted.length;
}

/** The record a profile page sends when a visitor reveals the phone number: `phone_view` about `{ type: "profile", id }`. */
export const PHONE_VIEW_EVENT = "phone_view";

/**
 * Phone-number views of the dashboard (spec 001 §9 dashboard metrics) come through the tracking pipeline: each newly
 * stored phone_view record adds one to its profile's day (profile_stat_days, migration 0037). Records about unknown
 * users count nothing.
 */
async function countPhoneViews(database: Database, rows: readonly { title: string; object: unknown }[]): Promise<void> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const object = row.object as { type?: unknown; id?: unknown } | null;
    const id = Number(object?.id);
    if (row.title !== PHONE_VIEW_EVENT || object?.type !== "profile" || !Number.isSafeInteger(id) || id <= 0) continue;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  if (counts.size === 0) return;
  await database.query(
    `insert into profile_stat_days (user_id, day, phone_views)
     select u.id, (now() at time zone 'Europe/Berlin')::date, c.n
       from unnest($1::bigint[], $2::int[]) as c(id, n) join users u on u.id = c.id
     on conflict (user_id, day) do update set phone_views = profile_stat_days.phone_views + excluded.phone_views`,
    [[...counts.keys()], [...counts.values()]],
  );
}
