/** Client Plus benefits. spec 001 §6 */
export const CLIENT_PLUS_BENEFITS = [
  "unlimited_contact_to_escorts",
  "exclusive_photos_videos",
  "see_who_visited_favorited",
  "browse_invisibly",
  "notes_for_escorts",
  "ad_free",
  "advanced_search_filters",
] as const;

/** Escort Plus benefits. spec 001 §6 */
export const ESCORT_PLUS_BENEFITS = [
  "unlimited_contact_from_clients",
  "see_visitors_favorites",
  "better_search_position",
  "browse_invisibly",
  "free_rise_up",
  "increase_trust_level",
  "ad_free",
] as const;

/** What dollars are for. spec 001 §6 */
export const DOLLAR_USES = {
  client: ["unlock_private_pictures", "tip_escorts", "tip_photos"],
  escort: ["locked_image_bundles", "rise_up", "payout_to_bank"],
} as const;

/** Upsell criteria (why a free user sees the upsell). spec 001 §6 */
export const UPSELL_CRITERIA = [
  "contact_basic_escorts",
  "contact_plus_users",
  "see_phone_number_displays",
  "see_18_plus_pictures",
  "special_filters",
  "see_who_read_messages",
  "invisible_surfing",
  "who_visited_me",
  "notes",
  "close_advertising",
] as const;
export type TUpsellCriterion = (typeof UPSELL_CRITERIA)[number];

/** Dashboard metrics per user type. spec 001 §9 */
export const DASHBOARD_METRICS = {
  escort: ["profile_visits", "total_messages", "total_phones"],
  client: ["profile_visits", "messages"],
} as const;

/**
 * What a running Plus membership entitles to, as flags every feature asks (spec 001 §6; the table per user
 * type is `PLUS_ENTITLEMENTS` in @samtrot/payments). Names follow the benefit lists above; wide_radius and
 * distance_ring_sort are the search rules of spec 001 §6 ("members also 150 … 500 km", "Plus clients get
 * top_ranking_distance_ring").
 */
export const ENTITLEMENTS = [
  "unlimited_contact_to_escorts",
  "unlimited_contact_from_clients",
  "exclusive_media",
  "see_visitors_favorites",
  "browse_invisibly",
  "notes",
  "ad_free",
  "advanced_filters",
  "better_search_position",
  "free_rise_up",
  "trust_level",
  "wide_radius",
  "distance_ring_sort",
] as const;
export type TEntitlement = (typeof ENTITLEMENTS)[number];
