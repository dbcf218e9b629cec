import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Select } from "./select";

const OPTIONS = [
  { value: "de", label: "Deutsch" },
  { value: "en", label: "English" },
];

describe("Select", () => {
  it("is a labelled combobox with the given options", () => {
    const onChange = vi.fn();
    render(<Select label="Sprache" name="lng" options={OPTIONS} defaultValue="en" onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Sprache" }) as HTMLSelectElement;
    expect(select.name).toBe("lng");
    expect(select.value).toBe("en");
    expect(Array.from(select.options, (o) => [o.value, o.textContent])).toEqual([
      ["de", "Deutsch"],
      ["en", "English"],
    ]);
    fireEvent.change(select, { target: { value: "de" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(select.hasAttribute("aria-invalid")).toBe(false);
  });

  it("offers an empty placeholder choice first when asked", () => {
    render(<Select label="Land" name="country" options={OPTIONS} placeholder="Bitte wählen" required />);
    const select = screen.getByRole("combobox", { name: "Land" }) as HTMLSelectElement;
    expect(select.options[0]?.value).toBe("");
    expect(select.options[0]?.textContent).toBe("Bitte wählen");
    expect(select.required).toBe(true);
    expect(document.querySelector(".sr-field__required")?.getAttribute("aria-hidden")).toBe("true");
    // A required select left on the placeholder is invalid for the browser's own validation.
    expect(select.checkValidity()).toBe(false);
  });

  it("with an error is aria-invalid and described by it", () => {
    render(<Select label="Sprache" name="lng" options={OPTIONS} error="Bitte eine Sprache wählen." />);
    const select = screen.getByLabelText("Sprache");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(select.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Bitte eine Sprache wählen.");
  });
});
