import { describe, expect, it } from "vitest";
import { reshapeBatchData, toFieldVisibilityMap, toPhoneCountries, toRunningCountry } from "./reshape-batch.js";

describe("runningCountry", () => {
  it("finds the single country object in the shapes an answer may take", () => {
    expect(toRunningCountry({ code: "AT", name: "Österreich" })).toEqual({ code: "AT", name: "Österreich" });
    expect(toRunningCountry([{ code: "CH" }, { code: "DE" }])).toEqual({ code: "CH" });
    expect(toRunningCountry({ NL: { name: "Nederland" } })).toEqual({ code: "NL", name: "Nederland" });
    expect(toRunningCountry({ country: { code: "DE", phoneCode: 49 } })).toEqual({ code: "DE", phoneCode: 49 });
  });

  it("returns null when there is no country", () => {
    expect(toRunningCountry([])).toBeNull();
    expect(toRunningCountry(null)).toBeNull();
    expect(toRunningCountry({ country: { name: "no code" } })).toBeNull();
    expect(toRunningCountry({ DE: {}, AT: {} })).toBeNull();
  });
});

describe("phoneCountriesList", () => {
  it("turns a map or a list into { code, phoneCode } in answer order (spec 000 §9 run countries)", () => {
    expect(toPhoneCountries({ DE: 49, AT: "+43", CH: { phone_code: 41 }, NL: { phoneCode: "31" } })).toEqual([
      { code: "DE", phoneCode: "49" },
      { code: "AT", phoneCode: "43" },
      { code: "CH", phoneCode: "41" },
      { code: "NL", phoneCode: "31" },
    ]);
    expect(toPhoneCountries([{ code: "AS", phone_code: "1-684" }])).toEqual([{ code: "AS", phoneCode: "1-684" }]);
  });

  it("drops entries without a usable code", () => {
    expect(toPhoneCountries({ DE: "", AT: null, CH: "abc", NL: 31 })).toEqual([{ code: "NL", phoneCode: "31" }]);
    expect(toPhoneCountries("nope")).toEqual([]);
  });
});

describe("registerConfigs / visibleConfigs (spec 000 §5)", () => {
  it("builds the field-visibility map from { name, value } entries", () => {
    const list = [
      { name: "relationship_status", value: "required" },
      { name: "profession", value: "optional" },
      { name: "tattoo", value: "false" },
      { name: "piercing", value: false },
      { name: "height", value: 1 },
      { name: "weird", value: "maybe" },
      { value: "required" },
    ];
    expect(toFieldVisibilityMap(list)).toEqual({
      relationship_status: "required",
      profession: "optional",
      tattoo: "false",
      piercing: "false",
      height: "required",
    });
  });

  it("accepts a ready map and applies to both keys", () => {
    expect(reshapeBatchData("visibleConfigs", { a: "Optional", b: 0 })).toEqual({ a: "optional", b: "false" });
    expect(reshapeBatchData("registerConfigs", [{ name: "a", value: "required" }])).toEqual({ a: "required" });
  });
});
