import { describe, expect, it } from "vitest";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import {
  ZAppearanceStepRequest,
  ZAvailabilityStepRequest,
  ZBusinessDescriptionRequest,
  ZBusinessEscortsRequest,
  ZBusinessSignUpRequest,
  ZProfileStepRequest,
  ZServicesStepRequest,
  ZUserSignUpRequest,
} from "@samtrot/api-client/contracts";
import {
  appearanceBodyFrom,
  birthDateFrom,
  businessSignUpBodyFrom,
  descriptionBodyFrom,
  escortsBodyFrom,
  numberField,
  priceFieldOfSource,
  profileBodyFrom,
  servicesBodyFrom,
  userSignUpBodyFrom,
  workingHoursFrom,
} from "./registration-forms";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}
const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

const adultYear = String(new Date().getUTCFullYear() - 30);
const minorYear = String(new Date().getUTCFullYear() - 17);

describe("sign-up step", () => {
  const base: [string, string][] = [
    ["user_type", "2"],
    ["gender", "2"],
    ["username", " Lena.Rot "],
    ["email", "lena@example.test"],
    ["password", "long-enough-1"],
    ["birth_day", "5"],
    ["birth_month", "3"],
    ["birth_year", adultYear],
    ["accept_terms", "1"],
  ];

  it("builds the contract's body (MM/DD/YYYY, trimmed username, gender or couple type)", () => {
    const body = userSignUpBodyFrom(form(base));
    expect(body).toEqual({ user_type: 2, gender: 2, couple_type: null, username: "Lena.Rot", email: "lena@example.test", password: "long-enough-1", birth_date: `03/05/${adultYear}`, accept_terms: true, consents: [] });
    expect(ZUserSignUpRequest.safeParse(body).success).toBe(true);
    // each special-category consent is its own box, unticked unless the user ticks it (decision 045)
    expect(userSignUpBodyFrom(form([...base, ["consent_services", "1"]])).consents).toEqual(["services"]);
    expect(userSignUpBodyFrom(form([...base, ["consent_sexuality", "1"], ["consent_services", "1"]])).consents).toEqual(["sexuality", "services"]);
    const couple = userSignUpBodyFrom(form([...base.filter(([k]) => k !== "gender"), ["gender", "couple"], ["couple_type", "7"], ["landing_page_id", "summer"]]));
    expect(couple).toMatchObject({ gender: null, couple_type: 7, landing_page_id: "summer" });
    expect(ZUserSignUpRequest.safeParse(couple).success).toBe(true);
  });

  it("is refused with the catalogue's keys: under 18, bad username, no type, no terms", () => {
    const body = userSignUpBodyFrom(form([["user_type", "9"], ["username", "a__b"], ["email", "x"], ["password", "short"], ["birth_day", "1"], ["birth_month", "1"], ["birth_year", minorYear]]));
    expect(issues(ZUserSignUpRequest.safeParse(body))).toEqual(
      expect.arrayContaining([
        "user_type: validation.registration.user_type_not_allowed",
        "username: validation.username.invalid_characters",
        "email: validation.email.invalid",
        "password: validation.password.too_short",
        "birth_date: validation.birth_date.under_18",
        "accept_terms: validation.registration.accept_terms_required",
      ]),
    );
  });

  it("federated accounts complete it without e-mail and password", () => {
    const body = userSignUpBodyFrom(form(base), { federated: true });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("password");
  });

  it("an incomplete birth date is empty", () => {
    expect(birthDateFrom(form([["birth_day", "1"], ["birth_month", ""], ["birth_year", "1990"]]))).toBe("");
    expect(birthDateFrom(form([["birth_day", "31"], ["birth_month", "12"], ["birth_year", "1990"]]))).toBe("12/31/1990");
  });
});

describe("steps", () => {
  it("profile: ids of the three single choices; missing ones are required (sexuality by the api, where consented)", () => {
    const body = profileBodyFrom(form([["relationship_status", "300"], ["race_type", "38"], ["sexuality", "34"]]));
    expect(body).toEqual({ relationship_status: 300, race_type: 38, sexuality: 34 });
    const missing = ZProfileStepRequest.safeParse(profileBodyFrom(form([])));
    expect(zodIssuesToApiErrors(missing.error!).map((e) => `${e.source}: ${e.title}`)).toEqual([
      "relationship_status: validation.common.required",
      "race_type: validation.common.required",
    ]);
    // not asked without the sexuality consent: not sent
    expect(profileBodyFrom(form([["relationship_status", "300"], ["race_type", "38"], ["sexuality", "34"]]), (f) => f !== "sexuality")).toEqual({ relationship_status: 300, race_type: 38 });
  });

  it("appearance: hidden fields are not sent, empty optional ones are null, letters and ranges are refused", () => {
    const visible = (field: string) => field !== "penis_length" && field !== "penis_diameter";
    const body = appearanceBodyFrom(form([["height", "170"], ["weight", "60"], ["cup_size", "c"], ["figure_type", ""]]), visible);
    expect(body).toEqual({ height: 170, weight: 60, cup_size: "c", figure_type: null, hair_color: null, hair_length: null });
    expect(ZAppearanceStepRequest.safeParse(body).success).toBe(true);
    const bad = ZAppearanceStepRequest.safeParse(appearanceBodyFrom(form([["height", "2m"], ["weight", "300"]]), () => true));
    expect(zodIssuesToApiErrors(bad.error!).map((e) => `${e.source}: ${e.title}`)).toEqual([
      "height: validation.common.invalid_type",
      "weight: validation.only_accept_weight_from_min_to_max",
    ]);
    expect(numberField("12a")).toBe("12a");
    expect(numberField(" ")).toBeNull();
  });

  it("services: one price per filled duration, ids of the ticked services", () => {
    const body = servicesBodyFrom(form([["price_60", "150"], ["price_120", ""], ["price_1440", "900"], ["escort_services", "130"], ["escort_services", "133"]]));
    expect(body).toEqual({ prices: [{ price: 150, name: 60 }, { price: 900, name: 1440 }], escort_services: [130, 133] });
    expect(ZServicesStepRequest.safeParse(body).success).toBe(true);
    const refused = ZServicesStepRequest.safeParse(servicesBodyFrom(form([["price_30", "0"]])));
    expect(issues(refused)).toEqual(["prices.0.price: validation.only_accept_numbers_from_min_to_max"]);
    // not asked without the services consent: not sent
    expect(servicesBodyFrom(form([["price_60", "150"], ["escort_services", "130"]]), (f) => f !== "escort_services")).toEqual({ prices: [{ price: 150, name: 60 }] });
    expect(priceFieldOfSource([{ name: 30 }], "prices.0.price")).toBe("price_30");
    expect(priceFieldOfSource([{ name: 30 }], "prices.4.price")).toBeNull();
  });

  it("availability: ticked rows only; a slot ending after midnight is over-day", () => {
    const { working_hours, rowOfSlot } = workingHoursFrom(
      form([
        ["wh_count", "3"],
        ["wh_day_0", "1"], ["wh_from_0", "10:00"], ["wh_to_0", "18:00"], ["wh_on_0", "1"],
        ["wh_day_1", "2"], ["wh_from_1", "10:00"], ["wh_to_1", "18:00"],
        ["wh_day_2", "5"], ["wh_from_2", "22:00"], ["wh_to_2", "04:00"], ["wh_on_2", "1"],
      ]),
    );
    expect(working_hours).toEqual([
      { day: 1, time_from: "10:00", time_to: "18:00", is_over_day: false },
      { day: 5, time_from: "22:00", time_to: "04:00", is_over_day: true },
    ]);
    expect(rowOfSlot).toEqual([0, 2]);
    expect(ZAvailabilityStepRequest.safeParse({ working_hours }).success).toBe(true);
    const none = workingHoursFrom(form([["wh_count", "7"]]));
    expect(issues(ZAvailabilityStepRequest.safeParse({ working_hours: none.working_hours }))).toEqual(["working_hours: validation.working_hours.required"]);
  });

  it("business: sign-up, description bounds, escorts list", () => {
    const signUp = businessSignUpBodyFrom(form([["business_type", "3.1"], ["username", "Club-Aurora"], ["email", "a@b.test"], ["password", "long-enough-1"], ["accept_terms", "1"]]));
    expect(ZBusinessSignUpRequest.safeParse(signUp).success).toBe(true);
    expect(issues(ZBusinessDescriptionRequest.safeParse(descriptionBodyFrom(form([["description", "  too short  "]]))))).toEqual(["description: validation.text.too_short"]);
    expect(ZBusinessDescriptionRequest.safeParse(descriptionBodyFrom(form([["description", "x".repeat(140)]]))).success).toBe(true);
    expect(escortsBodyFrom(form([["escorts", "anna\n\n bea , 42\n"]]))).toEqual({ escorts: ["anna", "bea", 42] });
    expect(ZBusinessEscortsRequest.safeParse(escortsBodyFrom(form([["escorts", ""]]))).success).toBe(true);
  });
});
