import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert";
import { EmptyState } from "./empty-state";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("is a status announcing its label, the circle hidden from screen readers", () => {
    render(<Spinner label="Wird geladen …" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Wird geladen …");
    expect(status.querySelector(".sr-spinner__circle")?.getAttribute("aria-hidden")).toBe("true");
    expect(status.querySelector(".sr-visually-hidden")?.textContent).toBe("Wird geladen …");
  });

  it("can show its label", () => {
    render(<Spinner label="Lädt" showLabel className="x" />);
    expect(screen.getByRole("status").className).toBe("sr-spinner x");
    expect(document.querySelector(".sr-spinner__label")?.textContent).toBe("Lädt");
    expect(document.querySelector(".sr-visually-hidden")).toBeNull();
  });
});

describe("EmptyState", () => {
  it("has a heading and optional body", () => {
    render(
      <EmptyState title="Keine Profile gefunden">
        <p>Versuche einen größeren Umkreis.</p>
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Keine Profile gefunden" })).toBeTruthy();
    expect(document.querySelector(".sr-empty__body")?.textContent).toBe("Versuche einen größeren Umkreis.");
  });

  it("takes a heading level and renders no empty body", () => {
    render(<EmptyState title="Leer" headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Leer" })).toBeTruthy();
    expect(document.querySelector(".sr-empty__body")).toBeNull();
  });
});

describe("Alert", () => {
  it("interrupts for errors with role alert", () => {
    render(<Alert tone="error">Etwas ist schiefgelaufen.</Alert>);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Etwas ist schiefgelaufen.");
    expect(alert.className).toBe("sr-alert sr-alert--error");
  });

  it.each(["info", "success"] as const)("is a polite status for %s", (tone) => {
    render(
      <Alert tone={tone} className="x">
        Gespeichert.
      </Alert>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").className).toBe(`sr-alert sr-alert--${tone} x`);
  });
});
