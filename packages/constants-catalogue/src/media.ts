import type { z } from "zod";
import type { ZBundleManagerStep, ZBundleStatus, ZGalleryPanel, ZMediaReviewStatus, ZMediaVisibility, ZMediaVisibilityName, ZVideoProcessing, ZWatermark, ZWatermarkPosition } from "./schemas/media.js";

/** Media visibility levels. spec 001 §3 */
export const MEDIA_VISIBILITY = { public: 1, logged_in: 2, plus_member: 3, fsk18: 4, private: 5 } as const;
export type TMediaVisibility = z.infer<typeof ZMediaVisibility>;
export type TMediaVisibilityName = z.infer<typeof ZMediaVisibilityName>;

/** Media review status. spec 001 §4; uploading (99) exists only in the client. */
export const MEDIA_REVIEW_STATUS = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  encoding: 3,
  holding: 6,
  uploading: 99,
} as const;
export type TMediaReviewStatus = z.infer<typeof ZMediaReviewStatus>;

/** Review status codes (profile texts, reviews): 1 pending, 2-4 accepted, 5-8 rejected. spec 001 §4 */
export const REVIEW_STATUS_RANGE = {
  pending: [1],
  accepted: [2, 3, 4],
  rejected: [5, 6, 7, 8],
} as const;
export const REVIEW_STATUS_OUTCOMES = ["pending", "accepted", "rejected"] as const;
export type TReviewStatusOutcome = (typeof REVIEW_STATUS_OUTCOMES)[number];

/** pending, accepted or rejected for a review status code 1-8. */
export function reviewStatusOutcome(code: number): TReviewStatusOutcome {
  for (const outcome of REVIEW_STATUS_OUTCOMES) {
    if ((REVIEW_STATUS_RANGE[outcome] as readonly number[]).includes(code)) return outcome;
  }
  throw new RangeError(`unknown review status code: ${code}`);
}

/** Video processing. spec 001 §4 */
export const VIDEO_PROCESSING = { init: 0, processing: 1, ready: 2 } as const;
export type TVideoProcessing = z.infer<typeof ZVideoProcessing>;

/** Watermark: colour, one of four corners, opacity 35-100 % (default 100). spec 001 §3, §9 */
export const WATERMARK_POSITIONS = ["top_left", "top_right", "bottom_left", "bottom_right"] as const;
export type TWatermarkPosition = z.infer<typeof ZWatermarkPosition>;
export const WATERMARK_OPACITY = { min: 35, max: 100, default: 100 } as const;
export type TWatermark = z.infer<typeof ZWatermark>;

/** Paid media bundle states. spec 001 §3 */
export const BUNDLE_STATUS = ["draft", "pending", "accepted", "rejected"] as const;
export type TBundleStatus = z.infer<typeof ZBundleStatus>;

/** Bundle manager steps and mobile views. spec 001 §2 */
export const BUNDLE_MANAGER_STEPS = ["view_list", "creation_selection", "creation_meta_info"] as const;
export type TBundleManagerStep = z.infer<typeof ZBundleManagerStep>;
export const BUNDLE_MOBILE_VIEW_COLUMNS = { grid: 2, list: 1 } as const;

/**
 * Limits of a bundle and of a paid unlock (issue 11; the spec names no numbers, these are the product's): prices in
 * whole dollars, a bundle of 1–30 media, a title a tile can show, the reviewer's reason for a rejection.
 */
export const BUNDLE_LIMITS = {
  priceMin: 1,
  priceMax: 500,
  mediaMin: 1,
  mediaMax: 30,
  titleMin: 3,
  titleMax: 70,
  descriptionMax: 1000,
  rejectReasonMin: 3,
  rejectReasonMax: 500,
} as const;

/** Price of unlocking one private medium, whole dollars (spec 001 §6 "unlock private pictures"). */
export const MEDIA_UNLOCK_PRICE = { min: 1, max: 100 } as const;

/** Gallery panels. spec 001 §2 */
export const GALLERY_PANELS = ["all", "image", "video", "record"] as const;
export type TGalleryPanel = z.infer<typeof ZGalleryPanel>;
