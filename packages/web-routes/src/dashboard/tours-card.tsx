import { Form, useNavigation } from "@remix-run/react";
import type { TTourList } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { Alert, Button, Card, Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { intlLocale } from "../profiles/profile-facts";
import { catalogueCityOptions } from "../shell/forms/city-options";
import { FormErrorSummary, type TFormState } from "../shell/forms/form-feedback";

export const TOUR_FORM_FIELDS = ["city", "starts_on", "ends_on"] as const;

/** A day (YYYY-MM-DD) as the language writes it, e.g. "3. Dez. 2026". */
function dayText(day: string, lang: TLocale): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * An escort's tours on her dashboard (spec 001 §9: at most 3): the announced ones with a delete button each, and the
 * form for a new one (a catalogue city, from, to). Plain form posts; the api decides every rule.
 */
export function ToursCard({ tours, form, today, lang, done }: { tours: TTourList; form: TFormState; today: string; lang: TLocale; done: string | null }) {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const full = tours.items.length >= tours.max;
  const cities = catalogueCityOptions();
  return (
    <Card title={t("dashboard.tours_heading")} className="wr-dashboard__tours" data-testid="dashboard-tours">
      <p className="wr-dashboard__muted">{t("dashboard.tours_intro", { max: tours.max })}</p>
      {done === "tour_saved" || done === "tour_deleted" ? (
        <Alert tone="success" data-testid="dashboard-tour-done">
          <p>{t(`dashboard.${done}`)}</p>
        </Alert>
      ) : null}
      <p className="wr-dashboard__count" data-testid="dashboard-tours-count">
        {t("dashboard.tours_count", { count: tours.items.length, max: tours.max })}
      </p>
      {tours.items.length === 0 ? (
        <p className="wr-dashboard__muted">{t("dashboard.tours_empty")}</p>
      ) : (
        <ul className="wr-dashboard__tour-list">
          {tours.items.map((tour) => (
            <li key={tour.id} className="wr-dashboard__tour" data-testid="dashboard-tour">
              <div>
                <p className="wr-dashboard__tour-city">
                  {tour.city.name}
                  {tour.is_active ? <span className="wr-dashboard__tour-active">{t("dashboard.tour_active")}</span> : null}
                </p>
                <p className="wr-dashboard__muted">
                  {dayText(tour.starts_on, lang)} – {dayText(tour.ends_on, lang)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="delete_tour" />
                <input type="hidden" name="tour_id" value={tour.id} />
                <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={t("dashboard.tour_delete_label", { city: tour.city.name })}>
                  {t("dashboard.tour_delete")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="wr-dashboard__muted" data-testid="dashboard-tours-full">
          {t("dashboard.tours_full")}
        </p>
      ) : (
        <Form method="post" className="wr-dashboard__tour-form" data-testid="dashboard-tour-form" noValidate>
          <h3>{t("dashboard.tour_add_heading")}</h3>
          <FormErrorSummary errors={form.errors} />
          <input type="hidden" name="intent" value="add_tour" />
          <Select
            label={t("dashboard.tour_city")}
            name="city"
            required
            placeholder={t("dashboard.tour_city_placeholder")}
            options={cities}
            defaultValue={form.value("city") ?? ""}
            error={form.fieldError("city")}
            data-testid="tour-city"
          />
          <div className="wr-dashboard__tour-dates">
            <TextInput label={t("dashboard.tour_from")} name="starts_on" type="date" required min={today} defaultValue={form.value("starts_on") ?? today} error={form.fieldError("starts_on")} data-testid="tour-from" />
            <TextInput label={t("dashboard.tour_to")} name="ends_on" type="date" required min={today} defaultValue={form.value("ends_on") ?? ""} error={form.fieldError("ends_on")} data-testid="tour-to" />
          </div>
          <Button type="submit" disabled={busy} data-testid="tour-submit">
            {t("dashboard.tour_add")}
          </Button>
        </Form>
      )}
    </Card>
  );
}
