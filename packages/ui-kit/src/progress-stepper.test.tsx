import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";
import { Stepper } from "./stepper";

describe("ProgressBar", () => {
  it("is a named progressbar with its value, clamped to 0…100", () => {
    const { rerender } = render(<ProgressBar label="Upload" value={0.426} />);
    const bar = screen.getByRole("progressbar", { name: "Upload" });
    expect(bar.getAttribute("aria-valuenow")).toBe("43");
    expect(bar.getAttribute("aria-valuetext")).toBe("43 %");
    rerender(<ProgressBar label="Upload" value={7} valueText="fertig" />);
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("fertig");
    rerender(<ProgressBar label="Upload" value={Number.NaN} />);
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
  });
});

describe("Stepper", () => {
  it("marks done steps, the current step (aria-current) and those to come", () => {
    render(
      <Stepper
        label="Fortschritt"
        doneText="erledigt"
        currentText="aktueller Schritt"
        summary="Schritt 2 von 3"
        current="photo"
        steps={[
          { key: "signUp", label: "Konto" },
          { key: "photo", label: "Foto" },
          { key: "profile", label: "Profil" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Fortschritt" });
    const items = nav.querySelectorAll("li");
    expect([...items].map((li) => li.className.match(/--(\w+)/)?.[1])).toEqual(["done", "current", "todo"]);
    expect(items[1]!.getAttribute("aria-current")).toBe("step");
    expect(items[0]!.textContent).toContain("erledigt");
    expect(screen.getByText("Schritt 2 von 3")).toBeTruthy();
  });
});
