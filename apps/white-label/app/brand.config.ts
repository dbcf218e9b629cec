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
  // Fictitious demo company, the same as the api's invoice seller (apps/api/src/modules/invoices/sellers.ts);
  // a deployment writes its real data here.
  company: {
    name: "Nachtfalter Demo UG (haftungsbeschränkt)",
    street: "Große Elbstraße 45",
    postcode: "22767",
    city: "Hamburg",
    country: "Deutschland",
    register: "Amtsgericht Hamburg, HRB 000002 (Demo)",
    vatId: "DE987654321",
    managingDirector: "Max Mustermann",
    email: "kontakt@nachtfalter.test",
    pressEmail: "presse@nachtfalter.test",
    advertisingEmail: "werbung@nachtfalter.test",
    privacyEmail: "datenschutz@nachtfalter.test",
  },
  youthProtectionOfficer: { name: "Lena Beispiel", email: "jugendschutz@nachtfalter.test" },
  // Licensed to partners abroad: its legal list holds the 18 U.S.C. § 2257 declaration (decision 036).
  legalKeys: ["imprint", "terms_and_conditions", "privacy", "2257_declaration"],
});
