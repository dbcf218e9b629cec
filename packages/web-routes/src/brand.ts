import type { TLegalKey } from "@samtrot/constants-catalogue";

/**
 * One brand's build-time configuration (spec 000 §1: the brand is chosen at build time). Every
 * difference between the brands is a field here, so shared code never asks "which brand am I?".
 * Each app has `app/brand.config.ts`; shared code reaches it through the Vite alias `@brand`.
 */
/** The company behind a brand, as the imprint names it (§ 5 DDG). */
export type TBrandCompany = {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** the country's name as written in the imprint */
  country: string;
  /** commercial register entry */
  register: string;
  /** VAT identification number (§ 27a UStG) */
  vatId: string;
  managingDirector: string;
  /** general contact address */
  email: string;
  /** press enquiries (misc/press) */
  pressEmail: string;
  /** advertising enquiries (misc/advertisement) */
  advertisingEmail: string;
  /** data-protection enquiries (legal/privacy) */
  privacyEmail: string;
};

export type TBrandConfig = {
  id: "samtrot" | "nachtfalter";
  /** Shown in texts through the `{{brand}}` interpolation, never hard-coded. */
  name: string;
  /** true: every page lives under a required /{lang}/ prefix (white-label); false: the prefix is optional. */
  localePrefix: boolean;
  /** Footer link /about/magazine (hidden in the white-label brand, spec 000 §2). */
  showMagazineLink: boolean;
  /** Second home search when the first one returns fewer than 20 results (spec 000 §7, brand mode). */
  secondHomeSearch: boolean;
  /** Value of <html data-theme>, matching a theme of @samtrot/ui-kit/themes.css. */
  theme: "samtrot" | "nachtfalter";
  /** The external support centre linked in the footer. */
  supportCenterUrl: string;
  /** The operator, named in the imprint and the other information pages. */
  company: TBrandCompany;
  /** Youth-protection officer (Jugendschutzbeauftragter, § 7 JMStV), named in the imprint. */
  youthProtectionOfficer: { name: string; email: string };
  /**
   * The brand's legal list (spec 000 §2): which legal/{key} pages exist. 2257_declaration is accepted only when
   * listed here (decision 036).
   */
  legalKeys: readonly TLegalKey[];
};

/** Identity helper so an app's config is checked against the type where it is written. */
export function defineBrand(config: TBrandConfig): Readonly<TBrandConfig> {
  return Object.freeze({ ...config });
}
