import type { TDashboardMetric, TDashboardMetrics, TDashboardPeriod } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { addDays } from "../search/search-clock.js";

type TFigures = { visits: number; messages: number; phone_views: number };

const zero = (): TFigures => ({ visits: 0, messages: 0, phone_views: 0 });

/**
 * The dashboard figures of spec 001 §9 per Central European day over the last `days` days (today included):
 * profile visits and phone-number views from profile_stat_days (counted as they happen), messages received from
 * the messenger. A business sees its linked escorts' figures (business_escorts), summed and per escort.
 */
export async function loadDashboardMetrics(db: DatabaseTx, input: { userId: number; days: TDashboardPeriod; today: string }): Promise<TDashboardMetrics> {
  const [user] = await db.query<{ user_type: number }>(`SELECT user_type FROM users WHERE id = $1`, [input.userId]);
  const userType = Number(user?.user_type);
  const escorts =
    userType === USER_TYPE.business
      ? await db.query<{ id: number; username: string }>(
          `SELECT u.id, u.username FROM business_escorts b JOIN users u ON u.id = b.escort_id
            WHERE b.business_id = $1 AND u.deleted_at IS NULL ORDER BY lower(u.username)`,
          [input.userId],
        )
      : [];
  const ids = userType === USER_TYPE.business ? escorts.map((escort) => Number(escort.id)) : [input.userId];
  const from = addDays(input.today, 1 - input.days);
  const rows = await db.query<{ user_id: number; day: string; visits: number; messages: number; phone_views: number }>(
    `WITH stats AS (
       SELECT user_id, day, visits, phone_views, 0 AS messages FROM profile_stat_days
        WHERE user_id = ANY($1::bigint[]) AND day BETWEEN $2::date AND $3::date
       UNION ALL
       -- messages the user received (the partner's messages in the user's threads), by the day they were sent
       SELECT m.user_id, (mm.created_at AT TIME ZONE 'Europe/Berlin')::date, 0, 0, 1
         FROM messenger_thread_members m
         JOIN messenger_messages mm ON mm.thread_id = m.thread_id AND mm.sender_id = m.partner_id
        WHERE m.user_id = ANY($1::bigint[]) AND mm.deleted_at IS NULL
          AND mm.created_at >= ($2::date::timestamp AT TIME ZONE 'Europe/Berlin')
          AND mm.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin'))
     SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, sum(visits)::int AS visits, sum(messages)::int AS messages,
            sum(phone_views)::int AS phone_views
       FROM stats GROUP BY user_id, day`,
    [ids, from, input.today],
  );
  const byDay = new Map<string, TFigures>();
  const byUser = new Map<number, TFigures>();
  const totals = zero();
  for (const row of rows) {
    const figures = { visits: Number(row.visits), messages: Number(row.messages), phone_views: Number(row.phone_views) };
    for (const target of [
      byDay.get(row.day) ?? byDay.set(row.day, zero()).get(row.day)!,
      byUser.get(Number(row.user_id)) ?? byUser.set(Number(row.user_id), zero()).get(Number(row.user_id))!,
      totals,
    ]) {
      target.visits += figures.visits;
      target.messages += figures.messages;
      target.phone_views += figures.phone_views;
    }
  }
  const metrics: TDashboardMetric[] = userType === USER_TYPE.client ? ["visits", "messages"] : ["visits", "messages", "phone_views"];
  return {
    days: input.days,
    from,
    to: input.today,
    metrics,
    series: Array.from({ length: input.days }, (_, i) => {
      const day = addDays(from, i);
      return { day, ...(byDay.get(day) ?? zero()) };
    }),
    totals,
    escorts: escorts.map((escort) => ({ id: Number(escort.id), username: escort.username, totals: byUser.get(Number(escort.id)) ?? zero() })),
  };
}
