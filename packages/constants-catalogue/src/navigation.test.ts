import { describe, expect, it } from "vitest";
import {
  AD_PLACEMENTS,
  ABOUT_KEYS,
  FOOTER_LINKS,
  LEGAL_KEYS,
  INFO_PAGE_FALLBACK,
  LIVE_AREAS,
  MEDIA_COLUMNS,
  MISC_KEYS,
  NEWSFEED_TABS,
  SCREEN_WIDTH,
  USERNAME_CHECK_EXEMPT_PREFIXES,
  screenTypeOf,
} from "./navigation.js";

describe("screens (spec 001 §3, §9)", () => {
  it("has the widths and media columns 3, 4, 5, 5, 7", () => {
    expect(SCREEN_WIDTH).toEqual({ phone: 320, tablet: 768, narrowDesktop: 960, desktop: 1200, largeDesktop: 1556 });
    expect(Object.values(MEDIA_COLUMNS)).toEqual([3, 4, 5, 5, 7]);
  });
  it("finds the screen type at the width boundaries", () => {
    expect(screenTypeOf(200)).toBe("phone");
    expect(screenTypeOf(767)).toBe("phone");
    expect(screenTypeOf(768)).toBe("tablet");
    expect(screenTypeOf(959)).toBe("tablet");
    expect(screenTypeOf(960)).toBe("narrowDesktop");
    expect(screenTypeOf(1200)).toBe("desktop");
    expect(screenTypeOf(1555)).toBe("desktop");
    expect(screenTypeOf(1556)).toBe("largeDesktop");
  });
});

describe("areas and tabs (spec 001 §2)", () => {
  it("match the spec", () => {
    expect([...LIVE_AREAS]).toEqual(["browse_streaming", "start_streaming", "streaming_live", "watch_recording"]);
    expect([...NEWSFEED_TABS]).toEqual(["all", "favorites", "exclusive", "trending_now"]);
    expect(AD_PLACEMENTS).toHaveLength(11);
  });
});

describe("footer and info pages (spec 000 §2)", () => {
  it("has the footer links in order, magazine hidden in the white label", () => {
    expect(FOOTER_LINKS.map((link) => link.path)).toEqual([
      "/about",
      "/about/social_responsibility",
      "/about/magazine",
      null,
      "/misc/press",
      "/misc/advertisement",
      "/about/guidelines_and_policies",
      "/about/content_removal_request",
      "/cookie_settings",
    ]);
    expect(FOOTER_LINKS.filter((link) => link.hiddenInWhiteLabel).map((link) => link.key)).toEqual(["magazine"]);
  });
  it("knows the misc keys, fallbacks and username-check exemptions", () => {
    expect([...MISC_KEYS]).toEqual(["press", "advertisement"]);
    // every about page has its footer link (the footer's about keys are the about pages)
    expect([...ABOUT_KEYS]).toEqual(FOOTER_LINKS.filter((link) => link.path?.startsWith("/about/")).map((link) => link.key));
    expect([...LEGAL_KEYS]).toEqual(["imprint", "terms_and_conditions", "privacy", "2257_declaration"]);
    expect(INFO_PAGE_FALLBACK).toEqual({ about: "/about", legal: "/legal/terms_and_conditions", misc: "/misc/press" });
    expect([...USERNAME_CHECK_EXEMPT_PREFIXES]).toEqual(["s", "n", "c", "l", "r", ""]);
  });
});
