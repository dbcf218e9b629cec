import { z } from "zod";
import {
  GALLERY_PANELS,
  IMAGE_UPLOAD,
  MEDIA_REVIEW_STATUS,
  MEDIA_VISIBILITY,
  PAGE_SIZE,
  WATERMARK_OPACITY,
  ZGalleryPanel,
  ZMediaVisibility,
  ZUsername,
  ZWatermarkPosition,
} from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZMediaSizeName, ZMediaUrls } from "./profiles.js";
import { ZUploadToken } from "./registration.js";

// The media gallery of settings/media_gallery (issue 6, spec 001 §2 gallery panels, §3 media visibility and
// watermark, §4 media review status, §9 page size 33). Upload: a token from POST /api/v2/gallery/upload-token,
// the chunked upload of the api-client (512 KB pieces, 50 KB–20 MB, width ≥ 200 px), then POST /api/v2/gallery
// with the media id.

/** Review status names by code (spec 001 §4); "uploading" (99) exists only in the client. */
export const ZMediaReviewStatusName = z.enum(["pending", "accepted", "rejected", "encoding", "holding"]);
export type TMediaReviewStatusName = z.infer<typeof ZMediaReviewStatusName>;

/** Kinds of gallery media; the panels image/video/record filter by kind ("all" shows every kind). */
export const GALLERY_KINDS = ["image", "video", "record"] as const;
export const ZGalleryKind = z.enum(GALLERY_KINDS);
export type TGalleryKind = z.infer<typeof ZGalleryKind>;

/** One medium as its owner sees it in the gallery manager. */
export const ZGalleryItem = z.object({
  id: z.number().int(),
  kind: ZGalleryKind,
  visibility: ZMediaVisibility,
  /** 0 pending, 1 accepted, 2 rejected, 3 encoding, 6 holding; only accepted media are shown to others */
  review_status: z.number().int(),
  review_status_name: ZMediaReviewStatusName,
  is_avatar: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  urls: ZMediaUrls,
  /** viewers the owner unlocked this (private) medium for */
  unlocked_user_ids: z.array(z.number().int()),
  /** the same viewers with their usernames, in username order (for the owner's unlock list) */
  unlocked_users: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** whole dollars a viewer pays to unlock it (private media only); null: not for sale */
  unlock_price: z.number().int().nullable(),
  /** viewers who paid for their unlock (the owner cannot take those back) */
  paid_unlock_user_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type TGalleryItem = z.infer<typeof ZGalleryItem>;

export const ZPageNo = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().min(1).max(100_000).default(1);

export const ZGalleryListQuery = z
  .object({
    panel: ZGalleryPanel.default("all"),
    page_no: ZPageNo,
  })
  .strict();

export const ZGalleryList = z.object({
  items: z.array(ZGalleryItem),
  total: z.number().int(),
  page_no: z.number().int(),
  /** 33 (spec 001 §9) */
  page_size: z.number().int(),
  /** items per panel, for the panel tabs */
  counts: z.object(Object.fromEntries(GALLERY_PANELS.map((panel) => [panel, z.number().int()])) as Record<(typeof GALLERY_PANELS)[number], z.ZodNumber>),
});
export type TGalleryList = z.infer<typeof ZGalleryList>;

export const galleryListContract = defineContract({
  id: "galleryList",
  method: "GET",
  path: "/api/v2/gallery",
  summary: `The signed-in user's media, newest first, ${PAGE_SIZE.mediaGallery} per page, filtered by panel (all, image, video, record)`,
  tags: ["gallery"],
  auth: "user",
  query: ZGalleryListQuery,
  response: ZGalleryList,
});

/** What an upload is for: a gallery medium, or the age-check document (never shown to other users). */
export const MEDIA_UPLOAD_PURPOSES = ["gallery", "age_check", "identity_check"] as const;
export const ZMediaUploadTokenRequest = z.object({ purpose: z.enum(MEDIA_UPLOAD_PURPOSES) }).strict();

export const galleryUploadTokenContract = defineContract({
  id: "galleryUploadToken",
  method: "POST",
  path: "/api/v2/gallery/upload-token",
  summary:
    "An upload token for one file of the chunked upload (purpose gallery, age_check or identity_check); images only (JPEG, PNG, WebP), " +
    `${IMAGE_UPLOAD.minBytes}–${IMAGE_UPLOAD.maxBytes} bytes, width ≥ ${IMAGE_UPLOAD.minWidthPx} px`,
  tags: ["gallery"],
  auth: "user",
  body: ZMediaUploadTokenRequest,
  response: ZUploadToken,
});

export const ZAddGalleryItemRequest = z
  .object({
    /** the media id answered by the upload's closing request */
    media_id: z.number().int().positive(),
    /** default: the owner's default visibility from settings media_gallery (public unless changed) */
    visibility: ZMediaVisibility.optional(),
  })
  .strict();

export const addGalleryItemContract = defineContract({
  id: "addGalleryItem",
  method: "POST",
  path: "/api/v2/gallery",
  summary:
    "Adds an uploaded image (purpose gallery) to the gallery: display sizes are made, review status pending (accepted at once where " +
    "MEDIA_AUTO_ACCEPT is on: the default outside production). 201. Not the user's upload: 422 validation.gallery.media_invalid at media_id",
  tags: ["gallery"],
  auth: "user",
  body: ZAddGalleryItemRequest,
  response: ZGalleryItem,
});

export const ZGalleryItemParams = z.object({ id: z.coerce.number().int().positive() });

export const setGalleryVisibilityContract = defineContract({
  id: "setGalleryVisibility",
  method: "PUT",
  path: "/api/v2/gallery/:id",
  summary: "Sets the visibility of one medium (1 public, 2 logged_in, 3 plus_member, 4 fsk18, 5 private); the profile photo stays public (422)",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  body: z.object({ visibility: ZMediaVisibility }).strict(),
  response: ZGalleryItem,
});

export const deleteGalleryItemContract = defineContract({
  id: "deleteGalleryItem",
  method: "DELETE",
  path: "/api/v2/gallery/:id",
  summary: "Deletes one medium with its files; when it was the profile photo the generated avatar returns",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const setGalleryAvatarContract = defineContract({
  id: "setGalleryAvatar",
  method: "POST",
  path: "/api/v2/gallery/:id/avatar",
  summary: "Makes an image the profile photo (it becomes public; shown to others once accepted)",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  response: ZGalleryItem,
});

/** Whom to unlock for: exactly one of user_id and username. */
export const ZGrantUnlockRequest = z
  .object({ user_id: z.number().int().positive().optional(), username: ZUsername.optional() })
  .strict()
  .refine((body) => (body.user_id === undefined) !== (body.username === undefined), { message: "validation.common.required", path: ["username"] });

export const grantGalleryUnlockContract = defineContract({
  id: "grantGalleryUnlock",
  method: "POST",
  path: "/api/v2/gallery/:id/unlocks",
  summary:
    "The owner unlocks a private medium for one viewer, named by user_id or username (unlocking with dollars comes with the money issue). " +
    "Unknown, deleted or own account: 422 validation.gallery.unlock_user_invalid (source user_id or username)",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  body: ZGrantUnlockRequest,
  response: ZGalleryItem,
});

export const revokeGalleryUnlockContract = defineContract({
  id: "revokeGalleryUnlock",
  method: "DELETE",
  path: "/api/v2/gallery/:id/unlocks/:userId",
  summary: "The owner takes an unlock back",
  tags: ["gallery"],
  auth: "user",
  params: z.object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() }),
  response: ZGalleryItem,
});

/** A watermark as the settings store it; `enabled` false serves the images unmarked. */
export const ZWatermarkSettings = z
  .object({
    enabled: z.boolean(),
    colour: z.string().regex(/^#[0-9a-f]{6}$/i, { message: "validation.watermark.colour_invalid" }),
    position: ZWatermarkPosition,
    opacity: z
      .number()
      .int()
      .min(WATERMARK_OPACITY.min, { message: "validation.watermark.opacity_range" })
      .max(WATERMARK_OPACITY.max, { message: "validation.watermark.opacity_range" })
      .default(WATERMARK_OPACITY.default),
  })
  .strict();
export type TWatermarkSettings = z.infer<typeof ZWatermarkSettings>;

export const ZWatermarkCheckRequest = z
  .object({
    /** one of the owner's images to preview on; default: the newest */
    media_id: z.number().int().positive().optional(),
    colour: ZWatermarkSettings.shape.colour,
    position: ZWatermarkPosition,
    opacity: ZWatermarkSettings.shape.opacity,
  })
  .strict();

export const ZWatermarkCheck = z.object({
  /** a data: URL (image/webp) of the preview at thumb size */
  preview: z.string(),
  checks_used: z.number().int(),
  /** at most 5 checks (spec 001 §5) per day */
  checks_left: z.number().int(),
});

export const watermarkCheckContract = defineContract({
  id: "watermarkCheck",
  method: "POST",
  path: "/api/v2/gallery/watermark-check",
  summary: `Previews a watermark on one of the owner's images; at most ${IMAGE_UPLOAD.maxWatermarkChecks} checks a day (then 429 exception.watermark.check_limit)`,
  tags: ["gallery"],
  auth: "user",
  body: ZWatermarkCheckRequest,
  response: ZWatermarkCheck,
});

export const mediaDisplayContract = defineContract({
  id: "mediaDisplay",
  method: "GET",
  path: "/api/v2/media/:id/:size",
  summary:
    "One display size of a medium, watermarked when its owner set a watermark. Checked on every request: owner always; others only " +
    "accepted media of an available profile without a block, and public 1 anyone, logged_in 2 signed-in users, plus_member 3 members, " +
    "fsk18 4 age-verified viewers, private 5 unlocked viewers (403 exception.media.sign_in_required / exception.membership.plus_required / " +
    "exception.media.age_check_required / exception.media.private; 404 exception.media.not_found). Non-public answers are Cache-Control: private.",
  tags: ["media"],
  auth: "public",
  params: z.object({ id: z.coerce.number().int().positive(), size: ZMediaSizeName }),
  responseContentType: "image/webp",
});

// ---------------------------------------------------------------------------------------------------------
// Review queue (team and backend users, user types 10 and 9)

export const ZMediaReviewItem = ZGalleryItem.extend({ user_id: z.number().int(), username: z.string() });

export const mediaReviewQueueContract = defineContract({
  id: "mediaReviewQueue",
  method: "GET",
  path: "/api/v2/media-review",
  summary: "Media waiting for review (pending), oldest first; team and backend users only (403 exception.common.forbidden)",
  tags: ["gallery"],
  auth: "user",
  query: z.object({ page_no: ZPageNo }).strict(),
  response: z.object({ items: z.array(ZMediaReviewItem), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() }),
});

export const reviewMediaContract = defineContract({
  id: "reviewMedia",
  method: "PUT",
  path: "/api/v2/media-review/:id",
  summary: "Accepts or rejects a medium (team and backend users only)",
  tags: ["gallery"],
  auth: "user",
  params: ZGalleryItemParams,
  body: z.object({ review_status: z.union([z.literal(MEDIA_REVIEW_STATUS.accepted), z.literal(MEDIA_REVIEW_STATUS.rejected)]) }).strict(),
  response: ZMediaReviewItem,
});

/** Visibility codes in order, for selects (labels: common.media_visibility.<name>). */
export const MEDIA_VISIBILITY_CHOICES = Object.entries(MEDIA_VISIBILITY).map(([name, code]) => ({ name, code }));
