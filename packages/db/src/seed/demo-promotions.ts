import type { Database } from "../database.js";

/**
 * Demo promotion codes (issue 11) so a checkout can show a lowered price on a demo install: a percentage off any
 * Plus plan and a fixed amount off anything. Each code once per customer, no end date.
 */
export const DEMO_PROMOTIONS: readonly { code: string; kind: "percent" | "fixed"; percentBp: number | null; amountCents: number | null; goods: string | null }[] = [
  { code: "PLUS20", kind: "percent", percentBp: 2000, amountCents: null, goods: "membership" },
  { code: "WILLKOMMEN5", kind: "fixed", percentBp: null, amountCents: 500, goods: null },
];

/** Writes the demo promotion codes (idempotent: an existing code keeps its row). Returns the rows written. */
export async function seedDemoPromotions(database: Pick<Database, "query">): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `INSERT INTO promotions (code, type, kind, percent_bp, amount_cents, goods, once_per_user)
     SELECT p.code, 'promo_code', p.kind, p.percent_bp, p.amount_cents, p.goods, true
       FROM jsonb_to_recordset($1::jsonb) AS p(code text, kind text, percent_bp integer, amount_cents integer, goods text)
     ON CONFLICT (code) DO NOTHING
     RETURNING id`,
    [JSON.stringify(DEMO_PROMOTIONS.map((p) => ({ code: p.code, kind: p.kind, percent_bp: p.percentBp, amount_cents: p.amountCents, goods: p.goods })))],
  );
  return rows.length;
}
