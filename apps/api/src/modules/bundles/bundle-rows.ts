import type { DatabaseTx } from "@samtrot/db";
import { mediaUrlsOf, type TBundle } from "@samtrot/api-client/contracts";
import { MEDIA_VISIBILITY, type TBundleStatus, type TMediaVisibility } from "@samtrot/constants-catalogue";
import { notFound } from "../../http/errors.js";

export type TBundleMediumRow = { id: number | string; width: number; height: number; visibility: number; review_status: number };

export type TBundleRow = {
  id: number;
  user_id: number;
  username: string;
  title: string;
  description: string;
  price: number;
  status: TBundleStatus;
  reject_reason: string | null;
  is_fsk18: boolean;
  marked_fsk18: boolean;
  cover_media_id: number | null;
  media: TBundleMediumRow[] | null;
  purchases: number;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  deleted_at: Date | null;
};

/** A bundle is 18+ when its owner marked it so or when one of its media has visibility fsk18 (read, never stored). */
export const BUNDLE_FSK18_SQL = `(b.marked_fsk18 or exists (select 1 from bundle_media bm join gallery_items g on g.media_id = bm.media_id
   where bm.bundle_id = b.id and g.visibility = ${MEDIA_VISIBILITY.fsk18}))`;

/** Columns of a bundle with its owner, media (in their order) and number of buyers (aliases b, u). */
export const BUNDLE_SELECT = `select b.id, b.user_id, u.username, b.title, b.description, b.price, b.status, b.reject_reason,
       ${BUNDLE_FSK18_SQL} as is_fsk18, b.marked_fsk18, b.cover_media_id,
       (select json_agg(json_build_object('id', g.media_id, 'width', m.width, 'height', m.height, 'visibility', g.visibility,
                                          'review_status', g.review_status) order by bm.position)
          from bundle_media bm join gallery_items g on g.media_id = bm.media_id join media_files m on m.id = g.media_id
         where bm.bundle_id = b.id) as media,
       (select count(*)::int from bundle_purchases bp where bp.bundle_id = b.id) as purchases,
       b.created_at, b.updated_at, b.submitted_at, b.reviewed_at, b.deleted_at
  from bundles b
  join users u on u.id = b.user_id`;

/** Draft and rejected bundles are the owner's to change (spec 001 §3 bundle status); pending and accepted are not. */
export function isEditable(status: TBundleStatus): boolean {
  return status === "draft" || status === "rejected";
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toBundle(row: TBundleRow): TBundle {
  const media = (row.media ?? []).map((m) => {
    const id = Number(m.id);
    return { id, width: Number(m.width), height: Number(m.height), visibility: Number(m.visibility) as TMediaVisibility, review_status: Number(m.review_status), urls: mediaUrlsOf(id) };
  });
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    username: row.username,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    status: row.status,
    reject_reason: row.status === "rejected" ? row.reject_reason : null,
    is_fsk18: row.is_fsk18,
    marked_fsk18: row.marked_fsk18,
    cover_media_id: row.cover_media_id === null ? (media[0]?.id ?? null) : Number(row.cover_media_id),
    media,
    purchases: Number(row.purchases),
    editable: isEditable(row.status),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    submitted_at: iso(row.submitted_at),
  };
}

/** A live (not deleted) bundle by id; 404 exception.bundles.not_found when there is none or `ownerId` is not its owner. */
export async function findBundleRow(db: DatabaseTx, id: number, ownerId: number | null): Promise<TBundleRow> {
  const [row] = await db.query<TBundleRow>(`${BUNDLE_SELECT} where b.id = $1 and b.deleted_at is null and ($2::bigint is null or b.user_id = $2::bigint)`, [
    id,
    ownerId,
  ]);
  if (!row) throw notFound("exception.bundles.not_found");
  return row;
}
