import type { TAnnouncement } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";

/** The announcement list of a language (spec 000 §7): those current at `now`, newest first, at most 5. */
export async function listAnnouncements(db: DatabaseTx, input: { lang: TLocale; now: Date }): Promise<TAnnouncement[]> {
  const rows = await db.query<{ id: number; title: string; body: string; starts_at: Date | string }>(
    `SELECT id, title, body, starts_at FROM announcements
      WHERE lang = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
      ORDER BY starts_at DESC, id DESC LIMIT 5`,
    [input.lang, input.now.toISOString()],
  );
  return rows.map((row) => ({ id: Number(row.id), title: row.title, body: row.body, published_at: new Date(row.starts_at).toISOString() }));
}
