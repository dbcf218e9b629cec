import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("counts characters live and marks a count out of range", () => {
    render(
      <Textarea
        label="Beschreibung"
        name="description"
        required
        defaultValue="abc"
        counter={{ format: (n) => `${n} / 2500`, tooShort: (n) => n < 5 }}
      />,
    );
    const field = screen.getByRole("textbox", { name: /Beschreibung/ }) as HTMLTextAreaElement;
    const counter = document.querySelector(".sr-textarea__counter")!;
    expect(counter.textContent).toBe("3 / 2500");
    expect(counter.getAttribute("aria-live")).toBe("polite");
    expect(counter.classList.contains("sr-textarea__counter--out")).toBe(true);
    expect(field.getAttribute("aria-describedby")).toContain(counter.id);
    fireEvent.change(field, { target: { value: "abcdefg" } });
    expect(counter.textContent).toBe("7 / 2500");
    expect(counter.classList.contains("sr-textarea__counter--out")).toBe(false);
  });

  it("shows its error and is aria-invalid", () => {
    render(<Textarea label="Text" name="t" error="Der Text ist zu kurz." />);
    const field = screen.getByRole("textbox", { name: "Text" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Der Text ist zu kurz.")).toBeTruthy();
  });
});
