import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type TSiteHeaderProps = {
  brandName: string;
  homeHref: string;
  /** Navigation and actions shown on the right (language selector, sign-in links). */
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "children">;

export function SiteHeader({ brandName, homeHref, children, className, ...rest }: TSiteHeaderProps) {
  return (
    <header {...rest} className={cx("sr-header", className)}>
      <div className="sr-header__inner">
        <a className="sr-header__brand" href={homeHref}>
          {brandName}
        </a>
        {children !== undefined && children !== null ? <div className="sr-header__actions">{children}</div> : null}
      </div>
    </header>
  );
}
