import type { TAdPlacement, TServedAd } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import { pickByWeight } from "./pick-ad.js";

export type TAdBrand = "samtrot" | "nachtfalter";

type TCandidate = { id: number; kind: "house" | "partner"; headline: string; body: string | null; art: string | null; advertiser: string | null; weight: number };

/**
 * The ad for one placement: active, for this brand and language, current at `now` (starts_at ≤ now < ends_at),
 * picked at random in proportion to its weight. null when none fits.
 */
export async function pickAd(
  db: DatabaseTx,
  input: { brand: TAdBrand; lang: TLocale; placement: TAdPlacement; now: Date },
  random: () => number = Math.random,
): Promise<TServedAd | null> {
  const rows = await db.query<TCandidate>(
    `select id, kind, headline, body, art, advertiser, weight from ads
      where active and brand = $1 and lang = $2 and $3 = any(placements)
        and starts_at <= $4 and (ends_at is null or ends_at > $4)
      order by id`,
    [input.brand, input.lang, input.placement, input.now.toISOString()],
  );
  const chosen = pickByWeight(rows.map((row) => ({ ...row, weight: Number(row.weight) })), random);
  if (!chosen) return null;
  const id = Number(chosen.id);
  return {
    id,
    kind: chosen.kind,
    headline: chosen.headline,
    body: chosen.body,
    image_path: chosen.art ? `/api/v2/ads/art/${chosen.art}.svg` : null,
    advertiser: chosen.advertiser,
    click_path: `/api/v2/ads/${id}/click?placement=${input.placement}`,
  };
}

/**
 * Where a click on the ad goes: the link stored with the ad, nothing from the request. A house ad's page path
 * ("/events") is completed with the calling brand's web address (origin and language prefix).
 */
export function clickTarget(linkUrl: string, webBase: string): string | null {
  if (/^https:\/\/[^\s/]+/i.test(linkUrl)) {
    try {
      const url = new URL(linkUrl);
      return url.protocol === "https:" ? url.toString() : null;
    } catch {
      return null;
    }
  }
  if (/^\/[a-z_]/.test(linkUrl)) return webBase.replace(/\/$/, "") + linkUrl;
  return null;
}
