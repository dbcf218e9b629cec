import type { DatabaseTx } from "@samtrot/db";
import { mediaUrlsOf, type TProfileBundles, type TShopBundle } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { balancesOf } from "../ledger/book.js";
import { mediaAccess } from "../media-gallery/media-access.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { isStaff, type TViewer } from "../profiles/profile-viewer.js";
import { BUNDLE_FSK18_SQL, type TBundleMediumRow } from "./bundle-rows.js";

// The shop side of bundles (spec 001 §6): a profile's bundles on sale as THIS viewer may see them. Buyers (and the
// owner) get the media's URLs, which the media route checks again on every byte; everyone else gets blurred previews
// only, and of an 18+ bundle not even those without an accepted age check.

type TShopRow = {
  id: number;
  user_id: number;
  title: string;
  description: string;
  price: number;
  is_fsk18: boolean;
  cover_media_id: number | null;
  bought: boolean;
  media: TBundleMediumRow[] | null;
};

/** Bundles on sale (accepted, not deleted) with their accepted media, filtered by `where` on `$1`; `$2` the viewer id (or null). */
const shopSelect = (where: string) => `select b.id, b.user_id, b.title, b.description, b.price, ${BUNDLE_FSK18_SQL} as is_fsk18, b.cover_media_id,
       ($2::bigint is not null and exists (select 1 from bundle_purchases bp where bp.bundle_id = b.id and bp.buyer_id = $2::bigint)) as bought,
       (select json_agg(json_build_object('id', g.media_id, 'width', m.width, 'height', m.height, 'visibility', g.visibility,
                                          'review_status', g.review_status) order by bm.position)
          from bundle_media bm join gallery_items g on g.media_id = bm.media_id join media_files m on m.id = g.media_id
         where bm.bundle_id = b.id and g.review_status = ${MEDIA_REVIEW_STATUS.accepted}) as media
  from bundles b
 where b.status = 'accepted' and b.deleted_at is null and ${where}`;

export function previewUrl(bundleId: number, mediaId: number): string {
  return `/api/v2/bundles/${bundleId}/preview/${mediaId}`;
}

function toShopBundle(row: TShopRow, viewer: TViewer): TShopBundle {
  const id = Number(row.id);
  const ownerId = Number(row.user_id);
  const isOwn = viewer.userId === ownerId;
  const teaser = !row.is_fsk18 || viewer.adultSession || isOwn || isStaff(viewer);
  const media = (row.media ?? []).map((m) => {
    const mediaId = Number(m.id);
    const access = mediaAccess(
      { ownerId, visibility: Number(m.visibility), reviewStatus: Number(m.review_status), ownerAvailable: true, blocked: false, unlocked: false, bought: row.bought, bundleLocked: true },
      viewer,
    );
    return {
      id: mediaId,
      width: Number(m.width),
      height: Number(m.height),
      preview_url: teaser ? previewUrl(id, mediaId) : null,
      urls: access.visible ? mediaUrlsOf(mediaId) : null,
    };
  });
  const coverId = row.cover_media_id === null ? null : Number(row.cover_media_id);
  return {
    id,
    user_id: ownerId,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    is_fsk18: row.is_fsk18,
    media_count: media.length,
    cover: media.find((m) => m.id === coverId) ?? media[0] ?? null,
    media,
    bought: row.bought,
    is_own: isOwn,
  };
}

/** One bundle on sale for this viewer (after a purchase); null when it is not on sale. */
export async function findShopBundle(db: DatabaseTx, bundleId: number, viewer: TViewer): Promise<TShopBundle | null> {
  const [row] = await db.query<TShopRow>(shopSelect("b.id = $1"), [bundleId, viewer.userId]);
  return row ? toShopBundle(row, viewer) : null;
}

/**
 * A profile's bundles on sale, newest accepted first, and what the unlock dialog needs about the viewer (balance,
 * age check). The profile's own rule applies: unavailable or blocked either way → 404 exception.profile.unavailable.
 */
export async function listProfileBundles(db: DatabaseTx, input: { username: string; viewer: TViewer }): Promise<TProfileBundles> {
  const { viewer } = input;
  const [owner] = await db.query<{ id: number; available: boolean }>(
    `select u.id, ${profileAvailableSql("u")} as available from users u where lower(u.username) = lower($1) and u.deleted_at is null`,
    [input.username],
  );
  if (!owner) throw new AppError(404, "exception.profile.not_found");
  const ownerId = Number(owner.id);
  if (viewer.userId !== ownerId && !isStaff(viewer)) {
    if (!owner.available) throw new AppError(404, "exception.profile.unavailable");
    if (viewer.userId !== null && (await isBlockedEither(db, viewer.userId, ownerId))) throw new AppError(404, "exception.profile.unavailable");
  }
  const rows = await db.query<TShopRow>(`${shopSelect("b.user_id = $1")} order by b.reviewed_at desc nulls last, b.id desc limit 100`, [ownerId, viewer.userId]);
  const balance = viewer.userId === null ? null : (await balancesOf(db, viewer.userId)).dollar;
  return {
    items: rows.map((row) => toShopBundle(row, viewer)).filter((b) => b.media_count > 0),
    viewer: { signed_in: viewer.userId !== null, dollar_balance: balance, age_verified: viewer.ageVerified, closed_user_group: viewer.adultSession },
  };
}
