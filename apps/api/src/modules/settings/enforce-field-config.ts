import { lacksConsent, settingsFieldConfig, type TSettingsSubject } from "@samtrot/api-client/contracts";
import type { TSettingsKey } from "@samtrot/constants-catalogue";
import type { TErrorEntry } from "../../http/errors.js";

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/**
 * Fields where false is a stated value (is_smoker: "non-smoker"), not a checkbox left off: for a user they do not
 * apply to, false is refused like any other value.
 */
const FALSE_IS_A_VALUE: ReadonlySet<string> = new Set(["is_smoker"]);

/**
 * The field visibility config of a section, enforced on a (partial) update: a field that does not apply to
 * this user may not be given a value (validation.settings.field_not_applicable), a required field may not be
 * cleared (validation.common.required). Fields left out are not checked: they stay as they are.
 */
export function fieldConfigErrors(key: TSettingsKey, subject: TSettingsSubject, body: Record<string, unknown>, skip: readonly string[] = []): TErrorEntry[] {
  const errors: TErrorEntry[] = [];
  for (const { name, value } of settingsFieldConfig(key, subject)) {
    if (skip.includes(name) || !(name in body) || body[name] === undefined) continue;
    const given = body[name];
    if (value === "false" && !isEmpty(given) && (given !== false || FALSE_IS_A_VALUE.has(name)) && !(given === "" && lacksConsent(subject, name))) {
      // special-category data without the user's consent (decision 045) says so, rather than "does not apply"
      const title = lacksConsent(subject, name) ? "validation.privacy.consent_required" : "validation.settings.field_not_applicable";
      errors.push({ code: 422, title, source: name });
    }
    if (value === "required" && isEmpty(given)) errors.push({ code: 422, title: "validation.common.required", source: name });
  }
  return errors;
}

/**
 * The update without the fields that do not apply to this user (sent empty, they are ignored rather than
 * refused, so a form may send its whole state).
 */
export function applicableFields<T extends Record<string, unknown>>(key: TSettingsKey, subject: TSettingsSubject, body: T): T {
  const notApplicable = new Set(settingsFieldConfig(key, subject).filter((entry) => entry.value === "false").map((entry) => entry.name));
  return Object.fromEntries(Object.entries(body).filter(([name]) => !notApplicable.has(name))) as T;
}
