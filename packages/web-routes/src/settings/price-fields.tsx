import { PRICE_DURATIONS } from "@samtrot/constants-catalogue";
import { TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";

/** Prices per duration (spec 000 §3): one number field per duration; empty means not offered. */
export function PriceFields(props: {
  legend: string;
  required: boolean;
  value: (name: string) => string | undefined;
  fieldError: (name: string) => string | undefined;
  error?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <fieldset className="sr-field wr-prices" aria-describedby={props.error ? "prices-error" : undefined}>
      <legend className="sr-field__label">
        {props.legend}
        {props.required ? (
          <span className="sr-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <p className="sr-field__hint">{t("join.prices_hint")}</p>
      <div className="wr-prices__grid">
        {PRICE_DURATIONS.map((minutes) => (
          <TextInput
            key={minutes}
            label={minutes % 60 === 0 ? t("join.price_hours", { count: minutes / 60 }) : t("join.price_minutes", { count: minutes })}
            name={`price_${minutes}`}
            inputMode="numeric"
            defaultValue={props.value(`price_${minutes}`)}
            error={props.fieldError(`price_${minutes}`)}
          />
        ))}
      </div>
      {props.error ? (
        <p id="prices-error" className="sr-field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
