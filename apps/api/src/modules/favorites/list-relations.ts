import type { DatabaseTx } from "@samtrot/db";
import type { TFavoriteVisitorQuery, TRelationList } from "@samtrot/api-client/contracts";
import { PAGE_SIZE } from "@samtrot/constants-catalogue";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { loadTiles } from "../search/load-tiles.js";
import { searchClock } from "../search/search-clock.js";
import { SqlParams } from "../search/sql-params.js";
import { relationFilterSql } from "./relation-filters.js";

/** favorites: whom I favourited; visitors: who visited me; favorite_visitors: who favourited me. */
export type TRelationKind = "favorites" | "visitors" | "favorite_visitors";

const RELATION_SQL: Record<TRelationKind, (me: string) => string> = {
  favorites: (me) => `select target_id as uid, created_at as at, 1 as cnt from favorites where user_id = ${me}`,
  visitors: (me) => `select visitor_id as uid, last_visited_at as at, visits_count as cnt from profile_visits where visited_id = ${me}`,
  favorite_visitors: (me) => `select user_id as uid, created_at as at, 1 as cnt from favorites where target_id = ${me}`,
};

/** How many relations of a kind the user has (the upsell count of the Plus-only lists). */
export async function countRelations(db: DatabaseTx, kind: TRelationKind, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from (${RELATION_SQL[kind]("$1::bigint")}) r
       join search_profiles s on s.user_id = r.uid where ${notBlockedEitherWaySql("$1::bigint", "r.uid")}`,
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * One page of a relation list as profile tiles (tiles of 12, spec 001 §9), newest first, with the favourite and
 * visitor filters. Only profiles listed in search appear (deleted, paused, banned or search-hidden ones drop out),
 * and nobody behind a block.
 */
export async function listRelations(db: DatabaseTx, input: { kind: TRelationKind; userId: number; query: TFavoriteVisitorQuery }): Promise<TRelationList> {
  const pageSize = input.kind === "visitors" ? PAGE_SIZE.visitorsTile : PAGE_SIZE.favoritesTile;
  const clock = searchClock();
  const params = new SqlParams();
  const me = params.add(input.userId, "bigint");
  const where = [notBlockedEitherWaySql(me, "r.uid"), ...relationFilterSql(input.query, clock, params)];
  const rows = await db.query<{ uid: number; at: Date; cnt: number; total: number }>(
    `select r.uid, r.at, r.cnt, count(*) over ()::int as total
       from (${RELATION_SQL[input.kind](me)}) r
       join search_profiles s on s.user_id = r.uid
      where ${where.join(" and ")}
      order by r.at desc, r.uid desc
      limit ${params.add(pageSize, "integer")} offset ${params.add((input.query.page_no - 1) * pageSize, "integer")}`,
    params.values,
  );
  const ids = rows.map((row) => Number(row.uid));
  const tiles = await loadTiles(db, ids, null, clock);
  const online = await onlineIds(db, ids);
  const byId = new Map(rows.map((row) => [Number(row.uid), row]));
  return {
    items: tiles.map((tile) => {
      const row = byId.get(tile.id)!;
      return { ...tile, at: new Date(row.at).toISOString(), count: Number(row.cnt), is_online: online.has(tile.id) };
    }),
    total: rows[0]?.total ?? (input.query.page_no > 1 ? await countFiltered(db, input, where, params) : 0),
    page_no: input.query.page_no,
    page_size: pageSize,
  };
}

async function onlineIds(db: DatabaseTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ user_id: number }>(
    `select a.user_id from search_activity a
      where a.user_id = any($1::bigint[]) and a.online_visible
        and exists (select 1 from oauth_tokens t where t.user_id = a.user_id and t.revoked_at is null and t.access_expires_at > now())`,
    [ids],
  );
  return new Set(rows.map((row) => Number(row.user_id)));
}

/** The total when the page asked for lies beyond the end (no row carried the window count). */
async function countFiltered(db: DatabaseTx, input: { kind: TRelationKind }, where: string[], params: SqlParams): Promise<number> {
  const values = params.values.slice(0, -2);
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from (${RELATION_SQL[input.kind]("$1::bigint")}) r join search_profiles s on s.user_id = r.uid where ${where.join(" and ")}`,
    values,
  );
  return row?.n ?? 0;
}
