import { describe, expect, it } from "vitest";
import { pickByWeight } from "./pick-ad.js";

describe("pickByWeight", () => {
  const ads = [{ id: 1, weight: 10 }, { id: 2, weight: 30 }, { id: 3, weight: 60 }];
  it("maps the random point onto the weights in order", () => {
    expect(pickByWeight(ads, () => 0)?.id).toBe(1);
    expect(pickByWeight(ads, () => 0.099)?.id).toBe(1);
    expect(pickByWeight(ads, () => 0.1)?.id).toBe(2);
    expect(pickByWeight(ads, () => 0.399)?.id).toBe(2);
    expect(pickByWeight(ads, () => 0.4)?.id).toBe(3);
    expect(pickByWeight(ads, () => 0.999999)?.id).toBe(3);
  });
  it("gives nothing without candidates", () => {
    expect(pickByWeight([], () => 0.5)).toBeNull();
  });
});
