import { forwardRef, type ReactNode } from "react";
import { cx } from "./class-names";

export type TFilterButtonProps = {
  /** Visible text ("Filter"). */
  label: string;
  /** How many filters are set; a badge shows it when above 0. */
  count: number;
  /** Translated text that completes the accessible name ("3 gesetzt" → "Filter, 3 gesetzt"). */
  countLabel: (count: number) => string;
  /**
   * Where the filters are without JavaScript (e.g. "#filters" further down the page): then it is a link. Leave it
   * out once the button can open the filters itself.
   */
  href?: string;
  onClick?: () => void;
  /** The dialog it opens is open (aria-expanded). */
  expanded?: boolean;
  className?: string;
  "data-testid"?: string;
};

function Content({ label, count }: Pick<TFilterButtonProps, "label" | "count">): ReactNode {
  return (
    <>
      <svg className="sr-filter-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 7h10M18 7h2M4 17h4M12 17h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        <circle cx="16" cy="7" r="2" stroke="currentColor" strokeWidth="2" fill="none" />
        <circle cx="10" cy="17" r="2" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
      <span>{label}</span>
      {/* A space between label and number: tools that read the visible text get "Filter 3", the start of the name. */}
      {count > 0 ? " " : null}
      {count > 0 ? (
        <span className="sr-filter-button__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </>
  );
}

/**
 * The button that opens the filters of a list (on phones, where they live in a sheet), with the number of filters
 * set as a badge; its accessible name says it in words ("Filter, 3 gesetzt"). Without JavaScript it can be a link
 * to the filters on the page.
 */
export const FilterButton = forwardRef<HTMLButtonElement & HTMLAnchorElement, TFilterButtonProps>(function FilterButton(
  { label, count, countLabel, href, onClick, expanded, className, "data-testid": testId },
  ref,
) {
  const classes = cx("sr-filter-button", count > 0 && "sr-filter-button--active", className);
  // One name in every browser ("Filter, 3 gesetzt"); it starts with the visible label, as WCAG 2.5.3 asks.
  const name = count > 0 ? `${label}, ${countLabel(count)}` : undefined;
  if (href !== undefined) {
    return (
      <a ref={ref} className={classes} href={href} aria-label={name} data-testid={testId}>
        <Content label={label} count={count} />
      </a>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      className={classes}
      aria-haspopup="dialog"
      aria-expanded={expanded ?? undefined}
      aria-label={name}
      onClick={onClick}
      data-testid={testId}
    >
      <Content label={label} count={count} />
    </button>
  );
});
