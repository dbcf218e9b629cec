import { forwardRef, type SelectHTMLAttributes } from "react";
import { cx } from "./class-names";
import { useFieldIds } from "./field-ids";
import { FieldLabelText, FieldMessages } from "./field-parts";

export type TSelectOption = { value: string; label: string };

export type TSelectProps = {
  label: string;
  name: string;
  options: TSelectOption[];
  error?: string;
  hint?: string;
  required?: boolean;
  /** Optional first, empty choice ("Bitte wählen"); with `required` the browser refuses it. */
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled native select. `className` goes on the wrapper, for layout. */
export const Select = forwardRef<HTMLSelectElement, TSelectProps>(function Select(
  { label, name, options, error, hint, required, placeholder, id, className, "aria-describedby": ariaDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error), describedBy: ariaDescribedBy });
  return (
    <div className={cx("sr-field", error && "sr-field--invalid", className)}>
      <label className="sr-field__label" htmlFor={ids.controlId}>
        <FieldLabelText label={label} required={required} />
      </label>
      <select
        {...rest}
        ref={ref}
        id={ids.controlId}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="sr-select"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
});
