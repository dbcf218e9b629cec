import { z } from "zod";
import { describe, expect, it } from "vitest";
import { messageOf, normalizeFailure, translateTitle, zodIssuesToApiErrors } from "./normalize-errors.js";

const t = (key: string) => `T(${key})`;

describe("normalizeFailure (spec 000 §8)", () => {
  it("maps OAuth invalid_grant and access_denied to 401, description as title", () => {
    expect(normalizeFailure(400, { error: "invalid_grant", error_description: "Bad credentials" })).toEqual({
      status: 401,
      errors: [{ code: 401, title: "Bad credentials", source: null }],
    });
    expect(normalizeFailure(403, { error: "access_denied" })).toEqual({ status: 401, errors: [{ code: 401, title: "access_denied", source: null }] });
  });

  it("keeps other OAuth errors at their status with the description as title", () => {
    expect(normalizeFailure(400, { error: "invalid_request", error_description: "Missing username" })).toEqual({
      status: 400,
      errors: [{ code: 400, title: "Missing username", source: null }],
    });
  });

  it("takes codes from an errors list and marks invalid_grant entries 401 (wrapped as one)", () => {
    expect(normalizeFailure(422, { errors: [{ code: 422, title: "validation.a", source: "a" }, { title: "validation.b" }] })).toEqual({
      status: 422,
      errors: [
        { code: 422, title: "validation.a", source: "a" },
        { code: 422, title: "validation.b", source: null },
      ],
    });
    expect(normalizeFailure(400, { errors: [{ code: 400, title: "validation.a" }, { code: 400, title: "invalid_grant", source: "x" }] })).toEqual({
      status: 401,
      errors: [{ code: 401, title: "invalid_grant", source: "x" }],
    });
  });

  it("gives bodies without errors one default entry", () => {
    expect(normalizeFailure(500, "<html>")).toEqual({ status: 500, errors: [{ code: 500, title: "exception.common.something_wrong_happened", source: null }] });
    expect(normalizeFailure(404, undefined).errors[0]?.code).toBe(404);
    expect(normalizeFailure(401, {})).toEqual({ status: 401, errors: [{ code: 401, title: "exception.common.unauthorized", source: null }] });
    expect(normalizeFailure(502, { message: "Bad gateway" }).errors).toEqual([{ code: 502, title: "Bad gateway", source: null }]);
  });
});

describe("messages", () => {
  it("translates only validation. and exception. keys", () => {
    expect(translateTitle("validation.common.required", t)).toBe("T(validation.common.required)");
    expect(translateTitle("exception.common.x", t)).toBe("T(exception.common.x)");
    expect(translateTitle("Invalid user credentials", t)).toBe("Invalid user credentials");
    expect(translateTitle("common.validation.x", t)).toBe("common.validation.x");
  });

  it("shows the first title, or the default", () => {
    expect(messageOf([{ code: 1, title: "exception.a" }, { code: 2, title: "exception.b" }], t)).toBe("T(exception.a)");
    expect(messageOf([], t)).toBe("T(exception.common.something_wrong_happened)");
  });
});

describe("zodIssuesToApiErrors", () => {
  it("maps issues to 422 validation keys with the field as source", () => {
    const schema = z.object({ name: z.string(), age: z.number().min(18), email: z.string().email(), kind: z.enum(["a"]), x: z.string().regex(/y/, "validation.custom") }).strict();
    const parsed = schema.safeParse({ age: 10, email: "nope", kind: "b", x: "z", extra: 1 });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(zodIssuesToApiErrors(parsed.error, "body")).toEqual([
      { code: 422, title: "validation.common.required", source: "body.name" },
      { code: 422, title: "validation.common.too_small", source: "body.age" },
      { code: 422, title: "validation.common.invalid_format", source: "body.email" },
      { code: 422, title: "validation.common.invalid_choice", source: "body.kind" },
      { code: 422, title: "validation.custom", source: "body.x" },
      { code: 422, title: "validation.common.unknown_field", source: "body" },
    ]);
  });
});
