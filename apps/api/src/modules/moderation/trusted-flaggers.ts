import type { Database, DatabaseTx } from "@samtrot/db";
import { MODERATION_PAGE_SIZE, type TTrustedFlagger } from "@samtrot/api-client/contracts";
import type { TClock } from "../../http/clock.js";
import { AppError, notFound } from "../../http/errors.js";
import { logDecision } from "./restrictions.js";

// Trusted flaggers (DSA Art. 22; decision 043): a team or backend user marks or unmarks them in the console; their
// open reports come first in the reports queue. Each change is a line of the decisions log.

type TRow = { id: string | number; username: string; user_type: number; open_reports: number };
const toFlagger = (row: TRow): TTrustedFlagger => ({ id: Number(row.id), username: row.username, user_type: Number(row.user_type), open_reports: Number(row.open_reports) });
const SELECT = `select u.id, u.username, u.user_type,
    (select count(*)::int from reports r where r.reporter_id = u.id and r.status <> 'decided') as open_reports
  from users u`;

export async function listTrustedFlaggers(tx: DatabaseTx, query: { page_no: number; order: "asc" | "desc" }) {
  const direction = query.order === "desc" ? "desc" : "asc";
  const rows = await tx.query<TRow & { total: number }>(
    `${SELECT.replace("select u.id,", "select count(*) over ()::int as total, u.id,")} where u.trusted_flagger and u.deleted_at is null
      order by lower(u.username) ${direction}, u.id ${direction} limit $1 offset $2`,
    [MODERATION_PAGE_SIZE, (query.page_no - 1) * MODERATION_PAGE_SIZE],
  );
  return { items: rows.map(toFlagger), total: rows[0] ? Number(rows[0].total) : 0, page_no: query.page_no, page_size: MODERATION_PAGE_SIZE };
}

/** Marks (by username) or unmarks (by id) a trusted flagger; a change is logged, a repeat changes nothing. */
export async function setTrustedFlagger(
  deps: { database: Database; clock: TClock },
  input: { moderatorId: number; trusted: true; username: string } | { moderatorId: number; trusted: false; userId: number },
): Promise<TTrustedFlagger> {
  return deps.database.transaction(async (tx) => {
    const [user] = input.trusted
      ? await tx.query<{ id: string | number; trusted_flagger: boolean }>(`select id, trusted_flagger from users where lower(username) = lower($1) and deleted_at is null for update`, [input.username])
      : await tx.query<{ id: string | number; trusted_flagger: boolean }>(`select id, trusted_flagger from users where id = $1 and deleted_at is null for update`, [input.userId]);
    if (!user) {
      if (input.trusted) throw new AppError(422, "validation.moderation.user_unknown", "username");
      throw notFound("exception.moderation.not_trusted_flagger");
    }
    if (!input.trusted && !user.trusted_flagger) throw notFound("exception.moderation.not_trusted_flagger");
    const userId = Number(user.id);
    if (user.trusted_flagger !== input.trusted) {
      await tx.query(`update users set trusted_flagger = $2, updated_at = now() where id = $1`, [userId, input.trusted]);
      await logDecision(tx, {
        subjectType: "trusted_flagger",
        subjectId: userId,
        action: input.trusted ? "trusted_flagger_added" : "trusted_flagger_removed",
        affectedUserId: userId,
        decidedBy: input.moderatorId,
        automated: false,
        ground: null,
        reason: input.trusted ? "trusted_flagger_added" : "trusted_flagger_removed",
        now: deps.clock.now(),
      });
    }
    const [row] = await tx.query<TRow>(`${SELECT} where u.id = $1`, [userId]);
    return toFlagger(row!);
  });
}
