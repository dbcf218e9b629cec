import { forwardRef, useState, type TextareaHTMLAttributes } from "react";
import { cx } from "./class-names";
import { useFieldIds } from "./field-ids";
import { FieldLabelText, FieldMessages } from "./field-parts";

export type TTextareaProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /**
   * A live character counter: `format(count)` gives its text (translated by the caller, e.g. "140 / 2.500").
   * It is a polite live region, so screen readers hear it without being interrupted.
   */
  counter?: { format: (count: number) => string; tooShort?: (count: number) => boolean; tooLong?: (count: number) => boolean };
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line text field, optionally with a live character counter. */
export const Textarea = forwardRef<HTMLTextAreaElement, TTextareaProps>(function Textarea(
  { label, name, error, hint, required, id, counter, className, defaultValue, value, onChange, "aria-describedby": ariaDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error), describedBy: ariaDescribedBy });
  const counterId = `${ids.controlId}-counter`;
  const [length, setLength] = useState(String(value ?? defaultValue ?? "").length);
  const shown = value !== undefined ? String(value).length : length;
  const outOfRange = counter && (counter.tooShort?.(shown) || counter.tooLong?.(shown));
  return (
    <div className={cx("sr-field", error && "sr-field--invalid", className)}>
      <label className="sr-field__label" htmlFor={ids.controlId}>
        <FieldLabelText label={label} required={required} />
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={ids.controlId}
        name={name}
        required={required}
        defaultValue={defaultValue}
        value={value}
        onChange={(event) => {
          setLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.describedBy, counter ? counterId : null].filter(Boolean).join(" ") || undefined}
        className="sr-textarea"
      />
      {counter ? (
        <p id={counterId} className={cx("sr-textarea__counter", outOfRange && "sr-textarea__counter--out")} aria-live="polite">
          {counter.format(shown)}
        </p>
      ) : null}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
});
