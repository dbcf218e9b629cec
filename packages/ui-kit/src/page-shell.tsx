import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

/** The id the skip link jumps to; the main landmark carries it. */
export const MAIN_CONTENT_ID = "main";

export type TPageShellProps = {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Translated text of the skip link ("Zum Inhalt springen"). */
  skipToContentLabel: string;
} & Omit<HTMLAttributes<HTMLDivElement>, "children">;

/**
 * Page frame: skip link, header, main, footer. The main element takes tabIndex -1 so the skip link
 * moves keyboard focus (not just the scroll position) into the content in every browser.
 */
export function PageShell({ header, footer, children, skipToContentLabel, className, ...rest }: TPageShellProps) {
  return (
    <div {...rest} className={cx("sr-page", className)}>
      <a className="sr-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {skipToContentLabel}
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="sr-page__main">
        {children}
      </main>
      {footer}
    </div>
  );
}
