import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type TFact = { key: string; label: string; value: ReactNode };

export type TFactGridProps = { facts: readonly TFact[] } & Omit<HTMLAttributes<HTMLDListElement>, "children">;

/**
 * Key facts as a definition list laid out in a grid of small cells (label above, value below): as many columns as
 * fit, so a phone shows two and a desktop column four. Renders nothing for no facts.
 */
export function FactGrid({ facts, className, ...rest }: TFactGridProps) {
  if (facts.length === 0) return null;
  return (
    <dl {...rest} className={cx("sr-facts", className)}>
      {facts.map((fact) => (
        <div key={fact.key} className="sr-facts__item" data-fact={fact.key}>
          <dt className="sr-facts__label">{fact.label}</dt>
          <dd className="sr-facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
