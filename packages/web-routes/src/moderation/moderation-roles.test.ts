import { describe, expect, it } from "vitest";
import { isModeratorUser } from "./moderation-roles";

describe("isModeratorUser", () => {
  it("lets team and backend users in, nobody else", () => {
    expect([0, 1, 2, 3, 9, 10].map((userType) => isModeratorUser({ profile: { userType } } as never))).toEqual([false, false, false, false, true, true]);
  });
});
