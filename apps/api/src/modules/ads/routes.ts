import { readFileSync } from "node:fs";
import type { Hono } from "hono";
import { AD_ART, adArtContract, adClickContract, adForPlacementContract, createAdContract, moderationAdsContract, updateAdContract } from "@samtrot/api-client/contracts";
import { optionalUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { brandOf, webBaseOf } from "../accounts/web-links.js";
import { entitlementsOf } from "../membership/entitlements.js";
import { requireModerator } from "../moderation/require-moderator.js";
import { searchClock } from "../search/search-clock.js";
import { AD_EVENT, countAdEvent } from "./count-ad-events.js";
import { createAd, listAdsWithCounts, updateAd } from "./manage-ads.js";
import { clickTarget, pickAd, type TAdBrand } from "./serve-ad.js";

// Our own illustrations, read once: a closed list of names, so a request can never reach another file.
const ART = new Map(AD_ART.map((name) => [`${name}.svg`, readFileSync(new URL(`./art/${name}.svg`, import.meta.url))]));

export function registerAdRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock, env } = deps;
  const brandOfRequest = (c: Parameters<typeof webBaseOf>[0]): TAdBrand => (brandOf(webBaseOf(c, env), env) === "Nachtfalter" ? "nachtfalter" : "samtrot");

  route(app, adForPlacementContract, async ({ c, query }) => {
    const auth = await optionalUser(c);
    // Ad-free is a Plus benefit (spec 001 §6): a member gets nothing, decided here from the membership row.
    if (auth && (await entitlementsOf(database, auth.userId)).has("ad_free")) return { item: null };
    const now = clock.now();
    const brand = brandOfRequest(c);
    const item = await pickAd(database, { brand, lang: query.lang, placement: query.placement, now });
    if (item) await countAdEvent(database, c, { adId: item.id, event: AD_EVENT.impression, placement: query.placement, brand, userId: auth?.userId ?? null, now });
    return { item };
  });

  route(app, adClickContract, async ({ c, params, query }) => {
    const adId = Number(params.adId);
    const [ad] = await database.query<{ link_url: string }>(`select link_url from ads where id = $1`, [adId]);
    if (!ad) throw new AppError(404, "exception.common.not_found");
    const target = clickTarget(ad.link_url, webBaseOf(c, env));
    if (!target) throw new AppError(404, "exception.common.not_found");
    const auth = await optionalUser(c);
    await countAdEvent(database, c, { adId, event: AD_EVENT.click, placement: query.placement ?? null, brand: brandOfRequest(c), userId: auth?.userId ?? null, now: clock.now() });
    return new Response(null, { status: 302, headers: { location: target, "cache-control": "no-store", "referrer-policy": "no-referrer" } });
  });

  route(app, adArtContract, ({ params }) => {
    const svg = ART.get(params.name ?? "");
    if (!svg) throw new AppError(404, "exception.common.not_found");
    return new Response(new Uint8Array(svg), {
      headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" },
    });
  });

  route(app, moderationAdsContract, async ({ c, query }) => {
    await requireModerator(c, database);
    return listAdsWithCounts(database, { today: searchClock(clock.now()).today, days: query.days });
  });

  route(app, createAdContract, async ({ c, body }) => {
    await requireModerator(c, database);
    return { id: await createAd(database, body) };
  }, { status: 201 });

  route(app, updateAdContract, async ({ c, params, body }) => {
    await requireModerator(c, database);
    return { id: await updateAd(database, Number(params.adId), body) };
  });
}
