import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageShell } from "./page-shell";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function renderShell() {
  return render(
    <PageShell
      skipToContentLabel="Zum Inhalt springen"
      header={<SiteHeader brandName="Samtrot" homeHref="/" />}
      footer={<SiteFooter label="Fußzeile" links={[{ href: "/about", label: "Über uns" }]} />}
    >
      <h1>Start</h1>
    </PageShell>,
  );
}

describe("PageShell", () => {
  it("starts with a skip link whose target is the main landmark", () => {
    renderShell();
    const links = screen.getAllByRole("link");
    const skip = links[0];
    expect(skip?.textContent).toBe("Zum Inhalt springen");
    expect(skip?.className).toBe("sr-skip-link");
    const target = document.querySelector(skip?.getAttribute("href") ?? "#none");
    expect(target).toBe(screen.getByRole("main"));
  });

  it("has a focusable-by-script main holding the content, between banner and contentinfo", () => {
    renderShell();
    const main = screen.getByRole("main");
    expect(main.id).toBe("main");
    expect(main.getAttribute("tabindex")).toBe("-1");
    expect(main.querySelector("h1")?.textContent).toBe("Start");
    main.focus();
    expect(document.activeElement).toBe(main);

    const banner = screen.getByRole("banner");
    const contentinfo = screen.getByRole("contentinfo");
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(contentinfo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("the skip link is a real anchor that can take focus", () => {
    renderShell();
    const skip = screen.getByRole("link", { name: "Zum Inhalt springen" });
    skip.focus();
    expect(document.activeElement).toBe(skip);
    fireEvent.click(skip);
  });
});
