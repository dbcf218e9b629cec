import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

const LINKS = [
  { href: "/about", label: "Über uns" },
  { href: "/about/magazine", label: "Magazin" },
  { href: "https://support.example.test", label: "Hilfe-Center", external: true },
];

describe("SiteFooter", () => {
  it("is the contentinfo with a navigation named by label listing the links", () => {
    render(<SiteFooter label="Fußzeilen-Navigation" links={LINKS} note="© 2026 Samtrot" />);
    const footer = screen.getByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Fußzeilen-Navigation" });
    const items = within(nav).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole("link", { name: "Über uns" }).getAttribute("href")).toBe("/about");
    expect(footer.querySelector(".sr-footer__note")?.textContent).toBe("© 2026 Samtrot");
  });

  it("opens external links in a new tab without handing over window.opener; internal ones stay", () => {
    render(<SiteFooter label="Fußzeile" links={LINKS} newTabHint="öffnet in neuem Tab" />);
    const external = screen.getByRole("link", { name: /Hilfe-Center/ });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener");
    expect(external.querySelector(".sr-visually-hidden")?.textContent).toBe(" (öffnet in neuem Tab)");
    expect(external.querySelector(".sr-footer__external")?.getAttribute("aria-hidden")).toBe("true");
    const internal = screen.getByRole("link", { name: "Magazin" });
    expect(internal.hasAttribute("target")).toBe(false);
    expect(internal.hasAttribute("rel")).toBe(false);
  });

  it("has no note container without a note", () => {
    render(<SiteFooter label="Fußzeile" links={[]} />);
    expect(document.querySelector(".sr-footer__note")).toBeNull();
  });
});
