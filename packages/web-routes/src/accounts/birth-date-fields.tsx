import { useTranslation } from "react-i18next";

const MONTH_KEYS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

/**
 * Birth date as three single choices (spec 001 §5: birthday month and day are single-choice). Years reach
 * back 100 years and forward to 10 years ago, so the 18+ rule is checked, not hidden by the list.
 */
export function BirthDateFields(props: { error?: string; value: (name: string) => string | undefined }) {
  const { t } = useTranslation("common");
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: 91 }, (_, i) => thisYear - 10 - i);
  return (
    <fieldset className="sr-field wr-birth" aria-describedby={props.error ? "birth-date-error" : undefined}>
      <legend className="sr-field__label">
        {t("join.birth_date")}
        <span className="sr-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="wr-birth__parts">
        <label>
          <span className="sr-visually-hidden">{t("join.birth_day")}</span>
          <select name="birth_day" className="sr-select" required defaultValue={props.value("birth_day") ?? ""} aria-invalid={props.error ? true : undefined}>
            <option value="">{t("join.birth_day")}</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-visually-hidden">{t("join.birth_month")}</span>
          <select name="birth_month" className="sr-select" required defaultValue={props.value("birth_month") ?? ""} aria-invalid={props.error ? true : undefined}>
            <option value="">{t("join.birth_month")}</option>
            {MONTH_KEYS.map((key, i) => (
              <option key={key} value={i + 1}>
                {t(`join.months.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-visually-hidden">{t("join.birth_year")}</span>
          <select name="birth_year" className="sr-select" required defaultValue={props.value("birth_year") ?? ""} aria-invalid={props.error ? true : undefined}>
            <option value="">{t("join.birth_year")}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
      {props.error ? (
        <p id="birth-date-error" className="sr-field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
