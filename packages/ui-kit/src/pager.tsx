import type { ReactNode } from "react";
import { cx } from "./class-names";

/** One entry of a pager: a page number or a gap. */
export type TPagerItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * Pages a pager shows: the first and last page, the current one with `siblings` on each side, and gaps (…)
 * where pages are left out. A gap never hides a single page: that page is shown instead.
 */
export function pagerItems(current: number, pageCount: number, siblings = 1): TPagerItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const shown = new Set<number>([1, count]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= count) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: TPagerItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ kind: "page", page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page: p });
  });
  return items;
}

export type TPagerLinkProps = { href: string; className: string; children: ReactNode; "aria-label"?: string; "aria-current"?: "page"; rel?: string };

export type TPagerProps = {
  current: number;
  pageCount: number;
  /** URL of a page (links work without JavaScript). */
  hrefFor: (page: number) => string;
  /** Translated texts: the navigation's name, previous/next, and a page's accessible name ("Seite 3"). */
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
  /** Renders a link (e.g. the router's Link); a plain <a> by default. */
  renderLink?: (props: TPagerLinkProps) => ReactNode;
  siblings?: number;
  className?: string;
};

const plainLink = ({ children, ...props }: TPagerLinkProps) => <a {...props}>{children}</a>;

/** Page navigation: previous, page numbers with gaps, next. Nothing is rendered for a single page. */
export function Pager({ current, pageCount, hrefFor, labels, renderLink = plainLink, siblings = 1, className }: TPagerProps) {
  if (pageCount <= 1) return null;
  const items = pagerItems(current, pageCount, siblings);
  return (
    <nav className={cx("sr-pager", className)} aria-label={labels.nav}>
      <ul className="sr-pager__list">
        <li className="sr-pager__item">
          {current > 1 ? (
            renderLink({ href: hrefFor(current - 1), className: "sr-pager__link sr-pager__step", rel: "prev", children: labels.previous })
          ) : (
            <span className="sr-pager__link sr-pager__step sr-pager__link--disabled" aria-disabled="true">
              {labels.previous}
            </span>
          )}
        </li>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className="sr-pager__item sr-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} className="sr-pager__item">
              {renderLink({
                href: hrefFor(item.page),
                className: cx("sr-pager__link", item.page === current && "sr-pager__link--current"),
                "aria-label": labels.page(item.page),
                "aria-current": item.page === current ? "page" : undefined,
                children: item.page,
              })}
            </li>
          ),
        )}
        <li className="sr-pager__item">
          {current < pageCount ? (
            renderLink({ href: hrefFor(current + 1), className: "sr-pager__link sr-pager__step", rel: "next", children: labels.next })
          ) : (
            <span className="sr-pager__link sr-pager__step sr-pager__link--disabled" aria-disabled="true">
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
