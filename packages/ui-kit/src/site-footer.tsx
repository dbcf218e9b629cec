import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export type TFooterLink = { href: string; label: string; external?: boolean };

export type TSiteFooterProps = {
  links: TFooterLink[];
  /** Translated name of the footer navigation landmark ("Fußzeile", "Rechtliches"). */
  label: string;
  note?: ReactNode;
  /**
   * Translated hint read after an external link's text, because external links open a new tab
   * ("öffnet in neuem Tab"); visually hidden. Omit it and only the ↗ mark is shown.
   */
  newTabHint?: string;
} & Omit<HTMLAttributes<HTMLElement>, "children">;

export function SiteFooter({ links, label, note, newTabHint, className, ...rest }: TSiteFooterProps) {
  return (
    <footer {...rest} className={cx("sr-footer", className)}>
      <div className="sr-footer__inner">
        <nav aria-label={label} className="sr-footer__nav">
          <ul className="sr-footer__links">
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`} className="sr-footer__item">
                {link.external ? (
                  // Another site (the support centre): new tab, and no window.opener handed to it.
                  <a className="sr-footer__link" href={link.href} target="_blank" rel="noopener">
                    {link.label}
                    <span className="sr-footer__external" aria-hidden="true">
                      {" ↗"}
                    </span>
                    {newTabHint ? <span className="sr-visually-hidden">{` (${newTabHint})`}</span> : null}
                  </a>
                ) : (
                  <a className="sr-footer__link" href={link.href}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {note !== undefined && note !== null ? <div className="sr-footer__note">{note}</div> : null}
      </div>
    </footer>
  );
}
