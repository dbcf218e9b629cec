import type { Hono } from "hono";
import { avatarContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import { notFound } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { PUBLICLY_LISTED } from "../search/search-profiles.js";
import { renderAvatar } from "./render-avatar.js";

export function registerMediaRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, avatarContract, async ({ params }) => {
    const id = Number.parseInt(params.file ?? "", 10);
    const [row] = await deps.database.query<{ username: string; avatar_seed: number | null }>(
      `select u.username, p.avatar_seed from users u join profiles p on p.user_id = u.id where u.id = $1 and ${PUBLICLY_LISTED}`,
      [id],
    );
    if (!row) throw notFound("exception.media.not_found");
    const svg = renderAvatar({ seed: Number(row.avatar_seed ?? id), username: row.username });
    return new Response(svg, {
      headers: {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=86400",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
        "x-content-type-options": "nosniff",
      },
    });
  });
}
