import { describe, expect, it } from "vitest";
import { bandOf } from "./search.js";
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_ATTENDANCE,
  EVENT_CATEGORIES,
  EVENT_LIST_FILTERS,
  EVENT_PRICE_RANGES,
  EVENT_REVIEW_CRITERIA,
  EVENT_REVIEW_RADIOS,
  EVENT_STATUS,
  EVENT_TIMING,
} from "./events.js";

describe("events (spec 001 §2-§4)", () => {
  it("has the categories, motto-party default", () => {
    expect([...EVENT_CATEGORIES]).toEqual([
      "motto-party",
      "gangbang",
      "bukkake",
      "parkinglot_sex",
      "male-surplus",
      "swinger-party",
      "fetish-party",
      "bdsm-party",
    ]);
    expect(DEFAULT_EVENT_CATEGORY).toBe("motto-party");
  });
  it("has price ranges [0,50) [50,100) [100,200) [200,500) [500,*)", () => {
    expect(EVENT_PRICE_RANGES.map((range) => [range.min, range.maxExclusive])).toEqual([
      [0, 50],
      [50, 100],
      [100, 200],
      [200, 500],
      [500, null],
    ]);
    expect(bandOf(EVENT_PRICE_RANGES, 49.99)?.key).toBe("0_50");
    expect(bandOf(EVENT_PRICE_RANGES, 50)?.key).toBe("50_100");
    expect(bandOf(EVENT_PRICE_RANGES, 500)?.key).toBe("500_plus");
  });
  it("has list filters, review ratings, states and timing", () => {
    expect([...EVENT_LIST_FILTERS]).toEqual(["all", "upcoming", "past", "rejected-or-cancelled", "cancelled"]);
    expect([...EVENT_REVIEW_CRITERIA]).toEqual(["service", "event_organization", "location", "value_for_money"]);
    expect([...EVENT_REVIEW_RADIOS]).toEqual(["would_attend_again", "will_recommend"]);
    expect([...EVENT_STATUS]).toEqual(["pending", "accepted", "rejected", "cancelled"]);
    expect([...EVENT_ATTENDANCE]).toEqual(["attend", "absent", "rejected_by_organizer"]);
    expect(EVENT_TIMING).toEqual({ past: 0, cancelled: 1, upcoming: 2, active: 3 });
  });
});
