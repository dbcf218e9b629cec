import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSection } from "./filter-section";

describe("FilterSection", () => {
  it("is a details/summary disclosure that keeps its fields in the form when closed", () => {
    const { container } = render(
      <form>
        <FilterSection title="Aussehen" activeCount={2} activeLabel={(n) => `${n} aktiv`}>
          <input name="hair_color" defaultValue="15" aria-label="Haarfarbe" />
        </FilterSection>
      </form>,
    );
    const details = container.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(screen.getByText("Aussehen").closest("summary")).not.toBeNull();
    expect(screen.getByText("2 aktiv").className).toBe("sr-visually-hidden");
    const form = container.querySelector("form")!;
    expect(new FormData(form).get("hair_color")).toBe("15");
    fireEvent.click(container.querySelector("summary")!);
    expect(details.open).toBe(true);
  });

  it("opens by default when asked and shows no count without active filters", () => {
    const { container } = render(
      <FilterSection title="Ort" defaultOpen>
        <p>x</p>
      </FilterSection>,
    );
    expect(container.querySelector("details")!.open).toBe(true);
    expect(container.querySelector(".sr-filter-section__count")).toBeNull();
  });

  it("lazy: renders its content once opened, and keeps it", () => {
    const { container } = render(
      <FilterSection title="Aussehen" lazyContent>
        <input name="hair_color" aria-label="Haarfarbe" />
      </FilterSection>,
    );
    expect(container.querySelector("input")).toBeNull();
    const details = container.querySelector("details")!;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(container.querySelector("input[name=hair_color]")).not.toBeNull();
    details.open = false;
    fireEvent(details, new Event("toggle"));
    expect(container.querySelector("input[name=hair_color]")).not.toBeNull();
  });

  it("lazy but open by default: rendered from the start (e.g. on the server)", () => {
    const { container } = render(
      <FilterSection title="Ort" lazyContent defaultOpen>
        <input name="place" aria-label="Ort" />
      </FilterSection>,
    );
    expect(container.querySelector("input[name=place]")).not.toBeNull();
  });

  it("lazy, opened before the page's script ran (no toggle handler yet): the content appears on hydration", async () => {
    const tree = (
      <FilterSection title="Aussehen" lazyContent>
        <input name="hair_color" aria-label="Haarfarbe" />
      </FilterSection>
    );
    const host = document.createElement("div");
    host.innerHTML = renderToString(tree);
    document.body.append(host);
    host.querySelector("details")!.open = true; // the user's click, answered by the browser alone
    expect(host.querySelector("input")).toBeNull();
    await act(async () => {
      hydrateRoot(host, tree);
    });
    expect(host.querySelector("input[name=hair_color]")).not.toBeNull();
    host.remove();
  });
});
