import type { Database, DatabaseTx } from "@samtrot/db";
import type { TBundle, TMyBundles } from "@samtrot/api-client/contracts";
import { BUNDLE_STATUS, MEDIA_REVIEW_STATUS, USER_TYPE } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { BUNDLE_SELECT, findBundleRow, isEditable, toBundle, type TBundleRow } from "./bundle-rows.js";

// The owner's side of the bundle manager (spec 000 §2 my_bundles, my_bundles/edit/{bundleId?}; spec 001 §2 steps
// view_list, creation_selection, creation_meta_info; §3 states draft → pending → accepted | rejected). Each change
// runs in one transaction with the bundle row locked.

export interface TBundleFields {
  title: string;
  description: string;
  price: number;
  mediaIds: number[];
  coverMediaId: number | null;
  fsk18: boolean;
}

/** Only escorts and businesses sell bundles (spec 001 §6 "for escorts: locked-image bundles"). */
async function assertSeller(tx: DatabaseTx, userId: number): Promise<void> {
  const [user] = await tx.query<{ user_type: number }>(`select user_type from users where id = $1 and deleted_at is null`, [userId]);
  const type = Number(user?.user_type);
  if (type !== USER_TYPE.escort && type !== USER_TYPE.business) throw new AppError(403, "exception.bundles.sellers_only");
}

/**
 * The chosen media must all be the owner's own gallery media, not rejected, and not the profile photo (which stays
 * public everywhere); the cover must be one of them. Nothing is written when one fails.
 */
async function checkFields(tx: DatabaseTx, userId: number, fields: TBundleFields): Promise<void> {
  const [counted] = await tx.query<{ n: number }>(
    `select count(*)::int as n
       from gallery_items g left join profiles p on p.user_id = g.user_id
      where g.media_id = any($1::bigint[]) and g.user_id = $2 and g.review_status in ($3, $4)
        and (p.avatar_media_id is null or p.avatar_media_id <> g.media_id)`,
    [fields.mediaIds, userId, MEDIA_REVIEW_STATUS.pending, MEDIA_REVIEW_STATUS.accepted],
  );
  if (Number(counted?.n) !== fields.mediaIds.length) throw new AppError(422, "validation.bundles.media_invalid", "media_ids");
  if (fields.coverMediaId !== null && !fields.mediaIds.includes(fields.coverMediaId)) throw new AppError(422, "validation.bundles.cover_invalid", "cover_media_id");
}

async function writeMedia(tx: DatabaseTx, bundleId: number, mediaIds: number[]): Promise<void> {
  await tx.query(`delete from bundle_media where bundle_id = $1`, [bundleId]);
  await tx.query(
    `insert into bundle_media (bundle_id, media_id, position)
     select $1, x.media_id, x.ord from unnest($2::bigint[]) with ordinality as x(media_id, ord)`,
    [bundleId, mediaIds],
  );
}

export function createBundle(database: Database, input: { userId: number; fields: TBundleFields }): Promise<TBundle> {
  return database.transaction(async (tx) => {
    await assertSeller(tx, input.userId);
    await checkFields(tx, input.userId, input.fields);
    const { title, description, price, mediaIds, coverMediaId, fsk18 } = input.fields;
    const [created] = await tx.query<{ id: number }>(
      `insert into bundles (user_id, title, description, price, cover_media_id, marked_fsk18) values ($1, $2, $3, $4, $5, $6) returning id`,
      [input.userId, title, description, price, coverMediaId ?? mediaIds[0], fsk18],
    );
    const id = Number(created!.id);
    await writeMedia(tx, id, mediaIds);
    return toBundle(await findBundleRow(tx, id, input.userId));
  });
}

/** Locks the owner's live bundle and refuses a change unless it is a draft or rejected (422 exception.bundles.not_editable). */
async function lockEditable(tx: DatabaseTx, userId: number, bundleId: number): Promise<void> {
  const [row] = await tx.query<{ status: TBundleRow["status"] }>(`select status from bundles where id = $1 and user_id = $2 and deleted_at is null for update`, [
    bundleId,
    userId,
  ]);
  if (!row) throw notFound("exception.bundles.not_found");
  if (!isEditable(row.status)) throw new AppError(422, "exception.bundles.not_editable");
}

export function updateBundle(database: Database, input: { userId: number; bundleId: number; fields: TBundleFields }): Promise<TBundle> {
  return database.transaction(async (tx) => {
    await lockEditable(tx, input.userId, input.bundleId);
    await checkFields(tx, input.userId, input.fields);
    const { title, description, price, mediaIds, coverMediaId, fsk18 } = input.fields;
    // A rejected bundle that is changed becomes a draft again; the reviewer's reason goes with the old version.
    await tx.query(
      `update bundles set title = $2, description = $3, price = $4, cover_media_id = $5, marked_fsk18 = $6,
              status = 'draft', reject_reason = null, updated_at = now()
        where id = $1`,
      [input.bundleId, title, description, price, coverMediaId ?? mediaIds[0], fsk18],
    );
    await writeMedia(tx, input.bundleId, mediaIds);
    return toBundle(await findBundleRow(tx, input.bundleId, input.userId));
  });
}

export function submitBundle(database: Database, input: { userId: number; bundleId: number }): Promise<TBundle> {
  return database.transaction(async (tx) => {
    await lockEditable(tx, input.userId, input.bundleId);
    const [media] = await tx.query<{ n: number }>(`select count(*)::int as n from bundle_media where bundle_id = $1`, [input.bundleId]);
    // Media deleted from the gallery since leave the bundle; an empty bundle cannot go on sale.
    if (Number(media?.n) === 0) throw new AppError(422, "validation.bundles.media_count", "media_ids");
    await tx.query(`update bundles set status = 'pending', submitted_at = now(), reject_reason = null, updated_at = now() where id = $1`, [input.bundleId]);
    return toBundle(await findBundleRow(tx, input.bundleId, input.userId));
  });
}

/** A bundle somebody bought only leaves the shop (deleted_at): its buyers keep its media. Others are removed. */
export function deleteBundle(database: Database, input: { userId: number; bundleId: number }): Promise<{ deleted: true }> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query(`select id from bundles where id = $1 and user_id = $2 and deleted_at is null for update`, [input.bundleId, input.userId]);
    if (!row) throw notFound("exception.bundles.not_found");
    const [bought] = await tx.query(`select 1 from bundle_purchases where bundle_id = $1 limit 1`, [input.bundleId]);
    if (bought) await tx.query(`update bundles set deleted_at = now(), updated_at = now() where id = $1`, [input.bundleId]);
    else await tx.query(`delete from bundles where id = $1`, [input.bundleId]);
    return { deleted: true as const };
  });
}

export async function listMyBundles(db: DatabaseTx, userId: number): Promise<TMyBundles> {
  const rows = await db.query<TBundleRow>(`${BUNDLE_SELECT} where b.user_id = $1 and b.deleted_at is null order by b.created_at desc, b.id desc limit 500`, [userId]);
  const items = rows.map(toBundle);
  const counts = Object.fromEntries(BUNDLE_STATUS.map((status) => [status, items.filter((b) => b.status === status).length])) as Record<(typeof BUNDLE_STATUS)[number], number>;
  return { items, counts: { all: items.length, ...counts } };
}

/** One bundle for its owner or a reviewer. */
export async function getBundle(db: DatabaseTx, input: { userId: number; bundleId: number }): Promise<TBundle> {
  const staff = isStaff(await loadViewer(db, input.userId));
  return toBundle(await findBundleRow(db, input.bundleId, staff ? null : input.userId));
}
