import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type TAlertProps = {
  tone: "error" | "info" | "success";
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, "children">;

/**
 * A message box. Errors interrupt (role="alert"); info and success wait their turn (role="status"),
 * so a confirmation does not cut off what a screen reader is saying.
 */
export function Alert({ tone, children, className, ...rest }: TAlertProps) {
  return (
    <div role={tone === "error" ? "alert" : "status"} {...rest} className={cx("sr-alert", `sr-alert--${tone}`, className)}>
      {children}
    </div>
  );
}
