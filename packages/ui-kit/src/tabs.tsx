import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cx } from "./class-names";

export type TTabItem = {
  key: string;
  label: string;
  /** Shown beside the label ("Bewertungen 14"); leave out for a tab without a count. */
  count?: number;
  /** Where the tab leads without JavaScript: the server renders the page with this tab selected. */
  href: string;
  panel: ReactNode;
};

export type TTabsProps = {
  /** Names the tab list ("Profilbereiche"). */
  label: string;
  items: readonly TTabItem[];
  selectedKey: string;
  /** Called when the viewer picks another tab (click or arrow keys), e.g. to keep the address in step. */
  onSelect?: (key: string, href: string) => void;
  /** data-testid of each tab is `${testIdPrefix}-${key}` when given. */
  testIdPrefix?: string;
  className?: string;
};

/**
 * Tabs that work before and after hydration. The server renders links (each tab has an address) and only the
 * selected panel visible, so the page works without JavaScript. Once hydrated they become ARIA tabs (tablist,
 * tab, tabpanel) with a roving tabindex: arrow keys, Home and End move between tabs and select them, and a click
 * switches the panel without a page load.
 */
export function Tabs({ label, items, selectedKey, onSelect, testIdPrefix, className }: TTabsProps) {
  const baseId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(selectedKey);
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());
  useEffect(() => setEnhanced(true), []);
  // A navigation to another tab's address (back button, a link elsewhere) selects it.
  useEffect(() => setSelected(selectedKey), [selectedKey]);
  const current = items.some((item) => item.key === selected) ? selected : (items[0]?.key ?? "");
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  function select(key: string, focus: boolean) {
    const item = items.find((entry) => entry.key === key);
    if (!item) return;
    setSelected(key);
    if (focus) tabRefs.current.get(key)?.focus();
    if (key !== current) onSelect?.(key, item.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = items.findIndex((item) => item.key === current);
    const last = items.length - 1;
    const target =
      event.key === "ArrowRight" ? (index >= last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index <= 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : event.key === " " ? index
      : null;
    if (target === null) return;
    event.preventDefault();
    const key = items[target]?.key;
    if (key) select(key, true);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, key: string) {
    // Let modified clicks open the address in a new tab or window as links do.
    if (!enhanced || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(key, false);
  }

  return (
    <div className={cx("sr-tabs", className)} data-enhanced={enhanced ? "true" : "false"}>
      <div className="sr-tabs__scroller">
        <div role={enhanced ? "tablist" : "navigation"} aria-label={label} className="sr-tabs__list">
          {items.map((item) => {
            const isSelected = item.key === current;
            return (
              <a
                key={item.key}
                ref={(node) => {
                  if (node) tabRefs.current.set(item.key, node);
                  else tabRefs.current.delete(item.key);
                }}
                href={item.href}
                id={tabId(item.key)}
                className="sr-tabs__tab"
                data-testid={testIdPrefix ? `${testIdPrefix}-${item.key}` : undefined}
                data-selected={isSelected ? "true" : "false"}
                {...(enhanced
                  ? { role: "tab", "aria-selected": isSelected, "aria-controls": panelId(item.key), tabIndex: isSelected ? 0 : -1, onKeyDown }
                  : { "aria-current": isSelected ? ("page" as const) : undefined })}
                onClick={(event) => onClick(event, item.key)}
              >
                <span className="sr-tabs__label">{item.label}</span>
                {item.count !== undefined ? <span className="sr-tabs__count">{item.count}</span> : null}
              </a>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={panelId(item.key)}
          className="sr-tabs__panel"
          hidden={item.key !== current}
          {...(enhanced ? { role: "tabpanel", "aria-labelledby": tabId(item.key), tabIndex: 0 } : {})}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
