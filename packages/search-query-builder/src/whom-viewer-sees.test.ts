import { describe, expect, it } from "vitest";
import type { TSearchKind } from "./search-state.js";
import { VIEWERS } from "./test-viewers.js";
import { genderRule, profileMatchesGender, searchedProfileType, seenUserTypes } from "./whom-viewer-sees.js";

describe("whom a viewer sees (spec 000 §4, DECISIONS.md)", () => {
  const cases: [keyof typeof VIEWERS, TSearchKind, (1 | 2 | 3)[]][] = [
    // default search: guests, clients and businesses see escorts; escorts see clients
    ["guest", "default", [2]],
    ["client", "default", [2]],
    ["memberClient", "default", [2]],
    ["escort", "default", [1]],
    ["memberEscort", "default", [1]],
    ["business", "default", [2]],
    // the type search paths list their type for everyone
    ["guest", "escort", [2]],
    ["escort", "escort", [2]],
    ["client", "client", [1]],
    ["guest", "client", [1]],
    ["escort", "business", [3]],
    ["memberClient", "business", [3]],
  ];
  it.each(cases)("%s on the %s search sees user types %j", (viewer, kind, types) => {
    expect(seenUserTypes(kind, VIEWERS[viewer])).toEqual(types);
  });

  it("treats a viewer who is not signed in as a guest whatever type was passed", () => {
    expect(seenUserTypes("default", { ...VIEWERS.escort, signedIn: false })).toEqual([2]);
    expect(searchedProfileType("default", VIEWERS.escort)).toBe("client");
  });
});

describe("gender rule (spec 000 §4: trans flag and 3 minus own)", () => {
  it("male sees female, female sees male", () => {
    expect(genderRule(VIEWERS.client)).toEqual([2]);
    expect(genderRule(VIEWERS.femaleClient)).toEqual([1]);
    expect(genderRule(VIEWERS.escort)).toEqual([1]);
  });
  it("trans (the trans flag) sees trans only", () => {
    expect(genderRule(VIEWERS.transClient)).toEqual([3]);
  });
  it("guests, viewers without gender and couples see every gender", () => {
    expect(genderRule(VIEWERS.guest)).toBeNull();
    expect(genderRule(VIEWERS.business)).toBeNull();
    expect(genderRule(VIEWERS.coupleClient)).toBeNull();
    expect(genderRule({ ...VIEWERS.client, signedIn: false })).toBeNull();
  });
});

describe("couple profiles match when either partner matches (DECISIONS.md)", () => {
  it.each([
    [[2], 2, true],
    [[2], 1, false],
    [[2], 7, true], // female & male
    [[1], 7, true],
    [[1], 6, false], // female & female
    [[3], 8, true], // trans & female
    [[3], 9, false], // male & male
    [[1, 2], 11, false], // trans & trans
  ] as const)("filter %j, profile gender %i → %s", (genders, profileGender, matches) => {
    expect(profileMatchesGender(genders, profileGender)).toBe(matches);
  });
});
