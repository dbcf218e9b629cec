import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";
import { Heading, type THeadingLevel } from "./heading";

export type TEmptyStateProps = {
  title: string;
  /** Explanation and next steps (a link or a button). */
  children?: ReactNode;
  headingLevel?: THeadingLevel;
} & Omit<HTMLAttributes<HTMLDivElement>, "children" | "title">;

export function EmptyState({ title, children, headingLevel = 2, className, ...rest }: TEmptyStateProps) {
  return (
    <div {...rest} className={cx("sr-empty", className)}>
      <Heading level={headingLevel} className="sr-empty__title">
        {title}
      </Heading>
      {children !== undefined && children !== null ? <div className="sr-empty__body">{children}</div> : null}
    </div>
  );
}
