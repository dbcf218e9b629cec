import { defineBrand } from "@samtrot/web-routes/brand";

/**
 * White-label brand (spec 000 §1): brand name replaced in texts, a required /{lang}/ prefix, no
 * magazine link, and a second home search when the first returns fewer than 20 results.
 */
export const brand = defineBrand({
  id: "nachtfalter",
  name: "Nachtfalter",
  localePrefix: true,
  showMagazineLink: false,
  secondHomeSearch: true,
  theme: "nachtfalter",
  // Placeholder host (RFC 2606) until the help-desk address is known.
  supportCenterUrl: "https://support.nachtfalter.example/hc",
});
