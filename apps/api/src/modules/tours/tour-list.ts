import type { TTourList } from "@samtrot/api-client/contracts";
import { MAX_TOURS_PER_PERSON } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";

/** A user's tours that have not ended on `today`, in date order. */
export async function loadTourList(db: DatabaseTx, input: { userId: number; today: string }): Promise<TTourList> {
  const rows = await db.query<{ id: number; slug: string; name: string; country: string; starts_on: string; ends_on: string; is_active: boolean }>(
    `SELECT t.id, c.slug, c.name, c.country, to_char(t.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(t.ends_on, 'YYYY-MM-DD') AS ends_on,
            t.starts_on <= $2::date AS is_active
       FROM tours t JOIN cities c ON c.id = t.city_id
      WHERE t.user_id = $1 AND t.ends_on >= $2::date
      ORDER BY t.starts_on, t.id`,
    [input.userId, input.today],
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      city: { slug: row.slug, name: row.name, country: row.country.trim() },
      starts_on: row.starts_on,
      ends_on: row.ends_on,
      is_active: row.is_active,
    })),
    max: MAX_TOURS_PER_PERSON,
  };
}
