import type { DatabaseTx } from "@samtrot/db";
import type { TGift } from "@samtrot/api-client/contracts";

/** The active gifts in display order (migration 0040 seeds them). */
export async function listGifts(db: DatabaseTx): Promise<TGift[]> {
  const rows = await db.query<{ key: string; price: number; name_de: string; name_en: string }>(
    `select key, price, name_de, name_en from gift_catalogue where active order by sort_order, key`,
  );
  return rows.map((row) => ({ key: row.key, price: Number(row.price), names: { de: row.name_de, en: row.name_en } }));
}
