import { useEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "./class-names";

export type TFilterSectionProps = {
  title: string;
  /** How many filters of this section are set; shown next to the title when above 0. */
  activeCount?: number;
  /** Translated accessible text of the count ("2 aktiv"). */
  activeLabel?: (count: number) => string;
  defaultOpen?: boolean;
  /**
   * Render the content only once the section is opened (then keep it). Saves the server render of long
   * option lists nobody opened; without JavaScript a closed section is then empty.
   */
  lazyContent?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A collapsible group of a filter panel, built on <details>/<summary>: opens with Enter or Space, needs no
 * script, and its content stays in the form (closed sections still send their fields).
 */
export function FilterSection({ title, activeCount = 0, activeLabel, defaultOpen, lazyContent, children, className }: TFilterSectionProps) {
  const [opened, setOpened] = useState(Boolean(defaultOpen));
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page ran its script: the browser opened it, but the toggle event found no handler yet.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      // the visitor may open it before hydration: "open" then differs from the server's HTML, rightly
      suppressHydrationWarning
      className={cx("sr-filter-section", className)}
      open={defaultOpen || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="sr-filter-section__summary">
        <span className="sr-filter-section__title">{title}</span>
        {activeCount > 0 ? (
          <span className="sr-filter-section__count">
            <span aria-hidden="true">{activeCount}</span>
            <span className="sr-visually-hidden">{activeLabel ? activeLabel(activeCount) : String(activeCount)}</span>
          </span>
        ) : null}
      </summary>
      <div className="sr-filter-section__body">{lazyContent && !opened ? null : children}</div>
    </details>
  );
}
