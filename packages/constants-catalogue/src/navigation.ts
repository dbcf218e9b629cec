import type { z } from "zod";
import type { ZAdPlacement, ZLiveArea, ZNewsfeedTab } from "./schemas/navigation.js";

/** Screen types by minimum width in px. spec 001 §3 */
export const SCREEN_WIDTH = {
  phone: 320,
  tablet: 768,
  narrowDesktop: 960,
  desktop: 1200,
  largeDesktop: 1556,
} as const;
export type TScreenType = keyof typeof SCREEN_WIDTH;
export const SCREEN_TYPES = ["phone", "tablet", "narrowDesktop", "desktop", "largeDesktop"] as const satisfies readonly TScreenType[];

/** Media gallery columns per screen type: 3, 4, 5, 5, 7. spec 001 §9 */
export const MEDIA_COLUMNS = {
  phone: 3,
  tablet: 4,
  narrowDesktop: 5,
  desktop: 5,
  largeDesktop: 7,
} as const satisfies Readonly<Record<TScreenType, number>>;

/** The screen type of a viewport width (below phone width counts as phone). */
export function screenTypeOf(widthPx: number): TScreenType {
  let found: TScreenType = "phone";
  for (const type of SCREEN_TYPES) if (widthPx >= SCREEN_WIDTH[type]) found = type;
  return found;
}

/** Live areas. spec 001 §2 */
export const LIVE_AREAS = ["browse_streaming", "start_streaming", "streaming_live", "watch_recording"] as const;
export type TLiveArea = z.infer<typeof ZLiveArea>;
/** Live roles; a kicked-out audience member gets the kicked_out state. spec 001 §3 */
export const LIVE_ROLES = ["producer", "audience"] as const;
export const LIVE_KICKED_OUT_STATE = "kicked_out";
export const LIVE_CREATOR_FIELDS = ["tags", "birth_date", "display_name", "spoken_language"] as const;
export const LIVE_AUDIENCE_FILTERS = ["usertype", "gender", "age", "member", "origin"] as const;

/** Newsfeed tabs. spec 001 §2 */
export const NEWSFEED_TABS = ["all", "favorites", "exclusive", "trending_now"] as const;
export type TNewsfeedTab = z.infer<typeof ZNewsfeedTab>;

/** Pages with ad placements. spec 001 §2 */
export const AD_PLACEMENTS = [
  "profile",
  "messenger",
  "search",
  "my_dating",
  "notifications",
  "favorites",
  "visitors",
  "forum",
  "magazine",
  "events",
  "blog",
] as const;
export type TAdPlacement = z.infer<typeof ZAdPlacement>;

/**
 * Footer links, in order. spec 000 §2. The magazine link is hidden in the white-label brand; the
 * support centre is an outside address taken from the brand config (path null here).
 */
export const FOOTER_LINKS = [
  { key: "about", path: "/about", hiddenInWhiteLabel: false },
  { key: "social_responsibility", path: "/about/social_responsibility", hiddenInWhiteLabel: false },
  { key: "magazine", path: "/about/magazine", hiddenInWhiteLabel: true },
  { key: "support_center", path: null, hiddenInWhiteLabel: false },
  { key: "press", path: "/misc/press", hiddenInWhiteLabel: false },
  { key: "advertisement", path: "/misc/advertisement", hiddenInWhiteLabel: false },
  { key: "guidelines_and_policies", path: "/about/guidelines_and_policies", hiddenInWhiteLabel: false },
  { key: "content_removal_request", path: "/about/content_removal_request", hiddenInWhiteLabel: false },
  // The way back to the cookie choice (TDDDG §25, decision 045); not in spec 000 §2's list.
  { key: "cookie_settings", path: "/cookie_settings", hiddenInWhiteLabel: false },
] as const;
export type TFooterLinkKey = (typeof FOOTER_LINKS)[number]["key"];

/**
 * about/{key}: the pages behind the footer links (spec 000 §2). The magazine page exists only where the brand
 * shows the magazine link; /about without a key is the overview.
 */
export const ABOUT_KEYS = ["social_responsibility", "magazine", "guidelines_and_policies", "content_removal_request"] as const;
export type TAboutKey = (typeof ABOUT_KEYS)[number];
/**
 * legal/{key}: the legal texts (spec 000 §2). A brand's "legal list" is a subset (brand config legalKeys);
 * 2257_declaration is accepted only where that list holds it.
 */
export const LEGAL_KEYS = ["imprint", "terms_and_conditions", "privacy", "2257_declaration"] as const;
export type TLegalKey = (typeof LEGAL_KEYS)[number];
/** The /previous variant of an about or legal page: the same text without header and footer. spec 000 §2 */
export const INFO_PREVIOUS_SEGMENT = "previous";

/** misc/{key}: only these keys; anything else redirects to /misc/press. spec 000 §2 */
export const MISC_KEYS = ["press", "advertisement"] as const;
/** Where unknown information keys redirect. spec 000 §2 */
export const INFO_PAGE_FALLBACK = {
  about: "/about",
  legal: "/legal/terms_and_conditions",
  misc: "/misc/press",
} as const;

/** Profile-path prefixes exempt from the username check. spec 000 §2 */
export const USERNAME_CHECK_EXEMPT_PREFIXES = ["s", "n", "c", "l", "r", ""] as const;
/** Reason query of the 404 page for an invalid username. spec 000 §2/§5 */
export const USERNAME_INVALID_REASON = "username_invalid";

/** Path of the login page and its return parameter (a 401 goes to /login?r=…). spec 000 §4 */
export const LOGIN_PATH = "/login";
/** Registration entry paths. spec 000 §2 */
export const REGISTER_USER_PATH = "/join/user";
export const REGISTER_BUSINESS_PATH = "/join/business";
export const LOGIN_RETURN_PARAM = "r";
/** Age verification path; ?type=forced when forced. spec 000 §2 */
export const AGE_CHECK_PATH = "/user/age_check_verification";
