import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("is a labelled checkbox; clicking the label toggles it", () => {
    render(<Checkbox label="Ich bin mindestens 18 Jahre alt" name="adult" value="1" />);
    const box = screen.getByRole("checkbox", { name: "Ich bin mindestens 18 Jahre alt" }) as HTMLInputElement;
    expect(box.name).toBe("adult");
    expect(box.value).toBe("1");
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText("Ich bin mindestens 18 Jahre alt"));
    expect(box.checked).toBe(true);
    expect(box.hasAttribute("aria-invalid")).toBe(false);
  });

  it("with an error is aria-invalid and described by it; required shows the asterisk", () => {
    render(<Checkbox label="AGB akzeptieren" name="terms" required error="Bitte die AGB akzeptieren." />);
    const box = screen.getByRole("checkbox", { name: "AGB akzeptieren" }) as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Bitte die AGB akzeptieren.");
    expect(document.querySelector(".sr-checkbox__label .sr-field__required")?.textContent).toBe("*");
  });

  it("passes defaultChecked and className through", () => {
    render(<Checkbox label="Newsletter" name="news" defaultChecked className="wide" />);
    const box = screen.getByLabelText("Newsletter") as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.closest(".sr-field")?.classList.contains("wide")).toBe(true);
  });
});
