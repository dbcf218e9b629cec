import { describe, expect, it } from "vitest";
import { zCodeOf, zKeyOf, zOneOf } from "./zod-helpers.js";

describe("zod helpers", () => {
  const TABLE = { a: 1, b: 2, c: 2 } as const;

  it("zCodeOf accepts exactly the table's codes", () => {
    const schema = zCodeOf(TABLE);
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(2)).toBe(2);
    expect(schema.safeParse(3).success).toBe(false);
    expect(schema.safeParse("1").success).toBe(false);
  });

  it("zKeyOf accepts exactly the table's names", () => {
    const schema = zKeyOf(TABLE);
    expect(schema.parse("c")).toBe("c");
    expect(schema.safeParse("d").success).toBe(false);
    expect(schema.safeParse(1).success).toBe(false);
  });

  it("zOneOf works with a single value and refuses an empty list", () => {
    expect(zOneOf(["only"]).parse("only")).toBe("only");
    expect(zOneOf(["only"]).safeParse("other").success).toBe(false);
    expect(() => zOneOf([])).toThrow();
  });
});
