import { fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChipList } from "./chip";
import { FactGrid } from "./fact-grid";
import { GalleryHero, type TGalleryItem } from "./gallery-hero";
import { PriceTable } from "./price-table";
import { StickyActionBar } from "./sticky-action-bar";
import { Tabs, type TTabItem } from "./tabs";
import { WeekGrid, weekdayNames } from "./week-grid";

const TABS: TTabItem[] = [
  { key: "profile", label: "Profil", href: "/p/mia", panel: <p>Über mich</p> },
  { key: "reviews", label: "Bewertungen", count: 3, href: "/p/mia/reviews", panel: <p>Drei Bewertungen</p> },
  { key: "blogs", label: "Blogs", count: 0, href: "/p/mia/blogs", panel: <p>Keine Blogs</p> },
];

const PHOTOS: TGalleryItem[] = [1, 2, 3].map((n) => ({
  kind: "photo",
  key: `m${n}`,
  thumbSrc: `/m/${n}/thumb`,
  src: `/m/${n}/medium`,
  fullSrc: `/m/${n}/full`,
  width: 800,
  height: 1000,
  alt: `Foto ${n} von Mia`,
}));

const GALLERY_LABELS = { thumbnails: "Fotos", lightbox: "Fotos von Mia", close: "Schließen", previous: "Zurück", next: "Weiter" };

async function axeViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("Tabs", () => {
  it("server-renders links with the selected one marked and only its panel visible (works without JavaScript)", () => {
    const html = renderToString(<Tabs label="Bereiche" items={TABS} selectedKey="reviews" />);
    expect(html).not.toContain('role="tab"');
    expect(html).toContain('href="/p/mia/reviews"');
    expect(html).toMatch(/aria-current="page"[^>]*>.*Bewertungen/);
    const hiddenPanels = html.match(/<div[^>]*hidden=""[^>]*>/g) ?? [];
    expect(hiddenPanels).toHaveLength(2);
  });

  it("after hydration: ARIA tabs with a roving tabindex; arrow keys, Home and End move and select", async () => {
    const picked: string[] = [];
    render(
      <main>
        <Tabs label="Bereiche" items={TABS} selectedKey="profile" onSelect={(key) => picked.push(key)} />
      </main>,
    );
    const tablist = screen.getByRole("tablist", { name: "Bereiche" });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Über mich");
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Drei Bewertungen");
    fireEvent.keyDown(tabs[1]!, { key: "End" });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tabs[2]);
    expect(picked).toEqual(["reviews", "blogs", "profile", "blogs"]);
    expect(tablist.textContent).toContain("Bewertungen3");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("a plain click selects without following the link", () => {
    render(<Tabs label="Bereiche" items={TABS} selectedKey="profile" />);
    const reviews = screen.getByRole("tab", { name: /Bewertungen/ });
    // fireEvent answers false when a handler prevented the default (following the link).
    expect(fireEvent.click(reviews, { button: 0 })).toBe(false);
    expect(reviews.getAttribute("aria-selected")).toBe("true");
  });
});

describe("GalleryHero", () => {
  it("loads the main photo eagerly with high priority and the thumbnails lazily; all link to the full size", () => {
    const html = renderToString(<GalleryHero items={PHOTOS} placeholder={<p>Keine Fotos</p>} labels={GALLERY_LABELS} />);
    const [backdrop, main, ...thumbs] = html.match(/<img[^>]*>/g) ?? [];
    // The blurred backdrop is the same source, hidden from assistive technology.
    expect(backdrop).toContain('class="sr-gallery__backdrop"');
    expect(backdrop).toContain('aria-hidden="true"');
    expect(backdrop).toContain('src="/m/1/medium"');
    expect(main).toContain('class="sr-gallery__main-image"');
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchpriority="high"');
    expect(main).toContain('src="/m/1/medium"');
    expect(thumbs.length).toBeGreaterThan(0);
    expect(thumbs.every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(html).toContain('href="/m/2/full"');
  });

  it("shows the placeholder without photos, and locked photos as tiles that say why", async () => {
    const { container } = render(
      <GalleryHero
        items={[{ kind: "locked", key: "l", label: "Melde dich an, um dieses Foto zu sehen.", action: { href: "/login", label: "Anmelden" } }]}
        placeholder={<p>Keine Fotos</p>}
        labels={GALLERY_LABELS}
      />,
    );
    expect(screen.getByTestId("gallery-placeholder").textContent).toBe("Keine Fotos");
    expect(screen.getByRole("link", { name: "Melde dich an, um dieses Foto zu sehen. Anmelden" }).getAttribute("href")).toBe("/login");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("WeekGrid", () => {
  it("names the days in the page language, Monday first", () => {
    expect(weekdayNames("de-DE")).toEqual(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]);
    expect(weekdayNames("en-US", "short")[0]).toBe("Mon");
  });

  it("lists all seven days, closed ones with the closed label", () => {
    const { container } = render(<WeekGrid locale="de-DE" closedLabel="geschlossen" days={[{ day: 1, times: ["10:00 – 18:00"] }, { day: 7, times: ["20:00 – 02:00"] }]} />);
    const days = container.querySelectorAll(".sr-week__day");
    expect(days).toHaveLength(7);
    expect(days[0]!.textContent).toContain("10:00 – 18:00");
    expect(days[1]!.textContent).toContain("geschlossen");
    expect(days[6]!.textContent).toContain("Sonntag");
  });
});

describe("axe on the other profile parts", () => {
  it("ChipList, FactGrid, PriceTable and StickyActionBar have no violations", async () => {
    const { container } = render(
      <main>
        <ChipList label="Merkmale" items={[{ key: "a", label: "Verifiziert", tone: "verified" }]} />
        <FactGrid facts={[{ key: "height", label: "Größe", value: "170 cm" }]} />
        <PriceTable caption="Preise" durationHeader="Dauer" priceHeader="Preis" rows={[{ key: "60", duration: "1 Stunde", price: "150 €" }]} />
        <StickyActionBar label="Aktionen">
          <button type="button">Merken</button>
        </StickyActionBar>
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
    expect(screen.getByRole("complementary", { name: "Aktionen" })).toBeTruthy();
  });
});
