import type { HTMLAttributes } from "react";

export type THeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level the caller picks, so a component fits the outline of whatever page it sits on. */
export function Heading({ level, ...rest }: { level: THeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...rest} />;
}
