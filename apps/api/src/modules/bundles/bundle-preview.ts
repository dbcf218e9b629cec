import sharp from "sharp";
import type { Database } from "@samtrot/db";
import { MEDIA_REVIEW_STATUS } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import { displayImageResponse, derivedFolder } from "../media-gallery/display-sizes.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { closedUserGroupRefusal, isStaff, type TViewer } from "../profiles/profile-viewer.js";
import { auditFsk18Access } from "../identity/identity-audit.js";
import { BUNDLE_REFUSAL_TITLE } from "./bundle-refusal.js";
import { BUNDLE_FSK18_SQL } from "./bundle-rows.js";

/** Longest side of the teaser, and of the tiny image it is blown up from (what survives of the medium: a colour wash). */
const PREVIEW_BOX = 320;
const PREVIEW_SOURCE_BOX = 16;

/** The shop's teaser of a locked medium: shrunk to 16 px, blown up to 320 px and blurred, so nothing but colours remain. */
export async function renderBlurredPreview(original: Buffer): Promise<Buffer> {
  const tiny = await sharp(original, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: PREVIEW_SOURCE_BOX, height: PREVIEW_SOURCE_BOX, fit: "inside" })
    .toBuffer();
  return sharp(tiny).resize({ width: PREVIEW_BOX, height: PREVIEW_BOX, fit: "inside", kernel: "cubic" }).blur(6).webp({ quality: 60 }).toBuffer();
}

/**
 * GET /api/v2/bundles/{id}/preview/{mediaId}: the blurred teaser of one accepted medium of a bundle on sale, for
 * anyone the owner's profile is open to; of an 18+ bundle only inside the closed user group. The owner and reviewers
 * see teasers of their bundles in any state (the editor's preview step).
 */
export async function serveBundlePreview(
  deps: { database: Database; storage: TMediaStorage },
  input: { bundleId: number; mediaId: number; viewer: TViewer; now: Date },
): Promise<Response> {
  const { viewer } = input;
  const [row] = await deps.database.query<{
    user_id: number;
    status: string;
    storage_key: string;
    review_status: number;
    is_fsk18: boolean;
    owner_available: boolean;
    blocked: boolean;
  }>(
    `select b.user_id, b.status, m.storage_key, g.review_status, ${BUNDLE_FSK18_SQL} as is_fsk18,
            ${profileAvailableSql("u")} as owner_available,
            case when $3::bigint is null then false else not ${notBlockedEitherWaySql("$3::bigint", "u.id")} end as blocked
       from bundles b
       join bundle_media bm on bm.bundle_id = b.id and bm.media_id = $2
       join gallery_items g on g.media_id = bm.media_id
       join media_files m on m.id = g.media_id
       join users u on u.id = b.user_id
      where b.id = $1 and b.deleted_at is null`,
    [input.bundleId, input.mediaId, viewer.userId],
  );
  if (!row) throw notFound("exception.media.not_found");
  const privileged = viewer.userId === Number(row.user_id) || isStaff(viewer);
  if (!privileged) {
    const onSale = row.status === "accepted" && Number(row.review_status) === MEDIA_REVIEW_STATUS.accepted;
    if (!onSale || !row.owner_available || row.blocked) throw notFound("exception.media.not_found");
    if (row.is_fsk18) {
      // Even the blurred teaser of an 18+ bundle stays inside the closed user group (decision 044), and is recorded.
      const refusal = closedUserGroupRefusal(viewer);
      await auditFsk18Access(deps.database, { viewer, ownerId: Number(row.user_id), subject: { type: "bundle", id: input.bundleId }, served: !refusal, reason: refusal, at: input.now });
      if (refusal) throw new AppError(403, BUNDLE_REFUSAL_TITLE[refusal]);
    }
  }
  const key = `${derivedFolder(input.mediaId)}/preview-blurred.webp`;
  let bytes = await deps.storage.read(key);
  if (!bytes) {
    const original = await deps.storage.read(row.storage_key);
    if (!original) throw notFound("exception.media.not_found");
    bytes = await renderBlurredPreview(original);
    await deps.storage.put(key, bytes);
  }
  return displayImageResponse(bytes);
}
