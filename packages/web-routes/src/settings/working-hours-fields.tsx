import { WEEK_DAYS } from "@samtrot/constants-catalogue";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isOverDay, type TWorkingHourRow } from "../accounts/registration-forms";

/**
 * Working-hour slots (spec 000 §3: day, from, to, over midnight). Each row is a day with a tick, from and to;
 * a slot that ends at or before its start runs into the next day and says so. Plain fields, so the form works
 * without JavaScript; with it, more slots can be added (up to 4 a day).
 */
export function WorkingHoursFields(props: { rows: TWorkingHourRow[]; legend: string; error?: string; rowError?: (row: number) => string | undefined }) {
  const { t } = useTranslation("common");
  const [rows, setRows] = useState(props.rows);
  const update = (index: number, patch: Partial<TWorkingHourRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="sr-field wr-hours" aria-describedby={props.error ? "working-hours-error" : undefined}>
      <legend className="sr-field__label">
        {props.legend}
        <span className="sr-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <input type="hidden" name="wh_count" value={rows.length} />
      <table className="wr-hours__table">
        <thead>
          <tr>
            <th scope="col">{t("join.hours.open")}</th>
            <th scope="col">{t("join.hours.day")}</th>
            <th scope="col">{t("join.hours.from")}</th>
            <th scope="col">{t("join.hours.to")}</th>
            <th scope="col">{t("join.hours.note")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const dayName = t(`join.hours.days.${WEEK_DAYS[row.day - 1] ?? "mon"}`);
            const rowError = props.rowError?.(index);
            return (
              <tr key={index} data-testid={`hours-row-${index}`}>
                <td>
                  <input
                    type="checkbox"
                    name={`wh_on_${index}`}
                    value="1"
                    checked={row.on}
                    onChange={(e) => update(index, { on: e.currentTarget.checked })}
                    aria-label={t("join.hours.open_on", { day: dayName })}
                  />
                </td>
                <td>
                  <select
                    name={`wh_day_${index}`}
                    className="sr-select"
                    value={row.day}
                    onChange={(e) => update(index, { day: Number(e.currentTarget.value) })}
                    aria-label={t("join.hours.day")}
                  >
                    {WEEK_DAYS.map((day, dayIndex) => (
                      <option key={day} value={dayIndex + 1}>
                        {t(`join.hours.days.${day}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="time"
                    className="sr-input"
                    name={`wh_from_${index}`}
                    value={row.from}
                    onChange={(e) => update(index, { from: e.currentTarget.value })}
                    aria-label={t("join.hours.from_on", { day: dayName })}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    className="sr-input"
                    name={`wh_to_${index}`}
                    value={row.to}
                    onChange={(e) => update(index, { to: e.currentTarget.value })}
                    aria-label={t("join.hours.to_on", { day: dayName })}
                  />
                </td>
                <td>
                  {row.on && row.from && row.to && isOverDay(row.from, row.to) ? <span>{t("join.hours.over_day")}</span> : null}
                  {rowError ? (
                    <span className="sr-field__error" role="alert">
                      {rowError}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className="sr-button sr-button--ghost sr-button--sm"
        onClick={() => setRows((current) => (current.length >= 28 ? current : [...current, { day: 1, from: "18:00", to: "02:00", on: true }]))}
      >
        {t("join.hours.add")}
      </button>
      {props.error ? (
        <p id="working-hours-error" className="sr-field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
