import type { Database } from "@samtrot/db";
import { notFound } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { displayImageResponse, displayBytes } from "../media-gallery/display-sizes.js";

/**
 * One size of a message image, checked on every request: the uploader, or a member of a thread with a message
 * (not deleted) that carries it. Everything else is "not found" (no hint that the image exists). Private: no
 * cache keeps it.
 */
export async function serveMessageImage(
  deps: { database: Database; storage: TMediaStorage },
  input: { viewerId: number; mediaId: number; size: "thumb" | "full" },
): Promise<Response> {
  const [row] = await deps.database.query<{ id: string | number; storage_key: string }>(
    `select f.id, f.storage_key
       from media_files f
      where f.id = $1 and f.purpose = 'messenger'
        and (f.user_id = $2 or exists (
              select 1 from messenger_message_images i
                join messenger_messages mm on mm.id = i.message_id and mm.deleted_at is null
                join messenger_thread_members m on m.thread_id = mm.thread_id and m.user_id = $2 and mm.id > m.deleted_up_to
               where i.media_id = f.id))`,
    [input.mediaId, input.viewerId],
  );
  if (!row) throw notFound("exception.media.not_found");
  const bytes = await displayBytes(deps.storage, { id: Number(row.id), storageKey: row.storage_key }, input.size, null);
  if (!bytes) throw notFound("exception.media.not_found");
  return displayImageResponse(bytes);
}
