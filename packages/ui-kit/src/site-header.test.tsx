import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  it("is the banner with the brand name linking home and the caller's actions", () => {
    render(
      <SiteHeader brandName="Nachtfalter" homeHref="/de/" className="top">
        <nav aria-label="Konto">
          <a href="/de/login">Anmelden</a>
        </nav>
      </SiteHeader>,
    );
    const banner = screen.getByRole("banner");
    expect(banner.className).toBe("sr-header top");
    expect(within(banner).getByRole("link", { name: "Nachtfalter" }).getAttribute("href")).toBe("/de/");
    expect(within(banner).getByRole("navigation", { name: "Konto" })).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "Anmelden" })).toBeTruthy();
  });

  it("renders no empty actions container without children", () => {
    render(<SiteHeader brandName="Samtrot" homeHref="/" />);
    expect(document.querySelector(".sr-header__actions")).toBeNull();
  });
});
