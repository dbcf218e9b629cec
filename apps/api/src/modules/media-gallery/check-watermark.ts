import type { Database } from "@samtrot/db";
import { IMAGE_UPLOAD, type TWatermarkPosition } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { renderDisplaySize } from "./display-sizes.js";

/**
 * A watermark preview on one of the owner's images. At most 5 checks a day (spec 001 §5 "watermark check max
 * 5 attempts"; per day is our decision); the count is taken in the same transaction that checks it, so
 * parallel requests cannot pass the limit.
 */
export async function checkWatermark(
  deps: { database: Database; storage: TMediaStorage },
  input: { userId: number; mediaId?: number; colour: string; position: TWatermarkPosition; opacity: number },
) {
  const { database, storage } = deps;
  const [media] = await database.query<{ storage_key: string; username: string }>(
    `select m.storage_key, u.username from gallery_items g join media_files m on m.id = g.media_id join users u on u.id = g.user_id
      where g.user_id = $1 and g.kind = 'image' and ($2::bigint is null or g.media_id = $2)
      order by g.created_at desc limit 1`,
    [input.userId, input.mediaId ?? null],
  );
  if (!media) throw new AppError(422, "validation.gallery.media_invalid", "media_id");
  const used = await database.transaction(async (tx) => {
    await tx.query(`insert into watermark_settings (user_id) values ($1) on conflict do nothing`, [input.userId]);
    const [row] = await tx.query<{ used: number }>(
      `select case when checks_day = current_date then checks_used else 0 end as used from watermark_settings where user_id = $1 for update`,
      [input.userId],
    );
    const today = Number(row?.used ?? 0);
    if (today >= IMAGE_UPLOAD.maxWatermarkChecks) throw new AppError(429, "exception.watermark.check_limit");
    await tx.query(`update watermark_settings set checks_day = current_date, checks_used = $2 where user_id = $1`, [input.userId, today + 1]);
    return today + 1;
  });
  const original = await storage.read(media.storage_key);
  if (!original) throw new AppError(422, "validation.gallery.media_invalid", "media_id");
  const preview = await renderDisplaySize(original, "thumb", { colour: input.colour, position: input.position, opacity: input.opacity, text: `@${media.username}` });
  return {
    preview: `data:image/webp;base64,${preview.toString("base64")}`,
    checks_used: used,
    checks_left: IMAGE_UPLOAD.maxWatermarkChecks - used,
  };
}
