// The zod schemas of media (moved here so browser pages that only need its constants do not load zod).
import { BUNDLE_MANAGER_STEPS, BUNDLE_STATUS, GALLERY_PANELS, MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY, VIDEO_PROCESSING, WATERMARK_OPACITY, WATERMARK_POSITIONS } from "../media.js";
import { z } from "zod";
import { zCodeOf, zKeyOf } from "../zod-helpers.js";

export const ZMediaVisibility = zCodeOf(MEDIA_VISIBILITY);

export const ZMediaVisibilityName = zKeyOf(MEDIA_VISIBILITY);

export const ZMediaReviewStatus = zCodeOf(MEDIA_REVIEW_STATUS);

export const ZReviewStatusCode = z.number().int().min(1).max(8);

export const ZVideoProcessing = zCodeOf(VIDEO_PROCESSING);

export const ZWatermarkPosition = z.enum(WATERMARK_POSITIONS);

export const ZWatermark = z.object({
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  position: ZWatermarkPosition,
  opacity: z.number().int().min(WATERMARK_OPACITY.min).max(WATERMARK_OPACITY.max).default(WATERMARK_OPACITY.default),
});

export const ZBundleStatus = z.enum(BUNDLE_STATUS);

export const ZBundleManagerStep = z.enum(BUNDLE_MANAGER_STEPS);

export const ZGalleryPanel = z.enum(GALLERY_PANELS);
