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
  // Fictitious demo company, the same as the api's invoice seller (apps/api/src/modules/invoices/sellers.ts);
  // a deployment writes its real data here.
  company: {
    name: "Samtrot Demo GmbH",
    street: "Friedrichstraße 123",
    postcode: "10117",
    city: "Berlin",
    country: "Deutschland",
    register: "Amtsgericht Berlin (Charlottenburg), HRB 000001 (Demo)",
    vatId: "DE123456789",
    managingDirector: "Erika Mustermann",
    email: "kontakt@samtrot.test",
    pressEmail: "presse@samtrot.test",
    advertisingEmail: "werbung@samtrot.test",
    privacyEmail: "datenschutz@samtrot.test",
  },
  youthProtectionOfficer: { name: "Dr. Jana Beispiel", email: "jugendschutz@samtrot.test" },
  // German market only: no 2257 declaration in its legal list (decision 036).
  legalKeys: ["imprint", "terms_and_conditions", "privacy"],
});
