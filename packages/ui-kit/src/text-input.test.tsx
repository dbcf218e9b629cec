import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextInput } from "./text-input";

describe("TextInput", () => {
  it("links its label to the input and passes attributes to the input", () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} label="E-Mail" name="email" type="email" autoComplete="email" onChange={onChange} />);
    const input = screen.getByLabelText("E-Mail") as HTMLInputElement;
    expect(input).toBe(ref.current);
    expect(input.tagName).toBe("INPUT");
    expect(input.name).toBe("email");
    expect(input.type).toBe("email");
    expect(input.getAttribute("autocomplete")).toBe("email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    fireEvent.change(input, { target: { value: "a@b.de" } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("defaults to type text and uses the caller's id", () => {
    render(<TextInput label="Name" name="username" id="username" />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.id).toBe("username");
    expect(input.getAttribute("type")).toBe("text");
    expect(document.querySelector("label")?.getAttribute("for")).toBe("username");
  });

  it("marks required fields with a decorative asterisk and the required attribute", () => {
    render(<TextInput label="Benutzername" name="username" required />);
    const label = document.querySelector("label.sr-field__label");
    const asterisk = label?.querySelector(".sr-field__required");
    expect(asterisk?.textContent).toBe("*");
    expect(asterisk?.getAttribute("aria-hidden")).toBe("true");
    // The asterisk stays out of the accessible name: screen readers say "Benutzername, required".
    const input = screen.getByRole("textbox", { name: "Benutzername" }) as HTMLInputElement;
    expect(input.required).toBe(true);
  });

  it("has no asterisk when optional", () => {
    render(<TextInput label="Stadt" name="city" />);
    expect(document.querySelector(".sr-field__required")).toBeNull();
    expect((screen.getByLabelText("Stadt") as HTMLInputElement).required).toBe(false);
  });

  it("with an error is aria-invalid and described by the error text", () => {
    render(<TextInput label="E-Mail" name="email" error="Bitte eine gültige E-Mail-Adresse eingeben." />);
    const input = screen.getByRole("textbox", { name: "E-Mail" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    const error = document.getElementById(describedBy);
    expect(error?.textContent).toBe("Bitte eine gültige E-Mail-Adresse eingeben.");
    expect(error?.className).toBe("sr-field__error");
    expect(input.closest(".sr-field")?.classList.contains("sr-field--invalid")).toBe(true);
  });

  it("describes itself by hint, error and the caller's own description, in that order", () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextInput label="Benutzername" name="username" hint="3 bis 20 Zeichen" error="Schon vergeben" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByLabelText("Benutzername");
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["3 bis 20 Zeichen", "Schon vergeben", "Extra"]);
  });

  it("gives two inputs distinct ids", () => {
    render(
      <>
        <TextInput label="A" name="a" error="x" />
        <TextInput label="B" name="b" error="y" />
      </>,
    );
    const a = screen.getByLabelText("A");
    const b = screen.getByLabelText("B");
    expect(a.id).not.toBe(b.id);
    expect(a.getAttribute("aria-describedby")).not.toBe(b.getAttribute("aria-describedby"));
  });

  it("puts className on the wrapper", () => {
    render(<TextInput label="A" name="a" className="half" />);
    expect(screen.getByLabelText("A").closest(".sr-field")?.classList.contains("half")).toBe(true);
    expect(screen.getByLabelText("A").className).toBe("sr-input");
  });
});
