import { z } from "zod";
import type { TTraitCategoryName } from "./traits.js";
import { USER_TYPE } from "./users.js";

/**
 * Purposes of the explicit consents to special-category data (GDPR Art. 9(2)(a); decision 045): each asked
 * separately at registration, never pre-ticked, never bundled with the terms, withdrawable in settings/data_privacy.
 * - sexuality: sexual orientation and whom one looks for (traits sexuality, partner_preference; gender identity);
 * - services: the sexual services offered or wished for (escort services and the four service groups, escort role,
 *   taboos).
 */
export const CONSENT_PURPOSES = ["sexuality", "services"] as const;
export type TConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const ZConsentPurpose = z.enum(CONSENT_PURPOSES);

/** The profile data each consent covers: trait categories, and fields of the user settings row. */
export const CONSENT_FIELDS = {
  sexuality: { traits: ["sexuality", "partner_preference"], settings: ["gender_identity"] },
  services: {
    traits: ["escort_service", "service_soft", "service_hard", "service_clothing", "service_fetish", "escort_role"],
    settings: ["taboos"],
  },
} as const satisfies Record<TConsentPurpose, { traits: readonly TTraitCategoryName[]; settings: readonly string[] }>;

/**
 * The version of each consent text (locales consents.{purpose}.text) recorded with every grant and withdrawal; a
 * changed text gets a new version, so each record says which words the user agreed to.
 */
export const CONSENT_TEXT_VERSION: Record<TConsentPurpose, string> = { sexuality: "2026-11-28", services: "2026-11-28" };

/**
 * Who is asked: people (clients, escorts). A business profile describes a company, whose services are not a natural
 * person's special-category data (decision 045).
 */
export const CONSENT_USER_TYPES: readonly number[] = [USER_TYPE.client, USER_TYPE.escort];

/** The purpose whose consent a field (a trait category or a settings field) needs, or null for ordinary data. */
export function consentPurposeOf(field: string): TConsentPurpose | null {
  for (const purpose of CONSENT_PURPOSES) {
    const fields = CONSENT_FIELDS[purpose];
    if ((fields.traits as readonly string[]).includes(field) || (fields.settings as readonly string[]).includes(field)) return purpose;
  }
  return null;
}
