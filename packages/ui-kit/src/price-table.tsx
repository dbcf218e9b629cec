import type { HTMLAttributes } from "react";
import { cx } from "./class-names";

export type TPriceRow = { key: string; duration: string; price: string };

export type TPriceTableProps = {
  /** The table's caption, visually hidden when the section already has a heading saying the same. */
  caption: string;
  hideCaption?: boolean;
  durationHeader: string;
  priceHeader: string;
  rows: readonly TPriceRow[];
} & Omit<HTMLAttributes<HTMLTableElement>, "children">;

/** Prices per duration as a two-column table (duration, price), prices aligned on the right. */
export function PriceTable({ caption, hideCaption = false, durationHeader, priceHeader, rows, className, ...rest }: TPriceTableProps) {
  return (
    <table {...rest} className={cx("sr-price-table", className)}>
      <caption className={hideCaption ? "sr-visually-hidden" : "sr-price-table__caption"}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{durationHeader}</th>
          <th scope="col" className="sr-price-table__price">
            {priceHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.duration}</th>
            <td className="sr-price-table__price">{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
