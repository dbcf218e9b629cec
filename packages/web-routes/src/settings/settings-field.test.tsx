import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SettingsField } from "./settings-field";
import { SETTINGS_FIELDS, settingsBodyFrom } from "./settings-fields";
import type { TFormState } from "../shell/forms/form-feedback";

const noFeedback: TFormState = {
  errors: { fieldErrors: {}, formError: null },
  fieldError: () => undefined,
  value: () => undefined,
  values: () => [],
  validate: () => undefined,
};

describe("cup size field", () => {
  const spec = Object.values(SETTINGS_FIELDS)
    .flat()
    .find((field) => field.name === "cup_size");

  it("shows the stored lower-case size in capitals and sends it in lower case again", () => {
    expect(spec).toBeDefined();
    const html = renderToString(<SettingsField spec={spec!} stored="l" required={false} state={noFeedback} />);
    expect(html).toMatch(/value="L"/);
    const key = Object.entries(SETTINGS_FIELDS).find(([, fields]) => fields.includes(spec!))![0];
    const form = new FormData();
    form.set("cup_size", "L");
    expect(settingsBodyFrom(key as keyof typeof SETTINGS_FIELDS, form, (name) => name === "cup_size")).toEqual({ cup_size: "l" });
  });
});
