import type { DatabaseTx } from "@samtrot/db";
import { mediaUrlsOf, type TGalleryItem, type TMediaReviewStatusName } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS, type TMediaVisibility } from "@samtrot/constants-catalogue";
import { notFound } from "../../http/errors.js";

export type TGalleryRow = {
  id: number;
  user_id: number;
  username: string;
  kind: "image" | "video" | "record";
  visibility: number;
  review_status: number;
  created_at: Date;
  width: number;
  height: number;
  size: number;
  storage_key: string;
  is_avatar: boolean;
  unlocked: (number | string)[] | null;
  unlocked_users: { id: number | string; username: string }[] | null;
  unlock_price: number | null;
  paid_unlocks: (number | string)[] | null;
};

/** Columns of a gallery item with its file, owner and unlocks (aliases g, m, p, u). */
export const GALLERY_SELECT = `select g.media_id as id, g.user_id, u.username, g.kind, g.visibility, g.review_status, g.created_at,
       m.width, m.height, m.size, m.storage_key, coalesce(p.avatar_media_id = g.media_id, false) as is_avatar, g.unlock_price,
       (select array_agg(mu.viewer_id order by mu.viewer_id) from media_unlocks mu where mu.media_id = g.media_id and mu.ledger_entry_id is not null) as paid_unlocks,
       (select array_agg(mu.viewer_id order by mu.viewer_id) from media_unlocks mu where mu.media_id = g.media_id) as unlocked,
       (select json_agg(json_build_object('id', vu.id, 'username', vu.username) order by lower(vu.username))
          from media_unlocks mu join users vu on vu.id = mu.viewer_id
         where mu.media_id = g.media_id and vu.deleted_at is null) as unlocked_users
  from gallery_items g
  join media_files m on m.id = g.media_id
  join users u on u.id = g.user_id
  left join profiles p on p.user_id = g.user_id`;

const REVIEW_NAMES = Object.fromEntries(Object.entries(MEDIA_REVIEW_STATUS).map(([name, code]) => [code, name])) as Record<number, TMediaReviewStatusName>;

export function toGalleryItem(row: TGalleryRow): TGalleryItem {
  const id = Number(row.id);
  return {
    id,
    kind: row.kind,
    visibility: Number(row.visibility) as TMediaVisibility,
    review_status: Number(row.review_status),
    review_status_name: REVIEW_NAMES[Number(row.review_status)] ?? "pending",
    is_avatar: row.is_avatar,
    width: Number(row.width),
    height: Number(row.height),
    size: Number(row.size),
    urls: mediaUrlsOf(id),
    unlocked_user_ids: (row.unlocked ?? []).map(Number),
    unlocked_users: (row.unlocked_users ?? []).map((viewer) => ({ id: Number(viewer.id), username: viewer.username })),
    unlock_price: row.unlock_price === null ? null : Number(row.unlock_price),
    paid_unlock_user_ids: (row.paid_unlocks ?? []).map(Number),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One gallery item of its owner (404 exception.media.not_found for anyone else's or an unknown id). */
export async function findOwnGalleryRow(db: DatabaseTx, userId: number, mediaId: number, forUpdate = false): Promise<TGalleryRow> {
  if (forUpdate) await db.query(`select 1 from gallery_items where media_id = $1 and user_id = $2 for update`, [mediaId, userId]);
  const [row] = await db.query<TGalleryRow>(`${GALLERY_SELECT} where g.media_id = $1 and g.user_id = $2`, [mediaId, userId]);
  if (!row) throw notFound("exception.media.not_found");
  return row;
}

/**
 * Keeps the profile's has_fsk18_photos (a search flag) true exactly while the user has an accepted fsk18
 * medium; the search row follows through its triggers.
 */
export async function syncMediaFlags(tx: DatabaseTx, userId: number): Promise<void> {
  await tx.query(
    `update profiles p set has_fsk18_photos = x.has, updated_at = now()
       from (select exists (select 1 from gallery_items where user_id = $1 and visibility = 4 and review_status = 1) as has) x
      where p.user_id = $1 and p.has_fsk18_photos is distinct from x.has`,
    [userId],
  );
}

/**
 * The registration photo (profiles.avatar_media_id, uploaded before the gallery existed for it) joins the
 * gallery as a public image the first time it is needed: accepted at once where media are auto-accepted,
 * else pending like any upload.
 */
export async function adoptAvatar(db: DatabaseTx, userId: number, autoAccept: boolean): Promise<void> {
  await db.query(
    `insert into gallery_items (media_id, user_id, kind, visibility, review_status)
     select p.avatar_media_id, p.user_id, 'image', 1, $2
       from profiles p join media_files m on m.id = p.avatar_media_id and m.user_id = p.user_id
      where p.user_id = $1 and not exists (select 1 from gallery_items g where g.media_id = p.avatar_media_id)
     on conflict do nothing`,
    [userId, autoAccept ? MEDIA_REVIEW_STATUS.accepted : MEDIA_REVIEW_STATUS.pending],
  );
}
