import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type TChipTone = "member" | "verified" | "new" | "neutral";

export type TChipProps = {
  tone?: TChipTone;
  /** A small decorative mark before the text (an icon); hidden from assistive technology. */
  icon?: ReactNode;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLSpanElement>, "children">;

/** A short fact as a rounded label (member, verified, "14 Bewertungen"): not interactive. */
export function Chip({ tone = "neutral", icon, className, children, ...rest }: TChipProps) {
  return (
    <span {...rest} className={cx("sr-chip", `sr-chip--${tone}`, className)}>
      {icon ? (
        <span className="sr-chip__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}

export type TChipItem = { key: string; label: string; tone?: TChipTone; icon?: ReactNode };

export type TChipListProps = {
  items: readonly TChipItem[];
  /** Names the list for screen readers ("Merkmale"); without it the list is unnamed. */
  label?: string;
  /** data-testid of each chip is `${testIdPrefix}-${key}` when given. */
  testIdPrefix?: string;
} & Omit<HTMLAttributes<HTMLUListElement>, "children">;

/** Chips as a list, wrapping onto more lines as needed; renders nothing for no items. */
export function ChipList({ items, label, testIdPrefix, className, ...rest }: TChipListProps) {
  if (items.length === 0) return null;
  return (
    <ul {...rest} aria-label={label} className={cx("sr-chip-list", className)}>
      {items.map((item) => (
        <li key={item.key}>
          <Chip tone={item.tone} icon={item.icon} data-testid={testIdPrefix ? `${testIdPrefix}-${item.key}` : undefined}>
            {item.label}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
