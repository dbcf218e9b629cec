import type { DatabaseTx } from "@samtrot/db";
import type { TLedgerHistory, TLedgerHistoryItem, ZLedgerHistoryQuery } from "@samtrot/api-client/contracts";
import type { z } from "zod";

type TQuery = z.output<typeof ZLedgerHistoryQuery>;

type TRow = {
  id: string | number;
  created_at: Date;
  type: TLedgerHistoryItem["type"];
  subtype: TLedgerHistoryItem["subtype"];
  currency: TLedgerHistoryItem["currency"];
  reference_kind: string | null;
  reference_id: string | null;
  amount: string | number;
  balance_after: string | number;
  counterpart_user_id: string | number | null;
  counterpart_system: "external" | "revenue" | "payout_clearing" | "frozen" | null;
  username: string | null;
  deleted: boolean;
  total: string | number;
};

/**
 * One page of the caller's own movements of one currency: their postings (never another user's), each with the
 * other posting of its entry as the counterpart. Days are whole days in Europe/Berlin (the product's time zone),
 * `to` inclusive. Sorted by date or signed amount; the posting id breaks ties so pages never overlap.
 */
export async function ledgerHistory(db: DatabaseTx, userId: number, query: TQuery): Promise<TLedgerHistory> {
  const params: unknown[] = [userId, query.currency];
  const where: string[] = ["mine.user_id = $1", "mine.currency = $2"];
  if (query.type) {
    params.push(query.type);
    where.push(`e.type = $${params.length}`);
  }
  if (query.from) {
    params.push(query.from);
    where.push(`p.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE 'Europe/Berlin'`);
  }
  if (query.to) {
    params.push(query.to);
    where.push(`p.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'`);
  }
  const direction = query.order === "asc" ? "ASC" : "DESC";
  const orderBy = query.sort === "amount" ? `p.amount ${direction}, p.id ${direction}` : `p.created_at ${direction}, p.id ${direction}`;
  params.push(query.page_size, (query.page_no - 1) * query.page_size);
  const rows = await db.query<TRow>(
    `SELECT e.id, p.created_at, e.type, e.subtype, e.currency, e.reference_kind, e.reference_id, p.amount, p.balance_after,
            ca.user_id AS counterpart_user_id, ca.system AS counterpart_system,
            u.username, (u.id IS NULL OR u.deleted_at IS NOT NULL) AS deleted,
            count(*) OVER () AS total
       FROM ledger_accounts mine
       JOIN ledger_postings p ON p.account_id = mine.id
       JOIN ledger_entries e ON e.id = p.entry_id
       JOIN ledger_postings cp ON cp.entry_id = p.entry_id AND cp.id <> p.id
       JOIN ledger_accounts ca ON ca.id = cp.account_id
       LEFT JOIN users u ON u.id = ca.user_id
      WHERE ${where.join(" AND ")}
      ORDER BY ${orderBy}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page_no > 1) {
    // Past the last page: the count still tells the table how many pages there are.
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_accounts mine JOIN ledger_postings p ON p.account_id = mine.id JOIN ledger_entries e ON e.id = p.entry_id
        WHERE ${where.join(" AND ")}`,
      params.slice(0, -2),
    );
    total = row?.n ?? 0;
  }
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      created_at: new Date(row.created_at).toISOString(),
      type: row.type,
      subtype: row.subtype,
      currency: row.currency,
      amount: Number(row.amount),
      balance_after: Number(row.balance_after),
      counterpart:
        row.counterpart_user_id !== null
          ? { kind: "user" as const, id: Number(row.counterpart_user_id), username: row.deleted ? null : row.username }
          : { kind: "system" as const, account: row.counterpart_system! },
      reference: row.reference_kind !== null && row.reference_id !== null ? { kind: row.reference_kind, id: row.reference_id } : null,
    })),
    total,
    page_no: query.page_no,
    page_size: query.page_size,
  };
}
