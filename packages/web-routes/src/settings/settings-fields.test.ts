import { SETTINGS_SECTION_SCHEMAS, settingsFieldConfig } from "@samtrot/api-client/contracts";
import { USER_TYPE, GENDER, TRAIT_VALUES, type TSettingsKey } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { SETTINGS_FIELDS, settingsBodyFrom, settingsFieldNames, tristateFormValue } from "./settings-fields";

const escort = { user_type: USER_TYPE.escort, gender: GENDER.female };
const visibleFor = (key: TSettingsKey) => {
  const config = settingsFieldConfig(key, escort);
  return (name: string) => config.some((entry) => entry.name === name && entry.value !== "false");
};
const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
const check = (key: TSettingsKey, body: unknown) => SETTINGS_SECTION_SCHEMAS[key].update!.safeParse(body);

describe("settingsBodyFrom", () => {
  it("builds a valid status_description body; empty clears (null); too long is refused by the contract", () => {
    const body = settingsBodyFrom("status_description", formOf([["status", " Hallo "], ["description", ""], ["profession", "Model"]]), visibleFor("status_description"));
    expect(body).toEqual({ status: "Hallo", description: null, profession: "Model" });
    expect(check("status_description", body).success).toBe(true);
    const long = settingsBodyFrom("status_description", formOf([["status", "x".repeat(251)]]), visibleFor("status_description"));
    const parsed = check("status_description", long);
    expect(parsed.success).toBe(false);
  });
  it("turns missing checkboxes into false and present ones into true (notifications)", () => {
    const body = settingsBodyFrom("notifications", formOf([["email_messages", "on"]]), visibleFor("notifications"));
    expect(body.email_messages).toBe(true);
    expect(body.email_newsletter).toBe(false);
    expect(check("notifications", body).success).toBe(true);
  });
  it("leaves out empty password and e-mail fields (email_password)", () => {
    const body = settingsBodyFrom("email_password", formOf([["current_password", "x"], ["email", "neu@example.org"], ["new_password", ""]]), visibleFor("email_password"));
    expect(body).toEqual({ current_password: "x", email: "neu@example.org" });
    expect(check("email_password", body).success).toBe(true);
  });
  const ct = TRAIT_VALUES.characteristic_trait;
  it("sends traits as ids, languages as upper-case codes, only the fields this user has", () => {
    const body = settingsBodyFrom(
      "name_characteristics",
      formOf([["display_name", "mia.berlin"], ["height", "170"], ["weight", "60"], ["languages", "de, en"], ["sexuality", String(TRAIT_VALUES.sexuality[0]!.id)], ["characteristic_trait", String(ct[0]!.id)], ["characteristic_trait", String(ct[1]!.id)], ["penis_length", "10"]]),
      visibleFor("name_characteristics"),
    );
    expect(body.languages).toEqual(["DE", "EN"]);
    expect(body.characteristic_trait).toEqual([ct[0]!.id, ct[1]!.id]);
    expect(body).not.toHaveProperty("penis_length");
    expect(check("name_characteristics", body).error?.issues ?? []).toEqual([]);
    const bad = settingsBodyFrom("name_characteristics", formOf([["display_name", "mia"], ["height", "abc"]]), visibleFor("name_characteristics"));
    expect(check("name_characteristics", bad).success).toBe(false);
  });
  it("sends smoking as true, false or null (not stated); other values go on as typed and the contract refuses them", () => {
    const smoking = (value?: string) => settingsBodyFrom("name_characteristics", formOf(value === undefined ? [] : [["is_smoker", value]]), visibleFor("name_characteristics")).is_smoker;
    expect([smoking("yes"), smoking("no"), smoking("unstated"), smoking()]).toEqual([true, false, null, null]);
    for (const value of ["yes", "no", "unstated"]) expect(check("name_characteristics", { is_smoker: smoking(value) }).success).toBe(true);
    for (const value of ["maybe", "true", "constructor"]) {
      expect(smoking(value)).toBe(value);
      expect(check("name_characteristics", { is_smoker: smoking(value) }).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["is_smoker", "validation.common.invalid_choice"]]);
    }
    expect([true, false, null, undefined].map(tristateFormValue)).toEqual(["yes", "no", "unstated", "unstated"]);
    const business = settingsFieldConfig("name_characteristics", { user_type: USER_TYPE.business, business_type: "1" });
    expect(business).toContainEqual({ name: "is_smoker", value: "false" });
  });
  it("adds prices and working hours for service_prices", () => {
    const body = settingsBodyFrom(
      "service_prices",
      formOf([["price_60", "200"], ["wh_count", "1"], ["wh_day_0", "1"], ["wh_from_0", "10:00"], ["wh_to_0", "18:00"], ["wh_on_0", "1"], ["escort_service", String(TRAIT_VALUES.escort_service[0]!.id)]]),
      visibleFor("service_prices"),
    );
    expect(body.prices).toEqual([{ name: 60, price: 200 }]);
    expect(body.working_hours).toEqual([{ day: 1, time_from: "10:00", time_to: "18:00", is_over_day: false }]);
  });
  it("names a field for every spec (errors land on fields)", () => {
    for (const key of Object.keys(SETTINGS_FIELDS) as TSettingsKey[]) {
      expect(settingsFieldNames(key).length).toBeGreaterThan(0);
    }
    expect(settingsFieldNames("pause_delete")).toEqual(["action", "password"]);
  });
});
