import { describe, expect, it } from "vitest";
import { ZAppearanceStepRequest } from "@samtrot/api-client/contracts";
import { zodIssuesToApiErrors } from "@samtrot/api-client";
import { formErrorsFrom } from "./form-errors";
import { formMessageText } from "./form-message";

describe("formErrorsFrom (spec 000 §5)", () => {
  it("shows errors with a matching source at their field and no overall text beyond the default", () => {
    const errors = formErrorsFrom(
      [
        { code: 422, title: "validation.username.taken", source: "username" },
        { code: 422, title: "validation.email.invalid", source: "email" },
      ],
      ["username", "email", "password"],
    );
    expect(errors).toEqual({
      fieldErrors: { username: "validation.username.taken", email: "validation.email.invalid" },
      formError: "validation.common.please_correct_all_the_invalid_fields",
    });
  });

  it("shows the others as the overall message", () => {
    expect(formErrorsFrom([{ code: 429, title: "exception.registration.exceeded_limit", source: null }], ["username"])).toEqual({
      fieldErrors: {},
      formError: "exception.registration.exceeded_limit",
    });
    expect(formErrorsFrom([{ code: 422, title: "validation.common.unknown_field", source: "shoe_size" }], ["username"]).formError).toBe(
      "validation.common.unknown_field",
    );
  });

  it("files a row's error under its field and its full source; the first error of a field wins", () => {
    const errors = formErrorsFrom(
      [
        { code: 422, title: "validation.only_accept_numbers_from_min_to_max", source: "prices.2.price" },
        { code: 422, title: "validation.prices.duplicate_duration", source: "prices.3.name" },
        { code: 422, title: "validation.working_hours.overlap", source: "working_hours.1" },
      ],
      ["prices", "working_hours"],
    );
    expect(errors.fieldErrors).toEqual({
      prices: "validation.only_accept_numbers_from_min_to_max",
      "prices.2.price": "validation.only_accept_numbers_from_min_to_max",
      "prices.3.name": "validation.prices.duplicate_duration",
      working_hours: "validation.working_hours.overlap",
      "working_hours.1": "validation.working_hours.overlap",
    });
  });

  it("has no errors for none", () => {
    expect(formErrorsFrom([], ["a"])).toEqual({ fieldErrors: {}, formError: null });
  });

  it("fills %min%/%max% of the contract's range messages (spec 001 §5)", () => {
    const parsed = ZAppearanceStepRequest.safeParse({ height: 300, weight: 20, penis_length: 41 });
    expect(parsed.success).toBe(false);
    const errors = formErrorsFrom(zodIssuesToApiErrors(parsed.error!), ["height", "weight", "penis_length"]);
    const t = (key: string) => ({ "validation.only_accept_height_from_min_to_max": "only accept height from %min% to %max%" })[key] ?? key;
    expect(formMessageText(errors.fieldErrors.height!, t)).toBe("only accept height from 145 to 230");
    expect(errors.fieldErrors.weight).toBe("validation.only_accept_weight_from_min_to_max");
    expect(formMessageText(errors.fieldErrors.penis_length!, (k) => k)).toBe("validation.only_accept_length_from_min_to_max");
    expect(formMessageText("validation.only_accept_length_from_min_to_max", () => "%min%–%max% cm")).toBe("5–40 cm");
  });
});
