import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileTile } from "./profile-tile";

const LENA = {
  href: "/profile/Lena.Berlin",
  username: "Lena.Berlin",
  avatarUrl: "/api/v2/media/avatar/12.svg",
  ageLabel: "27 Jahre",
  locationLabel: "Berlin",
  distanceLabel: "12 km",
  priceLabel: "150 € / Std.",
};

describe("ProfileTile", () => {
  it("is an article with exactly one link, named by the username, to the profile", () => {
    render(<ProfileTile {...LENA} />);
    const tile = screen.getByRole("article");
    expect(tile.getAttribute("data-testid")).toBe("profile-tile");
    const links = within(tile).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/profile/Lena.Berlin");
    expect(links[0]?.textContent).toBe("Lena.Berlin");
    expect(links[0]?.className).toBe("sr-tile__link");
    expect(within(tile).getByRole("heading", { level: 2, name: "Lena.Berlin" })).toBeTruthy();
  });

  it("shows a decorative, lazily loaded avatar with a fixed size", () => {
    render(<ProfileTile {...LENA} />);
    const img = screen.getByRole("article").querySelector("img");
    expect(img?.getAttribute("src")).toBe("/api/v2/media/avatar/12.svg");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("width")).toBe("320");
    expect(img?.getAttribute("height")).toBe("320");
    expect(img?.getAttribute("loading")).toBe("lazy");
    // alt="" takes the picture out of the accessibility tree: no unnamed image is announced.
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("loads a first-row tile's picture eagerly with high fetch priority, the others lazily without a priority", () => {
    render(
      <>
        <ProfileTile {...LENA} priority />
        <ProfileTile {...LENA} username="Mia" />
      </>,
    );
    const [first, other] = screen.getAllByRole("article").map((tile) => tile.querySelector("img"));
    expect(first?.getAttribute("loading")).toBe("eager");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(other?.getAttribute("loading")).toBe("lazy");
    expect(other?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("shows the facts and the price, with separators hidden from screen readers", () => {
    render(<ProfileTile {...LENA} />);
    const facts = document.querySelector(".sr-tile__facts");
    expect(facts?.textContent).toBe("27 Jahre · Berlin · 12 km");
    expect(Array.from(facts?.querySelectorAll(".sr-tile__separator") ?? [], (s) => s.getAttribute("aria-hidden"))).toEqual(["true", "true"]);
    expect(document.querySelector(".sr-tile__price")?.textContent).toBe("150 € / Std.");
  });

  it("leaves out facts, price and badges that are not given", () => {
    render(<ProfileTile href="/p/x" username="x" avatarUrl="/a.svg" locationLabel="Wien" />);
    expect(document.querySelector(".sr-tile__facts")?.textContent).toBe("Wien");
    expect(document.querySelector(".sr-tile__separator")).toBeNull();
    expect(document.querySelector(".sr-tile__price")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists its badges with their tone classes, neutral by default", () => {
    render(
      <ProfileTile
        {...LENA}
        badges={[
          { key: "member", label: "Mitglied", tone: "member" },
          { key: "verified", label: "Verifiziert", tone: "verified" },
          { key: "new", label: "Neu", tone: "new" },
          { key: "lang", label: "DE · EN" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => [item.textContent, item.className])).toEqual([
      ["Mitglied", "sr-badge sr-badge--member"],
      ["Verifiziert", "sr-badge sr-badge--verified"],
      ["Neu", "sr-badge sr-badge--new"],
      ["DE · EN", "sr-badge sr-badge--neutral"],
    ]);
  });

  it("takes a heading level, className and attributes", () => {
    render(<ProfileTile {...LENA} headingLevel={3} className="wide" data-testid="lena" imageSize={200} />);
    const tile = screen.getByTestId("lena");
    expect(tile.className).toBe("sr-tile wide");
    expect(within(tile).getByRole("heading", { level: 3 })).toBeTruthy();
    expect(tile.querySelector("img")?.getAttribute("width")).toBe("200");
  });
});
