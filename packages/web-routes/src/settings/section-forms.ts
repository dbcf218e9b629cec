import { GENDER, POPULAR_ORIGINS, USER_TYPE } from "@samtrot/constants-catalogue";
import { numberField } from "../accounts/registration-forms";

// Form ↔ body of the settings sections whose bodies are not a flat list of fields (spec 000 §2):
// first_contact_filter_and_blocklist (a nested filter) and linked_profiles (a list changed one entry at a time).

/** Form field names of the first-contact filter; they equal the api's error sources, so errors land at them. */
export const FIRST_CONTACT_FIELDS = {
  genders: "first_contact.genders",
  userTypes: "first_contact.user_types",
  ageMin: "first_contact.age_range.min",
  ageMax: "first_contact.age_range.max",
  membersOnly: "first_contact.members_only",
  verifiedOnly: "first_contact.verified_only",
  origins: "first_contact.origins",
} as const;

/** Where first-contact errors are shown (an age error at either end shows at the range). */
export const FIRST_CONTACT_ERROR_FIELDS = ["first_contact.genders", "first_contact.user_types", "first_contact.age_range", "first_contact.members_only", "first_contact.verified_only", "first_contact.origins"];

/** Who may write first: the three genders and the three user types that can write (spec 000 §1). */
export const FIRST_CONTACT_GENDERS = [GENDER.male, GENDER.female, GENDER.trans] as const;
export const FIRST_CONTACT_USER_TYPES = [USER_TYPE.client, USER_TYPE.escort, USER_TYPE.business] as const;
/** The origins the form offers: the popular origins (spec 001 §9); none ticked = from everywhere. */
export const FIRST_CONTACT_ORIGINS: readonly string[] = POPULAR_ORIGINS;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const ids = (form: FormData, name: string): (number | string | null)[] =>
  form
    .getAll(name)
    .filter((value): value is string => typeof value === "string" && value !== "")
    .map((value) => numberField(value));

/** The PUT body of the first-contact filter; values the schema refuses are passed on as typed so it names them. */
export function firstContactBodyFrom(form: FormData): { first_contact: Record<string, unknown> } {
  return {
    first_contact: {
      genders: ids(form, FIRST_CONTACT_FIELDS.genders),
      user_types: ids(form, FIRST_CONTACT_FIELDS.userTypes),
      age_range: { min: numberField(text(form, FIRST_CONTACT_FIELDS.ageMin)), max: numberField(text(form, FIRST_CONTACT_FIELDS.ageMax)) },
      members_only: form.get(FIRST_CONTACT_FIELDS.membersOnly) !== null,
      verified_only: form.get(FIRST_CONTACT_FIELDS.verifiedOnly) !== null,
      origins: form
        .getAll(FIRST_CONTACT_FIELDS.origins)
        .filter((value): value is string => typeof value === "string" && value !== "")
        .map((value) => value.trim()),
    },
  };
}

type TLinked = { id: number; username: string };

/** The form field of linked_profiles (an escort's username to add). */
export const LINK_USERNAME_FIELD = "escort_username";

/**
 * The PUT body of one change to linked_profiles: a business adds an escort by username or removes one by id (the
 * api takes the whole new list); an escort leaves a business (the list of businesses to stay with). The api
 * checks every entry (unknown escort: validation.settings.escort_unknown at escorts.N).
 */
export function linkedProfilesBodyFrom(
  form: FormData,
  current: { escorts: readonly TLinked[]; businesses: readonly TLinked[] },
): { escorts: (number | string)[] } | { businesses: number[] } | null {
  const intent = text(form, "intent");
  const id = Number(text(form, "id"));
  switch (intent) {
    case "link":
      return { escorts: [...current.escorts.map((e) => e.id), text(form, LINK_USERNAME_FIELD)] };
    case "unlink":
      return { escorts: current.escorts.map((e) => e.id).filter((known) => known !== id) };
    case "leave":
      return { businesses: current.businesses.map((b) => b.id).filter((known) => known !== id) };
    default:
      return null;
  }
}

/** The api names a refused escort at escorts.N; on this form that is the username field (only the new entry can be wrong). */
export function linkedProfilesErrorSource(source: string | null | undefined): string | null {
  if (source && /^escorts(\.\d+)?$/.test(source)) return LINK_USERNAME_FIELD;
  return source ?? null;
}
