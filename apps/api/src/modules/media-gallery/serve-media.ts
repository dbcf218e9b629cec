import type { Database } from "@samtrot/db";
import type { TMediaSizeName } from "@samtrot/api-client/contracts";
import { MEDIA_VISIBILITY, type TWatermarkPosition } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import { boughtSql, bundleLockedSql } from "../bundles/bundle-media-sql.js";
import { notBlockedEitherWaySql } from "../blocks/is-blocked-either.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import type { TViewer } from "../profiles/profile-viewer.js";
import { displayImageResponse, displayBytes, type TWatermarkDrawing } from "./display-sizes.js";
import { adoptAvatar } from "./gallery-item.js";
import { LOCK_REASON_TITLE, mediaAccess } from "./media-access.js";
import { auditFsk18Access } from "../identity/identity-audit.js";

type TServeRow = {
  media_id: number;
  user_id: number;
  username: string;
  visibility: number;
  review_status: number;
  storage_key: string;
  owner_available: boolean;
  blocked: boolean;
  unlocked: boolean;
  bought: boolean;
  bundle_locked: boolean;
  wm_enabled: boolean | null;
  colour: string | null;
  position: string | null;
  opacity: number | null;
};

async function findServeRow(database: Database, mediaId: number, viewerId: number | null): Promise<TServeRow | undefined> {
  const [row] = await database.query<TServeRow>(
    `select g.media_id, g.user_id, u.username, g.visibility, g.review_status, m.storage_key,
            ${profileAvailableSql("u")} as owner_available,
            case when $2::bigint is null then false else not ${notBlockedEitherWaySql("$2::bigint", "g.user_id")} end as blocked,
            case when $2::bigint is null then false
                 else exists (select 1 from media_unlocks mu where mu.media_id = g.media_id and mu.viewer_id = $2::bigint) end as unlocked,
            ${boughtSql("g.media_id", "$2::bigint")} as bought,
            ${bundleLockedSql("g.media_id")} as bundle_locked,
            w.enabled as wm_enabled, w.colour, w.position, w.opacity
       from gallery_items g
       join media_files m on m.id = g.media_id
       join users u on u.id = g.user_id
       left join watermark_settings w on w.user_id = g.user_id
      where g.media_id = $1`,
    [mediaId, viewerId],
  );
  return row;
}

/**
 * One display size of a medium for THIS viewer (spec 001 §3 visibility, checked on every request). Public
 * accepted media may sit in shared caches for 5 minutes; everything else is `private` (only the viewer's own
 * browser keeps it) and varies by Authorization.
 */
export async function serveMedia(
  deps: { database: Database; storage: TMediaStorage; autoAccept: boolean },
  input: { mediaId: number; size: TMediaSizeName; viewer: TViewer; now: Date },
): Promise<Response> {
  const { database, storage } = deps;
  let row = await findServeRow(database, input.mediaId, input.viewer.userId);
  if (!row) {
    // A registration photo that has not joined the gallery yet.
    const [owner] = await database.query<{ user_id: number }>(`select user_id from profiles where avatar_media_id = $1`, [input.mediaId]);
    if (owner) {
      await adoptAvatar(database, Number(owner.user_id), deps.autoAccept);
      row = await findServeRow(database, input.mediaId, input.viewer.userId);
    }
  }
  if (!row) throw notFound("exception.media.not_found");
  const access = mediaAccess(
    {
      ownerId: Number(row.user_id),
      visibility: Number(row.visibility),
      reviewStatus: Number(row.review_status),
      ownerAvailable: row.owner_available,
      blocked: row.blocked,
      unlocked: row.unlocked,
      bought: row.bought,
      bundleLocked: row.bundle_locked,
    },
    input.viewer,
  );
  // Every answer about an fsk18 medium is a decision of the closed user group, and recorded (decision 044).
  if (Number(row.visibility) === MEDIA_VISIBILITY.fsk18 && !("hidden" in access && access.hidden)) {
    await auditFsk18Access(database, {
      viewer: input.viewer,
      ownerId: Number(row.user_id),
      subject: { type: "media", id: Number(row.media_id) },
      served: access.visible,
      reason: access.visible ? null : access.reason,
      at: input.now,
    });
  }
  if (!access.visible) {
    if (access.hidden) throw notFound("exception.media.not_found");
    throw new AppError(403, LOCK_REASON_TITLE[access.reason]);
  }
  const watermark: TWatermarkDrawing | null = row.wm_enabled
    ? { colour: row.colour ?? "#ffffff", position: (row.position ?? "bottom_right") as TWatermarkPosition, opacity: Number(row.opacity ?? 100), text: `@${row.username}` }
    : null;
  const bytes = await displayBytes(storage, { id: Number(row.media_id), storageKey: row.storage_key }, input.size, watermark);
  if (!bytes) throw notFound("exception.media.not_found");
  const shared =
    Number(row.visibility) === MEDIA_VISIBILITY.public && !row.bundle_locked && access.visible && row.owner_available && Number(row.review_status) === 1;
  return displayImageResponse(bytes, { shared });
}
