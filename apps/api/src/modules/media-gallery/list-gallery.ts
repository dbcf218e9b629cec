import type { DatabaseTx } from "@samtrot/db";
import type { TGalleryList } from "@samtrot/api-client/contracts";
import { PAGE_SIZE, type TGalleryPanel } from "@samtrot/constants-catalogue";
import { GALLERY_SELECT, adoptAvatar, toGalleryItem, type TGalleryRow } from "./gallery-item.js";

/** The owner's gallery, newest first, 33 per page (spec 001 §9), filtered by panel, with a count per panel. */
export async function listGallery(db: DatabaseTx, input: { userId: number; panel: TGalleryPanel; pageNo: number; autoAccept: boolean }): Promise<TGalleryList> {
  await adoptAvatar(db, input.userId, input.autoAccept);
  const pageSize = PAGE_SIZE.mediaGallery;
  const kind = input.panel === "all" ? null : input.panel;
  const rows = await db.query<TGalleryRow>(
    `${GALLERY_SELECT}
      where g.user_id = $1 and ($2::text is null or g.kind = $2)
      order by g.created_at desc, g.media_id desc
      limit $3 offset $4`,
    [input.userId, kind, pageSize, (input.pageNo - 1) * pageSize],
  );
  const [counts] = await db.query<{ all: number; image: number; video: number; record: number }>(
    `select count(*)::int as all,
            count(*) filter (where kind = 'image')::int as image,
            count(*) filter (where kind = 'video')::int as video,
            count(*) filter (where kind = 'record')::int as record
       from gallery_items where user_id = $1`,
    [input.userId],
  );
  const all = counts ?? { all: 0, image: 0, video: 0, record: 0 };
  return {
    items: rows.map(toGalleryItem),
    total: all[input.panel],
    page_no: input.pageNo,
    page_size: pageSize,
    counts: { all: all.all, image: all.image, video: all.video, record: all.record },
  };
}
