import { useId, type HTMLAttributes, type ReactNode } from "react";
import { cx } from "./class-names";
import { Heading, type THeadingLevel } from "./heading";

export type TCardProps = {
  title?: ReactNode;
  children: ReactNode;
  as?: "section" | "article" | "div";
  /** Level of the title heading; 2 unless the card sits below another section heading. */
  headingLevel?: THeadingLevel;
} & Omit<HTMLAttributes<HTMLElement>, "title" | "children">;

export function Card({ title, children, as = "section", headingLevel = 2, className, ...rest }: TCardProps) {
  const titleId = `sr-card${useId()}`;
  const Tag = as;
  // A titled section/article is named by its heading, which makes a section a navigable region.
  // A div has no role that may carry a name, so it gets none.
  const namedByTitle = title !== undefined && as !== "div" && !rest["aria-label"] && !rest["aria-labelledby"];
  return (
    <Tag {...rest} aria-labelledby={namedByTitle ? titleId : rest["aria-labelledby"]} className={cx("sr-card", className)}>
      {title !== undefined ? (
        <Heading level={headingLevel} id={titleId} className="sr-card__title">
          {title}
        </Heading>
      ) : null}
      <div className="sr-card__body">{children}</div>
    </Tag>
  );
}
