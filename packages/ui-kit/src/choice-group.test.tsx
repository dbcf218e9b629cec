import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ChoiceGroup } from "./choice-group";

const OPTIONS = [
  { value: "34", label: "Heterosexuell" },
  { value: "36", label: "Bisexuell" },
];

describe("ChoiceGroup", () => {
  it("radio: a required single choice in a named radiogroup with its error", () => {
    render(<ChoiceGroup kind="radio" legend="Sexualität" name="sexuality" options={OPTIONS} required error="Dieses Feld ist erforderlich." />);
    const group = screen.getByRole("radiogroup", { name: /Sexualität/ });
    expect(group.getAttribute("aria-required")).toBe("true");
    expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Dieses Feld ist erforderlich.");
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => [r.name, r.value, r.required])).toEqual([
      ["sexuality", "34", true],
      ["sexuality", "36", true],
    ]);
    fireEvent.click(screen.getByLabelText("Bisexuell"));
    expect(radios[1]!.checked).toBe(true);
    expect(group.querySelector(".sr-field__required")?.textContent).toBe("*");
  });

  it("an option's description describes its input", () => {
    render(<ChoiceGroup kind="radio" legend="Grund" name="reason" options={[{ value: "minor", label: "Minderjährige", description: "Wirkt jünger als 18." }, OPTIONS[0]!]} />);
    const radio = screen.getByRole("radio", { name: "Minderjährige" });
    expect(document.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Wirkt jünger als 18.");
    expect(screen.getByRole("radio", { name: "Heterosexuell" }).getAttribute("aria-describedby")).toBeNull();
  });

  it("checkbox: several values, uncontrolled defaults", () => {
    render(<ChoiceGroup kind="checkbox" legend="Services" name="escort_services" options={OPTIONS} defaultValue={["36"]} />);
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([false, true]);
    expect(screen.getByRole("group", { name: "Services" })).toBeTruthy();
  });

  it("controlled: reports the new selection in option order", () => {
    const seen: string[][] = [];
    function Harness() {
      const [value, setValue] = useState<string[]>(["36"]);
      return <ChoiceGroup kind="checkbox" legend="S" name="s" options={OPTIONS} value={value} onChange={(v) => { seen.push(v); setValue(v); }} />;
    }
    render(<Harness />);
    fireEvent.click(screen.getByLabelText("Heterosexuell"));
    fireEvent.click(screen.getByLabelText("Bisexuell"));
    expect(seen).toEqual([["34", "36"], ["34"]]);
  });
});
