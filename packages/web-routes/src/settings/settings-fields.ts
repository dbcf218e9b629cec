import { NAME_CHARACTERISTICS_MULTI_TRAITS, NAME_CHARACTERISTICS_SINGLE_TRAITS, NOTIFICATION_SETTINGS, SERVICE_TRAIT_FIELDS, WEBSITE_MAX_LENGTH } from "@samtrot/api-client/contracts";
import { MEDIA_VISIBILITY, TRAIT_VALUES, labelKey, type TSettingsKey, type TTraitCategoryName } from "@samtrot/constants-catalogue";
import { numberField, pricesFrom, workingHoursFrom } from "../accounts/registration-forms";

/**
 * How one settings field is edited and how its form value becomes the PUT body (spec 000 §2 settings keys).
 * - text/textarea/email/password: trimmed; empty becomes null (`empty: "null"`) or is left out (`empty: "omit"`,
 *   for e-mail and password fields, where empty means "do not change").
 * - number: a number, or the raw text so the contract's schema names the error.
 * - checkbox: always rendered, so a missing value means false.
 * - select: a trait value id (or a code); empty = null.  multi: a list of trait value ids.
 * - codes: comma-separated upper-case codes (languages).  upper: one upper-case code or null (nationality).
 * - tristate: a yes/no question that may stay unanswered (is_smoker): "yes" true, "no" false, "unstated" (or
 *   nothing) null; any other value is passed on as typed so the contract's schema names the error.
 */
export type TFieldKind = "text" | "textarea" | "email" | "password" | "number" | "checkbox" | "select" | "multi" | "codes" | "upper" | "lower" | "choice" | "tristate";
export type TOption = { value: string; labelKey: string };
export type TFieldSpec = {
  name: string;
  kind: TFieldKind;
  /** translation key of the label */
  labelKey: string;
  empty?: "null" | "omit";
  options?: readonly TOption[];
  /** browser-side length cap; the contract's schema stays the rule */
  maxLength?: number;
};

const traitOptions = (category: TTraitCategoryName): TOption[] =>
  TRAIT_VALUES[category].map((value) => ({ value: String(value.id), labelKey: labelKey.traitValue(category, value.key) }));
const field = (name: string, kind: TFieldKind, extra: Partial<TFieldSpec> = {}): TFieldSpec => ({ name, kind, labelKey: `settings.field.${name}`, ...extra });
const trait = (category: TTraitCategoryName, kind: "select" | "multi"): TFieldSpec => ({
  name: category,
  kind,
  labelKey: labelKey.traitCategory(category),
  options: traitOptions(category),
});

/** Media visibility codes 1–5 (spec 001 §3) as options. */
export const VISIBILITY_OPTIONS: readonly TOption[] = Object.entries(MEDIA_VISIBILITY).map(([name, code]) => ({
  value: String(code),
  labelKey: `gallery.visibility.${name}`,
}));

/** The form values of a tristate field and what the api takes for them. */
const TRISTATE_BODY: Readonly<Record<string, boolean | null>> = { unstated: null, yes: true, no: false };

/** The form value of a stored tristate value (true, false or null). */
export function tristateFormValue(stored: unknown): string {
  return stored === true ? "yes" : stored === false ? "no" : "unstated";
}

/** Smoking (profiles.is_smoker, the search's is_smoker filter): not stated, smoker, non-smoker. */
const SMOKER_OPTIONS: readonly TOption[] = Object.keys(TRISTATE_BODY).map((value) => ({ value, labelKey: `settings.smoker.${value}` }));

/**
 * The editable fields of each key. Keys missing here, and the special parts (prices and working hours of
 * service_prices, the export of data_privacy, the actions of pause_delete), are drawn by the section page itself.
 */
export const SETTINGS_FIELDS: Partial<Record<TSettingsKey, readonly TFieldSpec[]>> = {
  name_characteristics: [
    field("display_name", "text", { maxLength: 40 }),
    field("height", "number"),
    field("weight", "number"),
    // Typed as it is written ("L"), sent as the catalogue spells it ("l").
    field("cup_size", "lower", { maxLength: 3 }),
    field("nationality", "upper", { maxLength: 2 }),
    field("languages", "codes"),
    field("is_smoker", "tristate", { options: SMOKER_OPTIONS }),
    ...NAME_CHARACTERISTICS_SINGLE_TRAITS.map((c) => trait(c, "select")),
    ...NAME_CHARACTERISTICS_MULTI_TRAITS.map((c) => trait(c, "multi")),
  ],
  service_prices: [...SERVICE_TRAIT_FIELDS.map((c) => trait(c, "multi")), field("travel_within_country", "checkbox"), field("taboos", "textarea", { maxLength: 250 })],
  // website: businesses and escorts only (the section's field config); a change waits for the team's review
  contact: [field("phone", "text", { maxLength: 16 }), field("show_phone", "checkbox"), field("city", "text", { maxLength: 80 }), field("website", "text", { maxLength: WEBSITE_MAX_LENGTH })],
  // spec 001 §5: status 250, description 2,500, profession 70
  status_description: [field("status", "textarea", { maxLength: 250 }), field("description", "textarea", { maxLength: 2500 }), field("profession", "text", { maxLength: 70 })],
  media_gallery: [field("default_visibility", "choice", { options: VISIBILITY_OPTIONS })],
  gifts: [field("accept_gifts", "checkbox"), field("show_gifts", "checkbox")],
  email_password: [field("current_password", "password", { empty: "omit" }), field("email", "email", { empty: "omit" }), field("new_password", "password", { empty: "omit" })],
  date_review_display: [field("show_date_reviews", "checkbox")],
  search_visibility: [field("search_visible", "checkbox")],
  notifications: NOTIFICATION_SETTINGS.map((name) => field(name, "checkbox")),
  forum_notifications: [
    field("replies", "checkbox"),
    field("mentions", "checkbox"),
    field("followed_threads", "checkbox"),
    field("digest", "choice", {
      options: ["never", "daily", "weekly"].map((value) => ({ value, labelKey: `settings.digest.${value}` })),
    }),
  ],
  data_privacy: [field("allow_tracking", "checkbox")],
};

/** Keys with their own forms (section-forms.ts), beside the field lists above and pause_delete's actions. */
const FORM_KEYS: readonly TSettingsKey[] = ["pause_delete", "first_contact_filter_and_blocklist", "linked_profiles"];

/** Keys whose form this page can send (the others only show their values). */
export function isEditableKey(key: TSettingsKey): boolean {
  return SETTINGS_FIELDS[key] !== undefined || FORM_KEYS.includes(key);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** One field's body value; undefined = leave the field out. */
function valueOf(spec: TFieldSpec, form: FormData): unknown {
  const raw = text(form, spec.name);
  switch (spec.kind) {
    case "checkbox":
      return form.get(spec.name) !== null;
    case "number":
      return numberField(raw);
    case "select":
      return raw === "" ? null : (numberField(raw) ?? null);
    case "choice":
      return raw === "" ? undefined : /^\d+$/.test(raw) ? Number(raw) : raw;
    case "multi":
      return form
        .getAll(spec.name)
        .filter((v): v is string => typeof v === "string" && v !== "")
        .map((v) => numberField(v));
    case "codes":
      return raw === "" ? [] : raw.split(/[\s,]+/).filter(Boolean).map((code) => code.toUpperCase());
    case "upper":
      return raw === "" ? null : raw.toUpperCase();
    case "lower":
      return raw === "" ? null : raw.toLowerCase();
    case "tristate":
      return raw === "" ? null : Object.hasOwn(TRISTATE_BODY, raw) ? TRISTATE_BODY[raw] : raw;
    default:
      if (raw === "") return spec.empty === "omit" ? undefined : null;
      return raw;
  }
}

/**
 * The PUT body of a settings form. Only fields this user has (`visible`, from the section's field config) are
 * sent: the api refuses a field that does not apply. service_prices adds its prices and working hours.
 */
export function settingsBodyFrom(key: TSettingsKey, form: FormData, visible: (name: string) => boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const spec of SETTINGS_FIELDS[key] ?? []) {
    if (!visible(spec.name)) continue;
    const value = valueOf(spec, form);
    if (value !== undefined) body[spec.name] = value;
  }
  if (key === "service_prices") {
    if (visible("prices")) body.prices = pricesFrom(form);
    if (visible("working_hours")) body.working_hours = workingHoursFrom(form).working_hours;
  }
  if (key === "pause_delete") {
    body.action = text(form, "action");
    const password = text(form, "password");
    if (password) body.password = password;
  }
  return body;
}

/** The form field names of a key (where errors of the api's sources land). */
export function settingsFieldNames(key: TSettingsKey): string[] {
  const names = (SETTINGS_FIELDS[key] ?? []).map((spec) => spec.name);
  if (key === "service_prices") names.push("prices", "working_hours");
  if (key === "pause_delete") names.push("action", "password");
  return names;
}
