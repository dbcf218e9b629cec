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
  const inserted = await database.query<{ id: string }>(
    `insert into tracking_events (id, title, actor, object, provider, generator, published, context, visitor_id)
     values ${values.join(", ")} on conflict (id) do nothing returning id`,
    params,
  );
  return inserted.length;
}
