import { describe, expect, it } from "vitest";
import { berlinInputToIso, isoToBerlinInput } from "./berlin-time";

describe("Berlin datetime-local values", () => {
  it("read winter and summer times in German time", () => {
    expect(berlinInputToIso("2026-12-01T18:30")).toBe("2026-12-01T17:30:00.000Z");
    expect(berlinInputToIso("2026-07-01T18:30")).toBe("2026-07-01T16:30:00.000Z");
    expect(berlinInputToIso("morgen")).toBeNull();
  });
  it("write instants back as the same field value", () => {
    expect(isoToBerlinInput("2026-12-01T17:30:00.000Z")).toBe("2026-12-01T18:30");
    expect(isoToBerlinInput("2026-07-01T16:30:00.000Z")).toBe("2026-07-01T18:30");
  });
});
