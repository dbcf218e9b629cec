import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type TStickyActionBarProps = {
  /** Names the region ("Aktionen"). */
  label: string;
  /** Short context beside the actions on phones and above them on desktop (name, price). */
  summary?: ReactNode;
  /** The actions: buttons, forms, links. */
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "children">;

/**
 * The page's main actions, always at hand: a bar fixed to the bottom of the screen on phones and tablets (with a
 * spacer so it never hides the end of the page), and a card that stays in view in the side column from 960 px.
 */
export function StickyActionBar({ label, summary, children, className, ...rest }: TStickyActionBarProps) {
  return (
    <>
      <aside {...rest} aria-label={label} className={cx("sr-action-bar", className)}>
        {summary ? <div className="sr-action-bar__summary">{summary}</div> : null}
        <div className="sr-action-bar__actions">{children}</div>
      </aside>
      <div className="sr-action-bar__spacer" aria-hidden="true" />
    </>
  );
}
