// Constants of the public profile contracts without zod (profiles.ts re-exports them with its schemas):
// the profile page and the gallery need them in the browser, where zod is not loaded.

/** Why a photo is locked for this viewer (null = visible); see ZMediaLockReason. */
/** "bundle": the medium belongs to a bundle on sale and opens to its buyers (issue 11). */
export const MEDIA_LOCK_REASONS = ["sign_in", "plus_member", "age_check", "reauth", "private", "bundle"] as const;

/** Display sizes the api serves (GET /api/v2/media/{id}/{size}); longest side fits the number of pixels. */
export const MEDIA_DISPLAY_SIZES = { thumb: 320, medium: 960, full: 2048 } as const;
export const MEDIA_SIZE_NAMES = ["thumb", "medium", "full"] as const;

/** Tabs of p/{username}: reviews, business_reviews, events, blogs (empty until those features land). */
export const PROFILE_TABS = ["reviews", "business_reviews", "events", "blogs"] as const;
