import type { Database } from "@samtrot/db";
import { notFound } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { displayBytes, displayImageResponse } from "../media-gallery/display-sizes.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import { AUTHOR_AVAILABLE_SQL } from "./blog-view.js";

/**
 * One size of a blog image (purpose "blog"), checked on every request: everyone once a displayed blog of an
 * available author shows it (cover or body); before that only the uploader and the team. Everything else is "not
 * found". Public images may be kept by shared caches for a short while; the others are private.
 */
export async function serveBlogImage(
  deps: { database: Database; storage: TMediaStorage },
  input: { viewerId: number | null; mediaId: number; size: "thumb" | "full" },
): Promise<Response> {
  const [row] = await deps.database.query<{ id: string | number; storage_key: string; user_id: string | number; public: boolean }>(
    `SELECT f.id, f.storage_key, f.user_id,
            EXISTS (SELECT 1 FROM blogs b JOIN users u ON u.id = b.author_id
                     WHERE b.status IN (1, 4, 10) AND ${AUTHOR_AVAILABLE_SQL}
                       AND (b.cover_media_id = f.id OR EXISTS (SELECT 1 FROM blog_images i WHERE i.blog_id = b.id AND i.media_id = f.id))) AS public
       FROM media_files f WHERE f.id = $1 AND f.purpose = 'blog'`,
    [input.mediaId],
  );
  if (!row) throw notFound("exception.media.not_found");
  const own = input.viewerId !== null && Number(row.user_id) === input.viewerId;
  if (!row.public && !own && !isStaff(await loadViewer(deps.database, input.viewerId))) throw notFound("exception.media.not_found");
  const bytes = await displayBytes(deps.storage, { id: Number(row.id), storageKey: row.storage_key }, input.size, null);
  if (!bytes) throw notFound("exception.media.not_found");
  return displayImageResponse(bytes, { shared: row.public });
}
