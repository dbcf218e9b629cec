import type { Hono } from "hono";
import { avatarContract, mediaUrl } from "@samtrot/api-client/contracts";
import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { route } from "../../http/contract-route.js";
import { notFound } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { adoptAvatar } from "../media-gallery/gallery-item.js";
import { PUBLICLY_LISTED } from "../search/search-profiles.js";
import { renderAvatar } from "./render-avatar.js";

export function registerMediaRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, avatarContract, async ({ c, params }) => {
    const id = Number.parseInt(params.file ?? "", 10);
    const find = () =>
      deps.database.query<{ username: string; avatar_seed: number | null; avatar_media_id: number | null; photo_public: boolean | null }>(
        `select u.username, p.avatar_seed, p.avatar_media_id,
                (g.visibility = ${MEDIA_VISIBILITY.public} and g.review_status = ${MEDIA_REVIEW_STATUS.accepted}) as photo_public
           from users u join profiles p on p.user_id = u.id
           left join gallery_items g on g.media_id = p.avatar_media_id
          where u.id = $1 and ${PUBLICLY_LISTED}`,
        [id],
      );
    let [row] = await find();
    if (!row) throw notFound("exception.media.not_found");
    if (row.avatar_media_id !== null && row.photo_public === null) {
      // The registration photo joins the gallery on first use (media-gallery/gallery-item.ts).
      await adoptAvatar(deps.database, id, deps.env.MEDIA_AUTO_ACCEPT);
      [row] = await find();
      if (!row) throw notFound("exception.media.not_found");
    }
    if (row.avatar_media_id !== null && row.photo_public) {
      // An accepted public profile photo replaces the drawn avatar; short-lived, it may change any time.
      return c.body(null, 302, { location: mediaUrl(Number(row.avatar_media_id), "thumb"), "cache-control": "public, max-age=60" });
    }
    const svg = renderAvatar({ seed: Number(row.avatar_seed ?? id), username: row.username });
    return new Response(svg, {
      headers: {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=300",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        "x-content-type-options": "nosniff",
      },
    });
  });
}
