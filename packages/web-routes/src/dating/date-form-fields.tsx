import { Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { durationLabel } from "../profiles/profile-facts";
import type { TFormState } from "../shell/forms/form-feedback";
import { DATE_DURATIONS } from "./date-words";

/**
 * Date, time and duration of a request or another time. The api's start_at errors (too soon, invalid) show at the
 * time field, where the 45-minute rule is explained.
 */
export function WhenFields({
  form,
  defaults,
  onDurationChange,
}: {
  form: TFormState;
  defaults: { date: string; time: string; duration: number };
  onDurationChange?: (minutes: number) => void;
}) {
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  return (
    <div className="wr-date-form__when">
      <TextInput
        label={t("form.date")}
        name="date"
        type="date"
        required
        defaultValue={form.value("date") ?? defaults.date}
        error={form.fieldError("date")}
        data-testid="date-form-date"
      />
      <TextInput
        label={t("form.time")}
        name="time"
        type="time"
        required
        step={300}
        hint={t("form.time_hint")}
        defaultValue={form.value("time") ?? defaults.time}
        error={form.fieldError("start_at")}
        data-testid="date-form-time"
      />
      <Select
        label={t("form.duration")}
        name="duration_minutes"
        required
        defaultValue={form.value("duration_minutes") ?? String(defaults.duration)}
        error={form.fieldError("duration_minutes")}
        options={DATE_DURATIONS.map((minutes) => ({ value: String(minutes), label: durationLabel(minutes, common) }))}
        onChange={(event) => onDurationChange?.(Number(event.currentTarget.value))}
        data-testid="date-form-duration"
      />
    </div>
  );
}

/** The form's date + time as the api's start_at, or a field error key for the time/date field. */
export type TWhen = { start_at: string } | { error: { field: "date" | "start_at"; key: string } };
