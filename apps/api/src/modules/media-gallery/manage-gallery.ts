import type { Database } from "@samtrot/db";
import type { TGalleryItem } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { derivedFolder, isSharedOriginal, makePlainSizes } from "./display-sizes.js";
import { findOwnGalleryRow, syncMediaFlags, toGalleryItem } from "./gallery-item.js";
import { loadWatermarkSettings } from "./watermark-settings.js";

// The owner's changes to the gallery: add an upload, set visibility, make it the profile photo, delete, and
// unlock a private medium for a viewer. Each runs in one transaction.

export interface TGalleryDeps {
  database: Database;
  storage: TMediaStorage;
  autoAccept: boolean;
}

/** Adds an uploaded gallery image: plain display sizes are made, then the item is stored (pending or accepted). */
export async function addGalleryItem(deps: TGalleryDeps, input: { userId: number; mediaId: number; visibility?: number }): Promise<TGalleryItem> {
  const { database, storage } = deps;
  const [media] = await database.query<{ storage_key: string }>(
    `select m.storage_key from media_files m
      where m.id = $1 and m.user_id = $2 and m.purpose = 'gallery'
        and not exists (select 1 from gallery_items g where g.media_id = m.id)`,
    [input.mediaId, input.userId],
  );
  if (!media) throw new AppError(422, "validation.gallery.media_invalid", "media_id");
  // Outside the transaction: image work must not hold a connection (PGlite has only one).
  await makePlainSizes(storage, { id: input.mediaId, storageKey: media.storage_key });
  return database.transaction(async (tx) => {
    const settings = await loadWatermarkSettings(tx, input.userId);
    const inserted = await tx.query(
      `insert into gallery_items (media_id, user_id, kind, visibility, review_status) values ($1, $2, 'image', $3, $4)
       on conflict do nothing returning media_id`,
      [input.mediaId, input.userId, input.visibility ?? settings.defaultVisibility, deps.autoAccept ? MEDIA_REVIEW_STATUS.accepted : MEDIA_REVIEW_STATUS.pending],
    );
    if (inserted.length === 0) throw new AppError(422, "validation.gallery.media_invalid", "media_id");
    await syncMediaFlags(tx, input.userId);
    return toGalleryItem(await findOwnGalleryRow(tx, input.userId, input.mediaId));
  });
}

export function setGalleryVisibility(deps: TGalleryDeps, input: { userId: number; mediaId: number; visibility: number }): Promise<TGalleryItem> {
  return deps.database.transaction(async (tx) => {
    const row = await findOwnGalleryRow(tx, input.userId, input.mediaId, true);
    // The profile photo is what everyone sees first (tiles, search): it stays public.
    if (row.is_avatar && input.visibility !== MEDIA_VISIBILITY.public) throw new AppError(422, "validation.gallery.avatar_must_be_public", "visibility");
    // An unlock price belongs to a private medium only (spec 001 §6 "unlock private pictures").
    await tx.query(
      `update gallery_items set visibility = $3::smallint, unlock_price = case when $3::smallint = ${MEDIA_VISIBILITY.private} then unlock_price end
        where media_id = $1 and user_id = $2`,
      [input.mediaId, input.userId, input.visibility],
    );
    await syncMediaFlags(tx, input.userId);
    return toGalleryItem(await findOwnGalleryRow(tx, input.userId, input.mediaId));
  });
}

/** Makes an image the profile photo; it becomes public. */
export function setGalleryAvatar(deps: TGalleryDeps, input: { userId: number; mediaId: number }): Promise<TGalleryItem> {
  return deps.database.transaction(async (tx) => {
    const row = await findOwnGalleryRow(tx, input.userId, input.mediaId, true);
    if (row.kind !== "image") throw new AppError(422, "validation.gallery.avatar_image_only", "id");
    // The profile photo is public everywhere (tiles, search); a medium sold in a bundle cannot be it.
    const [bundled] = await tx.query(`select 1 from bundle_media bm join bundles b on b.id = bm.bundle_id where bm.media_id = $1 and b.deleted_at is null`, [input.mediaId]);
    if (bundled) throw new AppError(422, "validation.bundles.avatar_in_bundle", "id");
    await tx.query(`update gallery_items set visibility = $2, unlock_price = null where media_id = $1`, [input.mediaId, MEDIA_VISIBILITY.public]);
    await tx.query(`update profiles set avatar_media_id = $2, updated_at = now() where user_id = $1`, [input.userId, input.mediaId]);
    await syncMediaFlags(tx, input.userId);
    return toGalleryItem(await findOwnGalleryRow(tx, input.userId, input.mediaId));
  });
}

/** Deletes a medium: its row (unlocks and the profile-photo link go with it) and its files. */
export async function deleteGalleryItem(deps: TGalleryDeps, input: { userId: number; mediaId: number }): Promise<{ deleted: true }> {
  const storageKey = await deps.database.transaction(async (tx) => {
    const row = await findOwnGalleryRow(tx, input.userId, input.mediaId, true);
    await tx.query(`delete from media_files where id = $1 and user_id = $2`, [input.mediaId, input.userId]);
    await syncMediaFlags(tx, input.userId);
    return row.storage_key;
  });
  // A demo photo's file is shared with other media: only the medium's own derived sizes go.
  if (!isSharedOriginal(storageKey)) await deps.storage.remove(storageKey);
  await deps.storage.removeTree(derivedFolder(input.mediaId));
  return { deleted: true };
}

/** Unlocks a private medium for one viewer, named by id or (case-insensitively) by username. */
export function grantGalleryUnlock(
  deps: TGalleryDeps,
  input: { userId: number; mediaId: number; viewer: { id: number } | { username: string } },
): Promise<TGalleryItem> {
  return deps.database.transaction(async (tx) => {
    await findOwnGalleryRow(tx, input.userId, input.mediaId, true);
    const byId = "id" in input.viewer;
    const [viewer] = await tx.query<{ id: number }>(
      byId ? `select id from users where id = $1 and deleted_at is null` : `select id from users where lower(username) = lower($1) and deleted_at is null`,
      [byId ? (input.viewer as { id: number }).id : (input.viewer as { username: string }).username],
    );
    if (!viewer || Number(viewer.id) === input.userId) throw new AppError(422, "validation.gallery.unlock_user_invalid", byId ? "user_id" : "username");
    await tx.query(`insert into media_unlocks (media_id, viewer_id) values ($1, $2) on conflict do nothing`, [input.mediaId, Number(viewer.id)]);
    return toGalleryItem(await findOwnGalleryRow(tx, input.userId, input.mediaId));
  });
}

export function revokeGalleryUnlock(deps: TGalleryDeps, input: { userId: number; mediaId: number; viewerId: number }): Promise<TGalleryItem> {
  return deps.database.transaction(async (tx) => {
    await findOwnGalleryRow(tx, input.userId, input.mediaId, true);
    // An unlock the viewer paid for stays: taking it back would keep the money and take the goods.
    const [paid] = await tx.query(`select 1 from media_unlocks where media_id = $1 and viewer_id = $2 and ledger_entry_id is not null`, [input.mediaId, input.viewerId]);
    if (paid) throw new AppError(422, "validation.unlock.paid_unlock_kept", "user_id");
    await tx.query(`delete from media_unlocks where media_id = $1 and viewer_id = $2`, [input.mediaId, input.viewerId]);
    return toGalleryItem(await findOwnGalleryRow(tx, input.userId, input.mediaId));
  });
}
