import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pager, pagerItems } from "./pager";

const labels = { nav: "Seiten", previous: "Zurück", next: "Weiter", page: (page: number) => `Seite ${page}` };
const show = (current: number, count: number) =>
  pagerItems(current, count)
    .map((item) => (item.kind === "gap" ? "…" : String(item.page)))
    .join(" ");

describe("pagerItems", () => {
  it("shows first, last, the current page with its neighbours, and gaps", () => {
    expect(show(1, 1)).toBe("1");
    expect(show(1, 3)).toBe("1 2 3");
    expect(show(5, 12)).toBe("1 … 4 5 6 … 12");
    expect(show(1, 12)).toBe("1 2 … 12");
    expect(show(12, 12)).toBe("1 … 11 12");
  });

  it("never hides a single page behind a gap", () => {
    expect(show(4, 12)).toBe("1 2 3 4 5 … 12");
    expect(show(9, 12)).toBe("1 … 8 9 10 11 12");
  });

  it("clamps the current page into range", () => {
    expect(show(99, 3)).toBe("1 2 3");
    expect(show(0, 3)).toBe("1 2 3");
  });
});

describe("Pager", () => {
  it("is a named navigation with links that work without JavaScript and marks the current page", () => {
    render(<Pager current={2} pageCount={3} hrefFor={(page) => `/suche?page=${page}`} labels={labels} />);
    const nav = screen.getByRole("navigation", { name: "Seiten" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Zurück", "/suche?page=1"],
      ["1", "/suche?page=1"],
      ["2", "/suche?page=2"],
      ["3", "/suche?page=3"],
      ["Weiter", "/suche?page=3"],
    ]);
    expect(within(nav).getByRole("link", { name: "Seite 2" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Seite 3" }).getAttribute("aria-current")).toBeNull();
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = render(<Pager current={1} pageCount={2} hrefFor={(p) => `?page=${p}`} labels={labels} />);
    expect(screen.queryByRole("link", { name: "Zurück" })).toBeNull();
    expect(screen.getByText("Zurück").getAttribute("aria-disabled")).toBe("true");
    rerender(<Pager current={2} pageCount={2} hrefFor={(p) => `?page=${p}`} labels={labels} />);
    expect(screen.queryByRole("link", { name: "Weiter" })).toBeNull();
  });

  it("renders nothing for a single page and uses the caller's link component", () => {
    const { container, rerender } = render(<Pager current={1} pageCount={1} hrefFor={(p) => `?page=${p}`} labels={labels} />);
    expect(container.innerHTML).toBe("");
    rerender(
      <Pager
        current={1}
        pageCount={2}
        hrefFor={(p) => `?page=${p}`}
        labels={labels}
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "Weiter" }).getAttribute("data-router")).toBe("yes");
  });
});
