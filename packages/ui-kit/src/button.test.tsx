import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("is a type=button primary md button by default, so it never submits a form by accident", () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Speichern</Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Speichern" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toBe("sr-button sr-button--primary sr-button--md");
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits when asked to and passes variant, size, className and attributes through", () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" variant="ghost" size="sm" className="extra" name="intent" value="save" aria-label="Profil speichern">
        OK
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Profil speichern" });
    expect(button).toBe(ref.current);
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.classList.contains("sr-button--ghost")).toBe(true);
    expect(button.classList.contains("sr-button--sm")).toBe(true);
    expect(button.classList.contains("extra")).toBe(true);
    expect(button.getAttribute("name")).toBe("intent");
  });

  it("while loading is disabled, aria-busy and ignores clicks, keeping its name", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Senden
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Senden" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector(".sr-button__spinner")?.getAttribute("aria-hidden")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button loading={false} onClick={onClick}>
        Senden
      </Button>,
    );
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.querySelector(".sr-button__spinner")).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("has a danger variant for destructive actions, still a plain button unless asked to submit", () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" onClick={onClick}>
        Konto löschen
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Konto löschen" });
    expect(button.className).toBe("sr-button sr-button--danger sr-button--md");
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("stays disabled when disabled explicitly", () => {
    render(<Button disabled>Nein</Button>);
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("button").hasAttribute("aria-busy")).toBe(false);
  });
});
