import { useId, type ReactNode } from "react";
import { cx } from "./class-names";
import { FieldLabelText } from "./field-parts";

export type TChoiceOption = {
  value: string;
  label: string;
  /** A short explanation under the label (announced as the option's description). */
  description?: string;
};

export type TChoiceGroupProps = {
  /** The question, shown as the fieldset's legend. */
  legend: string;
  name: string;
  options: readonly TChoiceOption[];
  /** radio: exactly one (single choice); checkbox: any number. */
  kind: "radio" | "checkbox";
  /** Checked values when the group is uncontrolled (server render, forms without JavaScript). */
  defaultValue?: readonly string[];
  /** Controlled checked values; pair with onChange. */
  value?: readonly string[];
  onChange?: (values: string[]) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Lay options out in columns rather than one per line. */
  columns?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * A group of radio buttons or checkboxes in a fieldset with a legend. The error and hint describe the
 * group, the asterisk marks it required (for radios `required` also reaches the browser's own check).
 */
export function ChoiceGroup(props: TChoiceGroupProps) {
  const { legend, name, options, kind, defaultValue, value, onChange, required, error, hint, columns, className } = props;
  const base = `sr-choice${useId()}`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const current = value ? new Set(value) : null;
  const toggle = (optionValue: string, checked: boolean) => {
    if (!onChange) return;
    if (kind === "radio") onChange([optionValue]);
    else {
      const next = new Set(value ?? []);
      if (checked) next.add(optionValue);
      else next.delete(optionValue);
      onChange(options.map((o) => o.value).filter((v) => next.has(v)));
    }
  };
  return (
    <fieldset
      className={cx("sr-field", "sr-choice", error && "sr-field--invalid", className)}
      aria-describedby={describedBy}
      role={kind === "radio" ? "radiogroup" : undefined}
      aria-required={kind === "radio" ? required || undefined : undefined}
    >
      <legend className="sr-field__label">
        <FieldLabelText label={legend} required={required} />
      </legend>
      {hint ? (
        <p id={hintId} className="sr-field__hint">
          {hint}
        </p>
      ) : null}
      <div className={cx("sr-choice__options", columns && "sr-choice__options--columns")}>
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          return (
            <div className="sr-choice__option" key={option.value}>
              <input
                id={id}
                className="sr-choice__input"
                type={kind}
                name={name}
                value={option.value}
                required={kind === "radio" ? required : undefined}
                aria-describedby={option.description ? `${id}-description` : undefined}
                {...(current
                  ? { checked: current.has(option.value), onChange: (e) => toggle(option.value, e.currentTarget.checked) }
                  : { defaultChecked: defaultValue?.includes(option.value) })}
              />
              {option.description ? (
                <span className="sr-choice__text">
                  <label htmlFor={id} className="sr-choice__label">
                    {option.label}
                  </label>
                  <span id={`${id}-description`} className="sr-choice__description">
                    {option.description}
                  </span>
                </span>
              ) : (
                <label htmlFor={id} className="sr-choice__label">
                  {option.label}
                </label>
              )}
            </div>
          );
        })}
      </div>
      {props.children}
      {error ? (
        <p id={errorId} className="sr-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
