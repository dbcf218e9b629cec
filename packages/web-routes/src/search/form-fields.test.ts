import { describe, expect, it } from "vitest";
import { foldFormFields } from "./form-fields";

const fold = (query: string) => {
  const { params, changed } = foldFormFields(new URLSearchParams(query));
  return { query: decodeURIComponent(params.toString()), changed };
};

describe("foldFormFields (the panel sent without JavaScript)", () => {
  it("leaves a search URL alone", () => {
    expect(fold("mode=radius&age=18-25")).toEqual({ query: "mode=radius&age=18-25", changed: false });
  });

  it("folds range fields into from-to; a custom range replaces the bands; blanks are open sides", () => {
    expect(fold("age=18-25&age_min=20&age_max=30")).toEqual({ query: "age=20-30", changed: true });
    expect(fold("weight_min=&weight_max=80")).toEqual({ query: "weight=0-80", changed: true });
    expect(fold("height_min=170&height_max=")).toEqual({ query: "height=170-*", changed: true });
    expect(fold("custom_price=1&price_min=100&price_max=")).toEqual({ query: "custom_price=1&price_range=100-*", changed: true });
  });

  it("drops empty range fields but keeps the bands", () => {
    expect(fold("age=18-25&age_min=&age_max=&mode=radius")).toEqual({ query: "age=18-25&mode=radius", changed: true });
  });

  it("turns a typed place into the best matching catalogue city (radius mode, no old coordinates)", () => {
    expect(fold("mode=country&lat=1&lon=2&place=M%C3%BCnchen&radius=50")).toEqual({
      query: "mode=radius&radius=50&city=münchen",
      changed: true,
    });
    expect(fold("place=zurich")).toEqual({ query: "mode=radius&city=zürich", changed: true });
  });

  it("drops an empty or unknown place and keeps the coordinates of the own position", () => {
    expect(fold("mode=radius&lat=52.1&lon=13.2&place=")).toEqual({ query: "mode=radius&lat=52.1&lon=13.2", changed: true });
    expect(fold("mode=radius&lat=52.1&lon=13.2&place=Atlantis")).toEqual({ query: "mode=radius&lat=52.1&lon=13.2", changed: true });
  });
});
