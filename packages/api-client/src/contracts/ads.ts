import { z } from "zod";
import { LOCALES } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";

// Ads (issue 17 item 2; spec 001 §2 ad placements, §6 ad-free is a Plus benefit). Decision 041.

/** The placements of spec 001 §2, as codes ("my dating" → my_dating). */
export const AD_PLACEMENTS = ["profile", "messenger", "search", "my_dating", "notifications", "favorites", "visitors", "forum", "magazine", "events", "blog"] as const;
export const ZAdPlacement = z.enum(AD_PLACEMENTS, { message: "validation.ads.placement_invalid" });
export type TAdPlacement = z.infer<typeof ZAdPlacement>;

export const AD_KINDS = ["house", "partner"] as const;
export const AD_BRANDS = ["samtrot", "nachtfalter"] as const;
/** The api's own ad illustrations (apps/api/src/modules/ads/art/<name>.svg, no text: the headline is the words); partner uploads come with the media pipeline. */
export const AD_ART = ["plus", "rise-up", "events", "hotel"] as const;
/** Weight bounds: an ad with weight 60 is shown three times as often as one with 20 on the same placement. */
export const AD_WEIGHT = { min: 1, max: 100 } as const;

export const ZAdQuery = z.object({
  placement: ZAdPlacement,
  lang: z.enum(LOCALES, { message: "validation.common.invalid_choice" }).default("de"),
});

/** One served ad: what the page renders. The link goes through the click endpoint (click_path), never straight out. */
export const ZServedAd = z.object({
  id: z.number().int(),
  kind: z.enum(AD_KINDS),
  headline: z.string(),
  body: z.string().nullable(),
  /** same-origin path of the banner image, or null for a text ad */
  image_path: z.string().nullable(),
  advertiser: z.string().nullable(),
  /** same-origin path that counts the click and redirects to the ad's stored link */
  click_path: z.string(),
});
export type TServedAd = z.infer<typeof ZServedAd>;

export const adForPlacementContract = defineContract({
  id: "adForPlacement",
  method: "GET",
  path: "/api/v2/ads",
  summary:
    "One ad for a placement of spec 001 §2 in the calling brand (x-web-base) and language: active, current at the api clock, picked at " +
    "random by weight; counts an impression. null for Plus members (ad-free, spec 001 §6) and when none fits",
  tags: ["ads"],
  auth: "public",
  query: ZAdQuery,
  response: z.object({ item: ZServedAd.nullable() }),
});

export const adClickContract = defineContract({
  id: "adClick",
  method: "GET",
  path: "/api/v2/ads/:adId/click",
  summary: "Counts a click on an ad and redirects (302) to the link stored with the ad — nothing else. 404 for an unknown ad",
  tags: ["ads"],
  auth: "public",
  params: z.object({ adId: z.coerce.number().int().positive() }),
  query: z.object({ placement: ZAdPlacement.optional() }),
  responseContentType: "text/plain",
});

export const adArtContract = defineContract({
  id: "adArt",
  method: "GET",
  path: "/api/v2/ads/art/:name",
  summary: "A banner image of the api's own ad artwork (SVG)",
  tags: ["ads"],
  auth: "public",
  params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) }),
  responseContentType: "image/svg+xml",
});

const ZInstant = z.string({ message: "validation.common.required" }).datetime({ offset: true, message: "validation.ads.date_invalid" });

/** An ad as the team writes it (create and edit); the api checks the rules the schema cannot (dates in order). */
export const ZAdBody = z.object({
  kind: z.enum(AD_KINDS, { message: "validation.common.invalid_choice" }),
  brand: z.enum(AD_BRANDS, { message: "validation.common.invalid_choice" }),
  lang: z.enum(LOCALES, { message: "validation.common.invalid_choice" }),
  placements: z.array(ZAdPlacement, { message: "validation.ads.placement_invalid" }).min(1, { message: "validation.ads.placement_required" }).max(AD_PLACEMENTS.length),
  headline: z.string({ message: "validation.common.required" }).trim().min(1, { message: "validation.common.required" }).max(80, { message: "validation.ads.headline_too_long" }),
  body: z.string().trim().max(160, { message: "validation.ads.body_too_long" }).nullable().optional(),
  art: z.enum(AD_ART, { message: "validation.common.invalid_choice" }).nullable().optional(),
  /** https:// only; a house ad may also link to a page of the site ("/events") */
  link_url: z.string({ message: "validation.common.required" }).trim().min(1, { message: "validation.common.required" }).max(500, { message: "validation.ads.link_invalid" }),
  advertiser: z.string().trim().max(80, { message: "validation.ads.advertiser_too_long" }).nullable().optional(),
  starts_at: ZInstant,
  ends_at: ZInstant.nullable().optional(),
  weight: z.coerce
    .number({ message: "validation.ads.weight_invalid" })
    .int({ message: "validation.ads.weight_invalid" })
    .min(AD_WEIGHT.min, { message: "validation.ads.weight_invalid" })
    .max(AD_WEIGHT.max, { message: "validation.ads.weight_invalid" }),
  active: z.boolean().default(true),
});
export type TAdBody = z.input<typeof ZAdBody>;

export const ZAdDay = z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() });

export const ZManagedAd = z.object({
  id: z.number().int(),
  kind: z.enum(AD_KINDS),
  brand: z.enum(AD_BRANDS),
  lang: z.enum(LOCALES),
  placements: z.array(ZAdPlacement),
  headline: z.string(),
  body: z.string().nullable(),
  art: z.string().nullable(),
  link_url: z.string(),
  advertiser: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  weight: z.number().int(),
  active: z.boolean(),
  totals: z.object({ impressions: z.number().int(), clicks: z.number().int() }),
  /** the days of the period with an impression or a click, newest first */
  days: z.array(ZAdDay),
});
export type TManagedAd = z.infer<typeof ZManagedAd>;

export const moderationAdsContract = defineContract({
  id: "moderationAds",
  method: "GET",
  path: "/api/v2/moderation/ads",
  summary: "Team only: every ad, newest first, with impressions and clicks per day over the last `days` days (default 14, at most 90)",
  tags: ["ads", "moderation"],
  auth: "user",
  query: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
  response: z.object({ items: z.array(ZManagedAd), from: z.string(), to: z.string() }),
});

export const createAdContract = defineContract({
  id: "createAd",
  method: "POST",
  path: "/api/v2/moderation/ads",
  summary: "Team only: creates an ad. 422 validation.ads.* (https links only, ends after starts, weight 1–100, placements of spec 001 §2)",
  tags: ["ads", "moderation"],
  auth: "user",
  body: ZAdBody,
  response: z.object({ id: z.number().int() }),
});

export const updateAdContract = defineContract({
  id: "updateAd",
  method: "PUT",
  path: "/api/v2/moderation/ads/:adId",
  summary: "Team only: replaces an ad's fields (active: false deactivates it). 404 for an unknown ad",
  tags: ["ads", "moderation"],
  auth: "user",
  params: z.object({ adId: z.coerce.number().int().positive() }),
  body: ZAdBody,
  response: z.object({ id: z.number().int() }),
});

export const adsContracts = [adForPlacementContract, adClickContract, adArtContract, moderationAdsContract, createAdContract, updateAdContract] as const;
