import { AD_PLACEMENTS, ZAdBody, type TManagedAd } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import type { z } from "zod";
import { AppError } from "../../http/errors.js";
import { addDays } from "../search/search-clock.js";

type TAdInput = z.output<typeof ZAdBody>;

/**
 * The rules the schema cannot say alone: a link is https:// (any advertiser) or, for a house ad, a path of our own
 * site ("/events"); the run ends after it starts. Errors name the field (spec 000 §8).
 */
export function checkAdInput(input: TAdInput): TAdInput {
  const link = input.link_url;
  const https = /^https:\/\/[^\s]+$/i.test(link) && safeHttps(link);
  const ownPath = input.kind === "house" && /^\/[a-z_][A-Za-z0-9_\-/?=&.%]*$/.test(link);
  if (!https && !ownPath) throw new AppError(422, "validation.ads.link_invalid", "link_url");
  if (input.ends_at && new Date(input.ends_at) <= new Date(input.starts_at)) throw new AppError(422, "validation.ads.ends_before_start", "ends_at");
  const placements = [...new Set(input.placements)].sort((a, b) => AD_PLACEMENTS.indexOf(a) - AD_PLACEMENTS.indexOf(b));
  return { ...input, placements, body: input.body || null, art: input.art ?? null, advertiser: input.advertiser || null, ends_at: input.ends_at ?? null };
}

function safeHttps(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const values = (ad: TAdInput) => [ad.kind, ad.brand, ad.lang, ad.placements, ad.headline, ad.body ?? null, ad.art ?? null, ad.link_url, ad.advertiser ?? null, ad.starts_at, ad.ends_at ?? null, ad.weight, ad.active];

export async function createAd(db: DatabaseTx, input: TAdInput): Promise<number> {
  const ad = checkAdInput(input);
  const [row] = await db.query<{ id: number }>(
    `insert into ads (kind, brand, lang, placements, headline, body, art, link_url, advertiser, starts_at, ends_at, weight, active)
     values ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    values(ad),
  );
  return Number(row!.id);
}

export async function updateAd(db: DatabaseTx, adId: number, input: TAdInput): Promise<number> {
  const ad = checkAdInput(input);
  const rows = await db.query<{ id: number }>(
    `update ads set kind = $1, brand = $2, lang = $3, placements = $4::text[], headline = $5, body = $6, art = $7, link_url = $8,
            advertiser = $9, starts_at = $10, ends_at = $11, weight = $12, active = $13, updated_at = now()
      where id = $14 returning id`,
    [...values(ad), adId],
  );
  if (rows.length === 0) throw new AppError(404, "exception.common.not_found");
  return adId;
}

type TAdRow = Omit<TManagedAd, "id" | "starts_at" | "ends_at" | "totals" | "days" | "weight"> & {
  id: number | string;
  weight: number | string;
  starts_at: Date | string;
  ends_at: Date | string | null;
};

/** Every ad, newest first, with its impressions and clicks per Central European day from `from` through `to`. */
export async function listAdsWithCounts(db: DatabaseTx, input: { today: string; days: number }): Promise<{ items: TManagedAd[]; from: string; to: string }> {
  const from = addDays(input.today, -(input.days - 1));
  const ads = await db.query<TAdRow>(
    `select id, kind, brand, lang, placements, headline, body, art, link_url, advertiser, starts_at, ends_at, weight, active
       from ads order by active desc, id desc`,
  );
  const days = await db.query<{ ad_id: number | string; day: Date | string; impressions: number; clicks: number }>(
    `select ad_id, to_char(day, 'YYYY-MM-DD') as day, impressions, clicks from ad_stat_days
      where day between $1::date and $2::date order by day desc`,
    [from, input.today],
  );
  const byAd = new Map<number, { day: string; impressions: number; clicks: number }[]>();
  for (const row of days) {
    const list = byAd.get(Number(row.ad_id)) ?? [];
    list.push({ day: String(row.day), impressions: Number(row.impressions), clicks: Number(row.clicks) });
    byAd.set(Number(row.ad_id), list);
  }
  const items = ads.map((ad) => {
    const id = Number(ad.id);
    const perDay = byAd.get(id) ?? [];
    return {
      ...ad,
      id,
      weight: Number(ad.weight),
      starts_at: new Date(ad.starts_at).toISOString(),
      ends_at: ad.ends_at ? new Date(ad.ends_at).toISOString() : null,
      totals: perDay.reduce((sum, day) => ({ impressions: sum.impressions + day.impressions, clicks: sum.clicks + day.clicks }), { impressions: 0, clicks: 0 }),
      days: perDay,
    };
  });
  return { items, from, to: input.today };
}
