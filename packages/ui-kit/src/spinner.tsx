import type { HTMLAttributes } from "react";
import { cx } from "./class-names";

export type TSpinnerProps = {
  /** Translated text announced to screen readers ("Wird geladen …"). */
  label: string;
  /** Show the label next to the circle as well; by default it is for screen readers only. */
  showLabel?: boolean;
} & Omit<HTMLAttributes<HTMLSpanElement>, "children">;

export function Spinner({ label, showLabel = false, className, ...rest }: TSpinnerProps) {
  return (
    <span role="status" {...rest} className={cx("sr-spinner", className)}>
      <span className="sr-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? "sr-spinner__label" : "sr-visually-hidden"}>{label}</span>
    </span>
  );
}
