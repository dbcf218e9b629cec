import { z } from "zod";
import { BUNDLE_LIMITS, MEDIA_UNLOCK_PRICE, ZBundleStatus, ZMediaVisibility } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZGalleryItem, ZGalleryItemParams } from "./gallery.js";
import { ZMediaUrls } from "./profiles.js";

// Media bundles and paid unlocks of private media (issue 11; spec 000 §2 my_bundles, my_bundles/edit/{bundleId?};
// spec 001 §2 bundle manager, §3 bundle status draft/pending/accepted/rejected, §6 "dollars for clients: unlock
// private pictures …; for escorts: locked-image bundles"). An escort or business puts her own gallery media into a
// bundle with a price in whole dollars, submits it for review, and once accepted, buyers unlock it with dollars
// (a transfer to the owner in the ledger). Media of a bundle on sale are locked for everyone but its buyers; other
// viewers get blurred previews only (none at all of an 18+ bundle without an accepted age check).

const priceMessage = "validation.bundles.price_range";

/** Whole dollars, 1–500. */
export const ZBundlePrice = z
  .number({ required_error: "validation.common.required", invalid_type_error: priceMessage })
  .int({ message: priceMessage })
  .min(BUNDLE_LIMITS.priceMin, { message: priceMessage })
  .max(BUNDLE_LIMITS.priceMax, { message: priceMessage });

export const ZBundleInput = z
  .object({
    title: z
      .string({ required_error: "validation.common.required" })
      .trim()
      .min(BUNDLE_LIMITS.titleMin, { message: "validation.bundles.title_length" })
      .max(BUNDLE_LIMITS.titleMax, { message: "validation.bundles.title_length" }),
    description: z.string().trim().max(BUNDLE_LIMITS.descriptionMax, { message: "validation.bundles.description_length" }).default(""),
    price: ZBundlePrice,
    /** gallery media of the caller, in the order shown; 1–30, no repeats */
    media_ids: z
      .array(z.number().int().positive(), { required_error: "validation.bundles.media_count", invalid_type_error: "validation.bundles.media_invalid" })
      .min(BUNDLE_LIMITS.mediaMin, { message: "validation.bundles.media_count" })
      .max(BUNDLE_LIMITS.mediaMax, { message: "validation.bundles.media_count" })
      .refine((ids) => new Set(ids).size === ids.length, { message: "validation.bundles.media_invalid" }),
    /** one of media_ids; default the first */
    cover_media_id: z.number().int().positive().nullable().optional(),
    /** the owner marks the bundle 18+; it is 18+ anyway when one of its media has visibility fsk18 */
    fsk18: z.boolean().default(false),
  })
  .strict();
export type TBundleInput = z.input<typeof ZBundleInput>;

/** One medium of a bundle as its owner sees it. */
export const ZBundleMedium = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  visibility: ZMediaVisibility,
  /** only accepted media are shown to buyers */
  review_status: z.number().int(),
  urls: ZMediaUrls,
});

/** A bundle as its owner (or a reviewer) sees it. */
export const ZBundle = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  status: ZBundleStatus,
  /** the reviewer's reason while rejected */
  reject_reason: z.string().nullable(),
  /** marked 18+ by the owner or holding an fsk18 medium */
  is_fsk18: z.boolean(),
  marked_fsk18: z.boolean(),
  cover_media_id: z.number().int().nullable(),
  media: z.array(ZBundleMedium),
  /** how many buyers unlocked it */
  purchases: z.number().int(),
  /** draft and rejected bundles can be edited and submitted */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type TBundle = z.infer<typeof ZBundle>;

export const ZBundleParams = z.object({ id: z.coerce.number().int().positive() });

export const ZMyBundles = z.object({
  items: z.array(ZBundle),
  counts: z.object({ all: z.number().int(), draft: z.number().int(), pending: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }),
});
export type TMyBundles = z.infer<typeof ZMyBundles>;

export const myBundlesContract = defineContract({
  id: "myBundles",
  method: "GET",
  path: "/api/v2/bundles",
  summary: "The caller's bundles (my_bundles view_list), newest first, with a count per status",
  tags: ["bundles"],
  auth: "user",
  response: ZMyBundles,
});

export const bundleContract = defineContract({
  id: "bundle",
  method: "GET",
  path: "/api/v2/bundles/:id",
  summary: "One bundle for its owner or a reviewer (team 10, backend 9); anyone else 404 exception.bundles.not_found",
  tags: ["bundles"],
  auth: "user",
  params: ZBundleParams,
  response: ZBundle,
});

export const createBundleContract = defineContract({
  id: "createBundle",
  method: "POST",
  path: "/api/v2/bundles",
  summary:
    "An escort or business creates a draft bundle from her own gallery media (not the profile photo, not rejected media). 201. " +
    "Clients: 403 exception.bundles.sellers_only. Others' or unknown media: 422 validation.bundles.media_invalid at media_ids; " +
    "a cover outside the media: 422 validation.bundles.cover_invalid",
  tags: ["bundles"],
  auth: "user",
  body: ZBundleInput,
  response: ZBundle,
});

export const updateBundleContract = defineContract({
  id: "updateBundle",
  method: "PUT",
  path: "/api/v2/bundles/:id",
  summary:
    "Replaces a draft or rejected bundle's title, description, price, media, cover and 18+ mark (a rejected bundle becomes a draft again). " +
    "Pending or accepted: 422 exception.bundles.not_editable, nothing changed",
  tags: ["bundles"],
  auth: "user",
  params: ZBundleParams,
  body: ZBundleInput,
  response: ZBundle,
});

export const submitBundleContract = defineContract({
  id: "submitBundle",
  method: "POST",
  path: "/api/v2/bundles/:id/submit",
  summary: "Submits a draft or rejected bundle for review (→ pending). Otherwise 422 exception.bundles.not_editable",
  tags: ["bundles"],
  auth: "user",
  params: ZBundleParams,
  response: ZBundle,
});

export const deleteBundleContract = defineContract({
  id: "deleteBundle",
  method: "DELETE",
  path: "/api/v2/bundles/:id",
  summary: "The owner deletes a bundle in any state; one that was bought leaves the shop but its buyers keep its media",
  tags: ["bundles"],
  auth: "user",
  params: ZBundleParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const ZBundleReviewRequest = z
  .object({
    decision: z.enum(["accept", "reject"], { required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_choice" }),
    /** required to reject: shown to the owner */
    reason: z
      .string()
      .trim()
      .min(BUNDLE_LIMITS.rejectReasonMin, { message: "validation.bundles.reason_length" })
      .max(BUNDLE_LIMITS.rejectReasonMax, { message: "validation.bundles.reason_length" })
      .optional(),
  })
  .strict()
  .refine((body) => body.decision === "accept" || body.reason !== undefined, { message: "validation.bundles.reason_required", path: ["reason"] });

export const reviewBundleContract = defineContract({
  id: "reviewBundle",
  method: "POST",
  path: "/api/v2/bundles/:id/review",
  summary:
    "A team (10) or backend (9) user accepts a pending bundle (on sale from then on) or rejects it with a reason. " +
    "Others: 403 exception.common.forbidden; not pending: 422 exception.bundles.not_pending",
  tags: ["bundles"],
  auth: "user",
  params: ZBundleParams,
  body: ZBundleReviewRequest,
  response: ZBundle,
});

export const bundleReviewQueueContract = defineContract({
  id: "bundleReviewQueue",
  method: "GET",
  path: "/api/v2/bundle-review",
  summary: "Pending bundles, oldest first; team and backend users only (403 exception.common.forbidden)",
  tags: ["bundles"],
  auth: "user",
  response: z.object({ items: z.array(ZBundle) }),
});

// ---------------------------------------------------------------------------------------------------------
// The shop: a profile's accepted bundles, and buying one

/** A medium of a bundle in the shop: `urls` only for its buyers (and owner), a blurred preview for the rest. */
export const ZShopBundleMedium = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** a heavily blurred small image; null for an 18+ bundle when the viewer's age check is not accepted */
  preview_url: z.string().nullable(),
  urls: ZMediaUrls.nullable(),
});

export const ZShopBundle = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  is_fsk18: z.boolean(),
  media_count: z.number().int(),
  cover: ZShopBundleMedium.nullable(),
  media: z.array(ZShopBundleMedium),
  /** the viewer bought it (its media are open to them) */
  bought: z.boolean(),
  is_own: z.boolean(),
});
export type TShopBundle = z.infer<typeof ZShopBundle>;

/** What the unlock dialog needs to know about the viewer (null parts for guests). */
export const ZShopViewer = z.object({
  signed_in: z.boolean(),
  /** whole dollars; null for guests */
  dollar_balance: z.number().int().nullable(),
  /** a verified adult (accepted age check or verified fsk18 identity) */
  age_verified: z.boolean(),
  /** inside the closed user group now (verified adult who re-authenticated in this sign-in): may see and buy 18+ bundles */
  closed_user_group: z.boolean(),
});

export const ZProfileBundles = z.object({ items: z.array(ZShopBundle), viewer: ZShopViewer });
export type TProfileBundles = z.infer<typeof ZProfileBundles>;

export const profileBundlesContract = defineContract({
  id: "profileBundles",
  method: "GET",
  path: "/api/v2/profiles/:username/bundles",
  summary:
    "A profile's accepted bundles as THIS viewer may see them (guests too): price, 18+ flag, blurred previews; full media URLs only " +
    "for buyers and the owner. An unavailable or blocked profile: 404 exception.profile.unavailable",
  tags: ["bundles"],
  auth: "public",
  params: z.object({ username: z.string().min(1).max(40) }),
  response: ZProfileBundles,
});

/** After a purchase: the balance before and after (null when nothing new was booked: bought before). */
export const ZSpendBalance = z.object({ before: z.number().int(), after: z.number().int() });

export const purchaseBundleContract = defineContract({
  id: "purchaseBundle",
  method: "POST",
  path: "/api/v2/bundles/:id/purchase",
  summary:
    "Unlocks an accepted bundle with dollars: a ledger transfer of its price from the buyer to its owner (key bundle:{id}:{buyer}) and " +
    "the purchase in one transaction; buying again books nothing (already_bought true). Refused: own bundle 422 exception.bundles.own_bundle; " +
    "18+ without an accepted age check 403 exception.bundles.age_check_required; not for sale 404 exception.bundles.not_found; " +
    "too few dollars 422 exception.ledger.insufficient_balance (nothing booked)",
  tags: ["bundles"],
  auth: "user",
  params: ZBundleParams,
  response: z.object({ bundle: ZShopBundle, balance: ZSpendBalance.nullable(), already_bought: z.boolean() }),
});

export const ZBundlePreviewParams = z.object({ id: z.coerce.number().int().positive(), mediaId: z.coerce.number().int().positive() });

export const bundlePreviewContract = defineContract({
  id: "bundlePreview",
  method: "GET",
  path: "/api/v2/bundles/:id/preview/:mediaId",
  summary:
    "A heavily blurred small image of one medium of a bundle on sale (the shop's teaser). 18+ bundles only for age-verified viewers " +
    "(403 exception.bundles.age_check_required); otherwise 404 exception.media.not_found",
  tags: ["bundles"],
  auth: "public",
  params: ZBundlePreviewParams,
  responseContentType: "image/webp",
});

// ---------------------------------------------------------------------------------------------------------
// Paid unlock of one private medium

const unlockPriceMessage = "validation.unlock.price_range";

export const ZUnlockPriceRequest = z
  .object({
    /** whole dollars 1–100; null takes the medium off sale */
    unlock_price: z
      .number({ invalid_type_error: unlockPriceMessage })
      .int({ message: unlockPriceMessage })
      .min(MEDIA_UNLOCK_PRICE.min, { message: unlockPriceMessage })
      .max(MEDIA_UNLOCK_PRICE.max, { message: unlockPriceMessage })
      .nullable(),
  })
  .strict();

export const setUnlockPriceContract = defineContract({
  id: "setUnlockPrice",
  method: "PUT",
  path: "/api/v2/gallery/:id/unlock-price",
  summary:
    "The owner sets (or with null removes) the price a viewer pays to unlock a private medium. Not private: 422 " +
    "validation.unlock.private_only; not the caller's: 404 exception.media.not_found",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  body: ZUnlockPriceRequest,
  response: ZGalleryItem,
});

export const purchaseMediumUnlockContract = defineContract({
  id: "purchaseMediumUnlock",
  method: "POST",
  path: "/api/v2/media/:id/unlock",
  summary:
    "A viewer unlocks a private medium that has a price: a ledger transfer to its owner (key unlock:{id}:{viewer}) and the unlock row in one " +
    "transaction; unlocked before: nothing booked (already_unlocked true). Own medium 422 exception.unlock.own_medium; not for sale " +
    "404 exception.unlock.not_for_sale; too few dollars 422 exception.ledger.insufficient_balance",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  response: z.object({ media_id: z.number().int(), urls: ZMediaUrls, balance: ZSpendBalance.nullable(), already_unlocked: z.boolean() }),
});

export const bundleContracts = [
  myBundlesContract,
  bundleContract,
  createBundleContract,
  updateBundleContract,
  submitBundleContract,
  deleteBundleContract,
  reviewBundleContract,
  bundleReviewQueueContract,
  profileBundlesContract,
  purchaseBundleContract,
  bundlePreviewContract,
  setUnlockPriceContract,
  purchaseMediumUnlockContract,
] as const;
