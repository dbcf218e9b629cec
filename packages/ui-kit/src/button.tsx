import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "./class-names";

export type TButtonProps = {
  /** danger: an action that destroys or hides something (delete, pause the account); pair it with a confirmation. */
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md";
  /** While true the button is disabled and announced as busy, so a form cannot be sent twice. */
  loading?: boolean;
} & ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = forwardRef<HTMLButtonElement, TButtonProps>(function Button(
  { variant = "primary", size = "md", loading = false, type = "button", disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      // "button" by default: a bare <button> inside a form would submit it, which is rarely what a caller means.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx("sr-button", `sr-button--${variant}`, `sr-button--${size}`, loading && "sr-button--loading", className)}
    >
      {loading ? <span className="sr-button__spinner" aria-hidden="true" /> : null}
      <span className="sr-button__label">{children}</span>
    </button>
  );
});
