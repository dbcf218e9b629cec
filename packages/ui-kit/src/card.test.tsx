import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./card";

describe("Card", () => {
  it("is a section named by its title heading by default", () => {
    render(<Card title="Über mich">Text</Card>);
    const region = screen.getByRole("region", { name: "Über mich" });
    expect(region.tagName).toBe("SECTION");
    expect(region.className).toBe("sr-card");
    expect(screen.getByRole("heading", { level: 2, name: "Über mich" })).toBeTruthy();
    expect(region.textContent).toContain("Text");
  });

  it("renders as article or div with the chosen heading level and passes attributes", () => {
    const { rerender } = render(
      <Card as="article" title="Bewertung" headingLevel={3} className="x" data-testid="card">
        Gut
      </Card>,
    );
    expect(screen.getByRole("article", { name: "Bewertung" }).classList.contains("x")).toBe(true);
    expect(screen.getByRole("heading", { level: 3 })).toBeTruthy();

    rerender(
      <Card as="div" title="Kasten" data-testid="card">
        Inhalt
      </Card>,
    );
    const div = screen.getByTestId("card");
    expect(div.tagName).toBe("DIV");
    // A plain div may not carry a name.
    expect(div.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("without a title has no heading and keeps a caller's own label", () => {
    render(
      <Card aria-label="Hinweise">
        <p>Nur Text</p>
      </Card>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("region", { name: "Hinweise" })).toBeTruthy();
  });
});
