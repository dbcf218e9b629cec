import { z } from "zod";
import {
  AGE_CHECK_STATUS,
  MEDIA_VISIBILITY,
  TRAIT_CATEGORY,
  ZBusinessTypeId,
  ZUsername,
  type TTraitCategoryName,
} from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { MEDIA_LOCK_REASONS, MEDIA_SIZE_NAMES, PROFILE_TABS } from "./profile-constants.js";

// The plain constants live apart from the schemas, so a page that needs only them does not load zod.
export { MEDIA_DISPLAY_SIZES, MEDIA_LOCK_REASONS, MEDIA_SIZE_NAMES, PROFILE_TABS } from "./profile-constants.js";

// The public profile p/{username} (issue 6, spec 000 §2 "Profiles", spec 001 §3). Wire names are snake_case;
// the api-client camelCases answers for the web.

/**
 * Why a photo is locked for this viewer (null = visible): sign_in (logged_in, guest viewer), plus_member
 * (viewer is no Plus member), age_check (fsk18, viewer not a verified adult), reauth (fsk18, a verified adult who did not enter the password again in this sign-in; decision 044), private (not unlocked).
 * The web shows the matching upsell (spec 001 §6 "see 18+ pictures", "exclusive photos").
 */
export const ZMediaLockReason = z.enum(MEDIA_LOCK_REASONS);
export type TMediaLockReason = z.infer<typeof ZMediaLockReason>;

export const ZMediaSizeName = z.enum(MEDIA_SIZE_NAMES);
export type TMediaSizeName = z.infer<typeof ZMediaSizeName>;

/** Same-origin URLs of the display sizes of one medium. */
export const ZMediaUrls = z.object({ thumb: z.string(), medium: z.string(), full: z.string() });
export type TMediaUrls = z.infer<typeof ZMediaUrls>;

/** The path of one display size (the api checks visibility on every request to it). */
export function mediaUrl(mediaId: number, size: TMediaSizeName): string {
  return `/api/v2/media/${mediaId}/${size}`;
}
export function mediaUrlsOf(mediaId: number): TMediaUrls {
  return { thumb: mediaUrl(mediaId, "thumb"), medium: mediaUrl(mediaId, "medium"), full: mediaUrl(mediaId, "full") };
}

/**
 * One accepted photo of a profile as THIS viewer may see it: `urls` only when visible, otherwise null with
 * the lock reason (the tile is drawn blurred or as an upsell).
 */
export const ZProfileMedia = z.object({
  id: z.number().int(),
  kind: z.enum(["image", "video", "record"]),
  /** 1 public, 2 logged_in, 3 plus_member, 4 fsk18, 5 private (spec 001 §3) */
  visibility: z.number().int().min(MEDIA_VISIBILITY.public).max(MEDIA_VISIBILITY.private),
  width: z.number().int(),
  height: z.number().int(),
  is_avatar: z.boolean(),
  locked: ZMediaLockReason.nullable(),
  urls: ZMediaUrls.nullable(),
  /** a locked private medium the viewer can unlock with dollars: its price (whole dollars), else null */
  unlock_price: z.number().int().nullable(),
});
export type TProfileMedia = z.infer<typeof ZProfileMedia>;

/** A trait category with the profile's values (ids and keys from TRAIT_VALUES; label keys via labelKey.traitValue). */
export const ZProfileTraitGroup = z.object({
  category: z.string() as z.ZodType<TTraitCategoryName>,
  category_id: z.number().int(),
  values: z.array(z.object({ id: z.number().int(), key: z.string() })),
});
export type TProfileTraitGroup = z.infer<typeof ZProfileTraitGroup>;

export const ZProfilePrice = z.object({ name: z.number().int(), price: z.number().int() });
export const ZProfileWorkingHour = z.object({
  /** 1 Monday … 7 Sunday */
  day: z.number().int(),
  time_from: z.string(),
  time_to: z.string(),
  is_over_day: z.boolean(),
});

export const ZProfileTab = z.enum(PROFILE_TABS);
export type TProfileTab = z.infer<typeof ZProfileTab>;

export const ZPublicProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  user_type: z.number().int(),
  gender: z.number().int().nullable(),
  couple_type: z.number().int().nullable(),
  business_type: ZBusinessTypeId.nullable(),
  age: z.number().int().nullable(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string() }).nullable(),
  country: z.string().nullable(),
  /** km from the position the viewer sent (query lat/lon), one decimal; null without one (display: formatDistance) */
  distance_km: z.number().nullable(),
  /** the profile photo (accepted, public upload) or the generated avatar */
  avatar_url: z.string(),
  status: z.string().nullable(),
  /** sanitised markup (allow-list of @samtrot/rich-text) */
  description: z.string().nullable(),
  profession: z.string().nullable(),
  appearance: z.object({
    height: z.number().int().nullable(),
    weight: z.number().int().nullable(),
    cup_size: z.string().nullable(),
    breast_type: z.string().nullable(),
    penis_length: z.number().int().nullable(),
    penis_diameter: z.number().int().nullable(),
    gender_identity: z.string().nullable(),
    nationality: z.string().nullable(),
  }),
  traits: z.array(ZProfileTraitGroup),
  /** per duration in minutes (display: formatPrice) */
  prices: z.array(ZProfilePrice),
  working_hours: z.array(ZProfileWorkingHour),
  /** upper-case ISO 639-1 */
  languages: z.array(z.string()),
  /** the phone number when the owner shows it (contact settings), else null */
  phone: z.string().nullable(),
  /** the website of a business or escort, only once the team approved it (spec 001 §4 website status 2), else null */
  website: z.string().nullable(),
  /** ISO 8601; null while the user browses invisibly */
  last_login_at: z.string().nullable(),
  registered_at: z.string(),
  is_new: z.boolean(),
  is_member: z.boolean(),
  is_verified: z.boolean(),
  /** the age check (fsk18) was accepted */
  is_age_verified: z.boolean(),
  is_hot: z.boolean(),
  on_tour: z.boolean(),
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  /** shown as a band (replyTimeBand): reply in a day / several days / more than a week */
  reply_time_seconds: z.number().int().nullable(),
  /** whether the profile shows its date reviews (settings date_review_display) */
  shows_date_reviews: z.boolean(),
  media: z.array(ZProfileMedia),
  tabs: z.array(z.object({ key: ZProfileTab, count: z.number().int() })),
  viewer: z.object({
    is_own: z.boolean(),
    is_favorite: z.boolean(),
    /** false for guests and the owner */
    signed_in: z.boolean(),
  }),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

/** Position of the viewer for the distance (spec 000 §3 user_location); both or neither. */
export const ZProfileQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .strict()
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), { message: "validation.profile.position_incomplete", path: ["lat"] });

export const profileContract = defineContract({
  id: "profile",
  method: "GET",
  path: "/api/v2/profiles/:username",
  summary:
    "The public profile p/{username} as THIS viewer may see it (guest or signed in). Invalid username: 422 validation.username.* " +
    "(the web redirects to /error/404?reason=username_invalid); unknown: 404 exception.profile.not_found; deleted, paused, banned, " +
    "unfinished or blocked either way: 404 exception.profile.unavailable. A signed-in visit is recorded unless the viewer browses " +
    "invisibly or views their own profile.",
  tags: ["profiles"],
  auth: "public",
  params: z.object({ username: ZUsername }),
  query: ZProfileQuery,
  response: ZPublicProfile,
});

/** The age-check status code that counts as age-verified for fsk18 media (spec 001 §4). */
export const AGE_VERIFIED_STATUS = AGE_CHECK_STATUS.accepted;
/** Trait categories in the order the profile shows them. */
export const PROFILE_TRAIT_ORDER = Object.keys(TRAIT_CATEGORY) as TTraitCategoryName[];
