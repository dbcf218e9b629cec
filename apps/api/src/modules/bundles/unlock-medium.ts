import type { Database } from "@samtrot/db";
import { mediaUrlsOf, type TGalleryItem, type TMediaUrls } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { book } from "../ledger/book.js";
import { findOwnGalleryRow, toGalleryItem } from "../media-gallery/gallery-item.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { bundleLockedSql } from "./bundle-media-sql.js";

// Paid unlocks of private media (spec 001 §6 "dollars for clients: unlock private pictures"; decision 008: an unlock
// is a media_unlocks row, here granted by the viewer's payment in the ledger transaction).

/** The owner sets the price of a private medium (null: not for sale). */
export function setUnlockPrice(database: Database, input: { userId: number; mediaId: number; price: number | null }): Promise<TGalleryItem> {
  return database.transaction(async (tx) => {
    const row = await findOwnGalleryRow(tx, input.userId, input.mediaId, true);
    if (input.price !== null && Number(row.visibility) !== MEDIA_VISIBILITY.private) throw new AppError(422, "validation.unlock.private_only", "unlock_price");
    await tx.query(`update gallery_items set unlock_price = $2 where media_id = $1`, [input.mediaId, input.price]);
    return toGalleryItem(await findOwnGalleryRow(tx, input.userId, input.mediaId));
  });
}

export type TMediumUnlock = { media_id: number; urls: TMediaUrls; balance: { before: number; after: number } | null; already_unlocked: boolean };

/**
 * A viewer pays a private medium's price: a ledger transfer to its owner (key `unlock:{medium}:{viewer}`) and the
 * unlock row in one transaction; unlocked before (bought or granted) → nothing booked. Only an accepted private
 * medium with a price, of an available owner without a block, outside a bundle on sale (that sells as a bundle).
 */
export function purchaseMediumUnlock(database: Database, input: { viewerId: number; mediaId: number }): Promise<TMediumUnlock> {
  return database.transaction(async (tx) => {
    const [medium] = await tx.query<{ user_id: number; visibility: number; review_status: number; unlock_price: number | null; owner_available: boolean; bundle_locked: boolean }>(
      `select g.user_id, g.visibility, g.review_status, g.unlock_price, ${profileAvailableSql("u")} as owner_available,
              ${bundleLockedSql("g.media_id")} as bundle_locked
         from gallery_items g join users u on u.id = g.user_id
        where g.media_id = $1
        for share of g`,
      [input.mediaId],
    );
    if (!medium) throw notFound("exception.unlock.not_for_sale");
    const ownerId = Number(medium.user_id);
    if (ownerId === input.viewerId) throw new AppError(422, "exception.unlock.own_medium");
    const forSale =
      Number(medium.visibility) === MEDIA_VISIBILITY.private &&
      Number(medium.review_status) === MEDIA_REVIEW_STATUS.accepted &&
      medium.unlock_price !== null &&
      medium.owner_available &&
      !medium.bundle_locked;
    if (!forSale || (await isBlockedEither(tx, input.viewerId, ownerId))) throw notFound("exception.unlock.not_for_sale");

    const result = (balance: TMediumUnlock["balance"]): TMediumUnlock => ({
      media_id: input.mediaId,
      urls: mediaUrlsOf(input.mediaId),
      balance,
      already_unlocked: balance === null,
    });
    const [earlier] = await tx.query(`select 1 from media_unlocks where media_id = $1 and viewer_id = $2`, [input.mediaId, input.viewerId]);
    if (earlier) return result(null);
    const price = Number(medium.unlock_price);
    const booked = await book(tx, {
      idempotencyKey: `unlock:${input.mediaId}:${input.viewerId}`,
      type: "transfer",
      currency: "dollar",
      amount: price,
      from: { userId: input.viewerId },
      to: { userId: ownerId },
      reference: { kind: "medium", id: input.mediaId },
    });
    await tx.query(
      `insert into media_unlocks (media_id, viewer_id, price, ledger_entry_id) values ($1, $2, $3, $4)
       on conflict (media_id, viewer_id) do update set price = excluded.price, ledger_entry_id = excluded.ledger_entry_id`,
      [input.mediaId, input.viewerId, price, booked.entryId],
    );
    return result(booked.replayed ? null : booked.from);
  });
}
