import { forwardRef, type InputHTMLAttributes } from "react";
import { cx } from "./class-names";
import { useFieldIds } from "./field-ids";
import { FieldLabelText, FieldMessages } from "./field-parts";

export type TCheckboxProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A checkbox with its label to the right; the whole label is the click target. `className` goes on the wrapper. */
export const Checkbox = forwardRef<HTMLInputElement, TCheckboxProps>(function Checkbox(
  { label, name, error, hint, required, id, className, "aria-describedby": ariaDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error), describedBy: ariaDescribedBy });
  return (
    <div className={cx("sr-field", "sr-field--checkbox", error && "sr-field--invalid", className)}>
      <div className="sr-checkbox">
        <input
          {...rest}
          ref={ref}
          id={ids.controlId}
          name={name}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="sr-checkbox__input"
        />
        <label className="sr-checkbox__label" htmlFor={ids.controlId}>
          <FieldLabelText label={label} required={required} />
        </label>
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
});
