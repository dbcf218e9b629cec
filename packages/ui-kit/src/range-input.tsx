import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { cx } from "./class-names";

/** A range with open sides as null: { min: 18, max: null } is "18 and up". */
export type TRangeValue = { min: number | null; max: number | null };

export type TRangeInputProps = {
  /** The question, shown as the fieldset's legend ("Alter"). */
  legend: string;
  /** Field names; a form without JavaScript sends both. */
  minName: string;
  maxName: string;
  /** Labels of the two inputs ("von", "bis"). */
  minLabel: string;
  maxLabel: string;
  /** The committed range (controlled). */
  value: TRangeValue;
  /** Called when the visitor leaves a field or presses Enter, not on every keystroke. */
  onCommit?: (range: TRangeValue) => void;
  /** Bounds of both inputs (browser hints; the caller still checks). */
  bounds?: { min: number; max: number };
  /** Shown after the inputs ("cm", "€"). */
  unit?: string;
  error?: string;
  hint?: string;
  className?: string;
};

const toText = (value: number | null) => (value === null ? "" : String(value));
const toNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.trunc(value) : null;
};

/**
 * Two number inputs for a from–to range in a fieldset. Typing stays local; the range is committed on blur or
 * Enter, so a search does not run for every digit. Leaving a side empty leaves it open.
 */
export function RangeInput(props: TRangeInputProps) {
  const { legend, minName, maxName, minLabel, maxLabel, value, onCommit, bounds, unit, error, hint, className } = props;
  const base = `sr-range${useId()}`;
  const [minText, setMinText] = useState(toText(value.min));
  const [maxText, setMaxText] = useState(toText(value.max));
  useEffect(() => setMinText(toText(value.min)), [value.min]);
  useEffect(() => setMaxText(toText(value.max)), [value.max]);

  const commit = () => {
    const next = { min: toNumber(minText), max: toNumber(maxText) };
    if (next.min !== value.min || next.max !== value.max) onCommit?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && onCommit) {
      // With a handler the range applies here; without one Enter submits the form as usual.
      event.preventDefault();
      commit();
    }
  };
  const describedBy = [hint ? `${base}-hint` : null, error ? `${base}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className={cx("sr-field", "sr-range", error && "sr-field--invalid", className)} aria-describedby={describedBy}>
      <legend className="sr-field__label">{legend}</legend>
      {hint ? (
        <p id={`${base}-hint`} className="sr-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="sr-range__inputs">
        {(
          [
            ["min", minName, minLabel, minText, setMinText],
            ["max", maxName, maxLabel, maxText, setMaxText],
          ] as const
        ).map(([side, name, label, text, setText]) => (
          <div className="sr-range__side" key={side}>
            <label className="sr-range__label" htmlFor={`${base}-${side}`}>
              {label}
            </label>
            <input
              id={`${base}-${side}`}
              className="sr-input sr-range__input"
              type="number"
              inputMode="numeric"
              name={name}
              value={text}
              min={bounds?.min}
              max={bounds?.max}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setText(event.currentTarget.value)}
              onBlur={onCommit ? commit : undefined}
              onKeyDown={onKeyDown}
            />
            {unit ? (
              <span className="sr-range__unit" aria-hidden="true">
                {unit}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${base}-error`} className="sr-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
