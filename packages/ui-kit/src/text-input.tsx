import { forwardRef, type InputHTMLAttributes } from "react";
import { cx } from "./class-names";
import { useFieldIds } from "./field-ids";
import { FieldLabelText, FieldMessages } from "./field-parts";

export type TTextInputProps = {
  label: string;
  name: string;
  /** Translated error text; when set the input is aria-invalid and describes itself with it. */
  error?: string;
  hint?: string;
  required?: boolean;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text-like input (text, email, password, number, …). `className` goes on the wrapper, for layout. */
export const TextInput = forwardRef<HTMLInputElement, TTextInputProps>(function TextInput(
  { label, name, error, hint, required, id, type = "text", className, "aria-describedby": ariaDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error), describedBy: ariaDescribedBy });
  return (
    <div className={cx("sr-field", error && "sr-field--invalid", className)}>
      <label className="sr-field__label" htmlFor={ids.controlId}>
        <FieldLabelText label={label} required={required} />
      </label>
      <input
        {...rest}
        ref={ref}
        id={ids.controlId}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="sr-input"
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
});
