import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "./button";
import { cx } from "./class-names";

export type TLocationSuggestion = { value: string; label: string; detail?: string };

export type TLocationPickerProps = {
  /** Label of the text field ("Ort"). */
  label: string;
  /** Form field name of the text (a form without JavaScript sends the typed place). */
  name: string;
  /** The typed text (controlled). */
  text: string;
  onTextChange: (text: string) => void;
  /** Places matching the text; the caller searches its own catalogue. */
  suggestions: readonly TLocationSuggestion[];
  onSelect: (value: string) => void;
  /** Translated "no place found" text, shown when the text matches nothing. */
  noMatchText: string;
  /** The "use my position" button; left out when the browser has no geolocation. */
  position?: { label: string; busyLabel: string; busy: boolean; onClick: () => void };
  hint?: string;
  error?: string;
  className?: string;
};

/**
 * A place picker without a map: a combobox (ARIA 1.2 list autocomplete) over suggestions the caller supplies,
 * plus an optional "use my position" button. Arrow keys move through the list, Enter picks, Escape closes.
 */
export function LocationPicker(props: TLocationPickerProps) {
  const { label, name, text, onTextChange, suggestions, onSelect, noMatchText, position, hint, error, className } = props;
  const base = `sr-location${useId()}`;
  const listId = `${base}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && text.trim() !== "";
  const describedBy = [hint ? `${base}-hint` : null, error ? `${base}-error` : null].filter(Boolean).join(" ") || undefined;

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    onSelect(suggestion.value);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && showList && suggestions.length > 0) {
      // Enter picks the highlighted (or the first) place instead of submitting the form.
      event.preventDefault();
      pick(active >= 0 ? active : 0);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={cx("sr-field", "sr-location", error && "sr-field--invalid", className)}>
      <label className="sr-field__label" htmlFor={`${base}-input`}>
        {label}
      </label>
      <div className="sr-location__row">
        <div className="sr-location__combo">
          <input
            id={`${base}-input`}
            className="sr-input"
            type="text"
            name={name}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${base}-option-${active}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={text}
            onChange={(event) => {
              onTextChange(event.currentTarget.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={label} className="sr-location__list" hidden={!showList}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.value}
                id={`${base}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={cx("sr-location__option", index === active && "sr-location__option--active")}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(index);
                }}
              >
                <span className="sr-location__option-label">{suggestion.label}</span>
                {suggestion.detail ? <span className="sr-location__option-detail">{suggestion.detail}</span> : null}
              </li>
            ))}
          </ul>
          {showList && suggestions.length === 0 ? (
            <p className="sr-location__empty" role="status">
              {noMatchText}
            </p>
          ) : null}
        </div>
        {position ? (
          <Button variant="secondary" loading={position.busy} onClick={position.onClick}>
            {position.busy ? position.busyLabel : position.label}
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${base}-hint`} className="sr-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${base}-error`} className="sr-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
