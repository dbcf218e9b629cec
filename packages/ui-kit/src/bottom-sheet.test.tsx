import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { BottomSheet } from "./bottom-sheet";
import { Button } from "./button";
import { FilterButton } from "./filter-button";

// jsdom has <dialog> but not showModal()/close(); a small stand-in with the same open attribute and close event.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void };
  if (typeof proto.showModal !== "function" || !String(proto.showModal).includes("native")) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
      const first = this.querySelector<HTMLElement>("button, a[href], input, select, textarea");
      first?.focus();
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  }
});

function Sheet({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Suche</h1>
      <FilterButton label="Filter" count={2} countLabel={(n) => `${n} gesetzt`} expanded={open} onClick={() => setOpen(true)} />
      <BottomSheet
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Filter"
        closeLabel="Schließen"
        footer={<Button onClick={() => setOpen(false)}>1.234 Ergebnisse anzeigen</Button>}
      >
        <label>
          Name <input name="q" />
        </label>
      </BottomSheet>
    </main>
  );
}

describe("BottomSheet", () => {
  it("renders an empty, closed dialog on the server (its content costs nothing until opened)", () => {
    const html = renderToString(
      <BottomSheet open={false} onClose={() => undefined} title="Filter" closeLabel="Schließen" footer={<button>Anwenden</button>}>
        <input name="q" />
      </BottomSheet>,
    );
    expect(html).toMatch(/^<dialog class="sr-sheet" aria-labelledby="[^"]+"/);
    expect(html).not.toContain(" open");
    expect(html).not.toContain('name="q"');
    expect(html).not.toContain("Anwenden");
  });

  it("opens as a dialog named by its heading, and returns focus to the opener when closed", () => {
    render(<Sheet />);
    const opener = screen.getByRole("button", { name: "Filter, 2 gesetzt" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Filter" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Name" })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(screen.queryByRole("textbox", { name: "Name" })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("tells its owner when it closed itself (Escape ends in the close event; a click on the backdrop too)", () => {
    let closed = 0;
    render(<Sheet onClose={() => (closed += 1)} />);
    fireEvent.click(screen.getByRole("button", { name: /^Filter/ }));
    const dialog = screen.getByRole("dialog");
    act(() => (dialog as HTMLDialogElement).close());
    expect(closed).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: /^Filter/ }));
    fireEvent.click(dialog);
    expect(closed).toBe(2);
    expect(dialog.hasAttribute("open")).toBe(false);
  });

  it("closes when its owner says so (the apply button)", () => {
    render(<Sheet />);
    const opener = screen.getByRole("button", { name: /^Filter/ });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "1.234 Ergebnisse anzeigen" }));
    expect(screen.getByRole("dialog", { hidden: true }).hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("has no axe violations while open", async () => {
    const { container } = render(<Sheet />);
    fireEvent.click(screen.getByRole("button", { name: /^Filter/ }));
    // label-content-name-mismatch measures glyphs on a canvas, which jsdom lacks; the e2e axe run covers it.
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false }, "label-content-name-mismatch": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe("FilterButton", () => {
  it("names the number of filters set in words and shows it as a badge", () => {
    render(<FilterButton label="Filter" count={3} countLabel={(n) => `${n} gesetzt`} onClick={() => undefined} />);
    const button = screen.getByRole("button", { name: "Filter, 3 gesetzt" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.querySelector(".sr-filter-button__badge")?.textContent).toBe("3");
  });

  it("is just 'Filter' with nothing set, and a link to the filters without JavaScript", () => {
    render(<FilterButton label="Filter" count={0} countLabel={(n) => `${n} gesetzt`} href="#filters" />);
    const link = screen.getByRole("link", { name: "Filter" });
    expect(link.getAttribute("href")).toBe("#filters");
    expect(link.querySelector(".sr-filter-button__badge")).toBeNull();
  });
});
