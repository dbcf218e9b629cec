import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { SETTINGS_SECTION_SCHEMAS } from "@samtrot/api-client/contracts";
import { describe, expect, it } from "vitest";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { FIRST_CONTACT_ERROR_FIELDS, FIRST_CONTACT_FIELDS as F, firstContactBodyFrom, linkedProfilesBodyFrom, linkedProfilesErrorSource } from "./section-forms";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
const firstContact = SETTINGS_SECTION_SCHEMAS.first_contact_filter_and_blocklist.update;

describe("firstContactBodyFrom", () => {
  it("builds a body the contract accepts from checked boxes and the age range", () => {
    const body = firstContactBodyFrom(
      formOf([
        [F.genders, "2"],
        [F.genders, "3"],
        [F.userTypes, "1"],
        [F.ageMin, " 25 "],
        [F.ageMax, "40"],
        [F.membersOnly, "on"],
      ]),
    );
    expect(body).toEqual({ first_contact: { genders: [2, 3], user_types: [1], age_range: { min: 25, max: 40 }, members_only: true, verified_only: false, origins: [] } });
    expect(firstContact.safeParse(body).success).toBe(true);
  });

  it("carries the ticked origins (none = from everywhere); a code the contract refuses lands at the origin choice", () => {
    const base: [string, string][] = [[F.genders, "1"], [F.userTypes, "1"], [F.ageMin, "18"], [F.ageMax, "99"]];
    const body = firstContactBodyFrom(formOf([...base, [F.origins, "DE"], [F.origins, "AT"]]));
    expect(body.first_contact.origins).toEqual(["DE", "AT"]);
    expect(firstContact.safeParse(body).success).toBe(true);
    expect(firstContactBodyFrom(formOf(base)).first_contact.origins).toEqual([]);
    const bad = firstContact.safeParse(firstContactBodyFrom(formOf([...base, [F.origins, "de"]])));
    expect(bad.success).toBe(false);
    expect(formErrorsFrom(zodIssuesToApiErrors(bad.error!), FIRST_CONTACT_ERROR_FIELDS).fieldErrors["first_contact.origins"]).toBe("validation.common.invalid_format");
  });

  it("is refused field by field: no gender, min above max, text as an age", () => {
    const none = firstContact.safeParse(firstContactBodyFrom(formOf([[F.userTypes, "1"], [F.ageMin, "50"], [F.ageMax, "30"]])));
    expect(none.success).toBe(false);
    const errors = formErrorsFrom(zodIssuesToApiErrors(none.error!), FIRST_CONTACT_ERROR_FIELDS);
    expect(errors.fieldErrors["first_contact.genders"]).toBe("validation.settings.choose_at_least_one");
    expect(errors.fieldErrors["first_contact.age_range"]).toBe("validation.settings.age_range_invalid");
    const typed = firstContact.safeParse(firstContactBodyFrom(formOf([[F.genders, "1"], [F.userTypes, "1"], [F.ageMin, "abc"], [F.ageMax, "30"]])));
    expect(typed.success).toBe(false);
    expect(formErrorsFrom(zodIssuesToApiErrors(typed.error!), FIRST_CONTACT_ERROR_FIELDS).fieldErrors["first_contact.age_range.min"]).toBeDefined();
  });
});

describe("linkedProfilesBodyFrom", () => {
  const current = { escorts: [{ id: 5, username: "anna" }, { id: 9, username: "bea" }], businesses: [{ id: 3, username: "club" }, { id: 4, username: "haus" }] };
  const linked = SETTINGS_SECTION_SCHEMAS.linked_profiles.update;

  it("adds an escort by username to the current list", () => {
    const body = linkedProfilesBodyFrom(formOf([["intent", "link"], ["escort_username", " carla "]]), current);
    expect(body).toEqual({ escorts: [5, 9, "carla"] });
    expect(linked.safeParse(body).success).toBe(true);
  });

  it("removes an escort, or leaves a business, by id", () => {
    expect(linkedProfilesBodyFrom(formOf([["intent", "unlink"], ["id", "5"]]), current)).toEqual({ escorts: [9] });
    expect(linkedProfilesBodyFrom(formOf([["intent", "leave"], ["id", "4"]]), current)).toEqual({ businesses: [3] });
    expect(linkedProfilesBodyFrom(formOf([["intent", "nonsense"]]), current)).toBeNull();
  });

  it("an invalid username is refused by the contract at the new entry, shown at the username field", () => {
    const parsed = linked.safeParse(linkedProfilesBodyFrom(formOf([["intent", "link"], ["escort_username", "a--b"]]), current));
    expect(parsed.success).toBe(false);
    const source = zodIssuesToApiErrors(parsed.error!)[0]!.source;
    expect(source).toBe("escorts.2");
    expect(linkedProfilesErrorSource(source)).toBe("escort_username");
    expect(linkedProfilesErrorSource("businesses.0")).toBe("businesses.0");
  });
});
