import { defineBrand } from "@samtrot/web-routes/brand";

/** Main brand (spec 000 §1): optional language prefix, magazine link shown, one home search. */
export const brand = defineBrand({
  id: "samtrot",
  name: "Samtrot",
  localePrefix: false,
  showMagazineLink: true,
  secondHomeSearch: false,
  theme: "samtrot",
  // Placeholder host (RFC 2606) until the help-desk address is known.
  supportCenterUrl: "https://support.samtrot.example/hc",
});
