import type { TClientWarnings, TDateSafety } from "@samtrot/api-client/contracts";
import { CLIENT_WARNING_CATEGORY_NAMES, CLIENT_WARNING_TEXT_LIMIT } from "@samtrot/api-client/contracts";
import { Alert, Button, Card, Checkbox, ChoiceGroup, TextInput, Textarea } from "@samtrot/ui-kit";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFormState } from "../../shell/forms/form-feedback";
import { FormErrorSummary } from "../../shell/forms/form-feedback";
import { berlinFields, formatDateDay, formatDateTime } from "../date-words";

/** The intents of the safety forms on the date page (date-detail.tsx's action). */
export const SAFETY_INTENTS = ["checkin_set", "checkin_confirm", "checkin_cancel", "warning_file", "warning_withdraw"] as const;
export type TSafetyIntent = (typeof SAFETY_INTENTS)[number];
export const CHECK_IN_FIELDS = ["date", "due_at", "contact_name", "contact_email", "remember_contact"] as const;
export const WARNING_FIELDS = ["categories", "text"] as const;

/**
 * The escort side's safety on a date (my_date/{dateId}#safety): her timed check-in — set, move, cancel, "Ich bin
 * sicher" — with her emergency contact; after the date, her private warning about the client. Plain form posts.
 */
export function DateSafetyPanel({
  safety,
  clientName,
  lang,
  checkInForm,
  warningForm,
  busyIntent,
}: {
  safety: TDateSafety;
  clientName: string;
  lang: string;
  checkInForm: TFormState;
  warningForm: TFormState;
  busyIntent: string;
}) {
  const { t } = useTranslation("common", { keyPrefix: "date_safety" });
  const dating = useTranslation("dating").t;
  const when = (iso: string) => dating("when", { day: formatDateDay(iso, lang), time: formatDateTime(iso) });
  const checkIn = safety.check_in;
  const running = checkIn?.state === "scheduled";
  const proposed = berlinFields(running ? checkIn.due_at : safety.window.proposed);
  const contact = checkIn && running ? checkIn.contact : (safety.saved_contact ?? checkIn?.contact ?? null);
  const busy = busyIntent !== "";
  return (
    <>
      <Card title={t("safety.title")} data-testid="date-safety" data-state={checkIn?.state ?? "none"} id="safety">
        <p className="wr-safety__intro">{t("safety.intro")}</p>
        {checkIn ? (
          <Alert tone={checkIn.state === "alerted" ? "error" : checkIn.state === "checked_in" ? "success" : "info"} data-testid="check-in-status">
            <p>
              {checkIn.state === "scheduled"
                ? t("safety.status.scheduled", { when: when(checkIn.due_at), name: checkIn.contact.name })
                : checkIn.state === "checked_in"
                  ? t("safety.status.checked_in", { when: when(checkIn.checked_in_at ?? checkIn.due_at) })
                  : checkIn.state === "alerted"
                    ? t("safety.status.alerted", { name: checkIn.contact.name, when: when(checkIn.alerted_at ?? checkIn.due_at) })
                    : t(checkIn.cancel_reason === "date" ? "safety.status.cancelled_by_date" : "safety.status.cancelled")}
            </p>
          </Alert>
        ) : null}
        {checkIn && checkIn.actions.includes("check_in") ? (
          <Form method="post" replace className="wr-safety__safe">
            <input type="hidden" name="intent" value="checkin_confirm" />
            <Button type="submit" variant="primary" loading={busyIntent === "checkin_confirm"} disabled={busy} data-testid="check-in-confirm">
              {t("safety.confirm")}
            </Button>
          </Form>
        ) : null}
        {safety.can_set_check_in ? (
          <details className="wr-safety__set" open={running ? Boolean(checkInForm.errors.formError) || undefined : true} key={checkIn?.due_at ?? "new"}>
            <summary data-testid="check-in-toggle">{running ? t("safety.move") : t("safety.set_title")}</summary>
            <Form method="post" replace className="wr-date-form" data-testid="check-in-form" noValidate>
              <input type="hidden" name="intent" value="checkin_set" />
              <FormErrorSummary errors={checkInForm.errors} />
              <p className="wr-safety__bounds">{t("safety.bounds", { earliest: when(safety.window.earliest), latest: when(safety.window.latest) })}</p>
              <div className="wr-date-form__when">
                <TextInput
                  label={t("safety.date")}
                  name="date"
                  type="date"
                  required
                  defaultValue={checkInForm.value("date") ?? proposed.date}
                  error={checkInForm.fieldError("date")}
                  data-testid="check-in-date"
                />
                <TextInput
                  label={t("safety.time")}
                  name="time"
                  type="time"
                  required
                  step={300}
                  defaultValue={checkInForm.value("time") ?? proposed.time}
                  error={checkInForm.fieldError("due_at")}
                  data-testid="check-in-time"
                />
              </div>
              <fieldset className="wr-safety__contact">
                <legend>{t("safety.contact_title")}</legend>
                <TextInput
                  label={t("safety.contact_name")}
                  name="contact_name"
                  required
                  maxLength={80}
                  autoComplete="off"
                  defaultValue={checkInForm.value("contact_name") ?? contact?.name ?? ""}
                  error={checkInForm.fieldError("contact_name")}
                  data-testid="check-in-contact-name"
                />
                <TextInput
                  label={t("safety.contact_email")}
                  name="contact_email"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="off"
                  hint={t("safety.contact_hint")}
                  defaultValue={checkInForm.value("contact_email") ?? contact?.email ?? ""}
                  error={checkInForm.fieldError("contact_email")}
                  data-testid="check-in-contact-email"
                />
                <Checkbox label={t("safety.remember")} name="remember_contact" value="1" defaultChecked data-testid="check-in-remember" />
              </fieldset>
              <Button type="submit" loading={busyIntent === "checkin_set"} disabled={busy} data-testid="check-in-submit">
                {running ? t("safety.submit_move") : t("safety.submit_set")}
              </Button>
            </Form>
          </details>
        ) : !checkIn ? (
          <p data-testid="check-in-unavailable">{t("safety.unavailable")}</p>
        ) : null}
        {checkIn && checkIn.actions.includes("cancel") ? (
          <Form
            method="post"
            replace
            className="wr-safety__cancel"
            onSubmit={(event) => {
              if (!window.confirm(t("safety.cancel_confirm"))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="checkin_cancel" />
            <Button type="submit" variant="secondary" size="sm" loading={busyIntent === "checkin_cancel"} disabled={busy} data-testid="check-in-cancel">
              {t("safety.cancel")}
            </Button>
          </Form>
        ) : null}
      </Card>
      {safety.my_warning || safety.can_warn ? (
        <Card title={t("warning.title", { name: clientName })} data-testid="client-warning-form-card" id="warning">
          <p className="wr-safety__intro">{t("warning.intro")}</p>
          {safety.my_warning ? (
            <div data-testid="my-warning">
              <p>{t("warning.filed", { when: when(safety.my_warning.created_at) })}</p>
              <WarningCategories categories={safety.my_warning.categories} />
              {safety.my_warning.text ? <blockquote className="wr-timeline__message">{safety.my_warning.text}</blockquote> : null}
              <Form method="post" replace>
                <input type="hidden" name="intent" value="warning_withdraw" />
                <Button type="submit" variant="secondary" size="sm" loading={busyIntent === "warning_withdraw"} disabled={busy} data-testid="warning-withdraw">
                  {t("warning.withdraw")}
                </Button>
              </Form>
            </div>
          ) : (
            <Form method="post" replace className="wr-date-form" data-testid="warning-form" noValidate>
              <input type="hidden" name="intent" value="warning_file" />
              <FormErrorSummary errors={warningForm.errors} />
              <ChoiceGroup
                legend={t("warning.categories")}
                name="categories"
                kind="checkbox"
                required
                columns
                options={CLIENT_WARNING_CATEGORY_NAMES.map((category) => ({ value: category, label: t(`warning.category.${category}`) }))}
                defaultValue={warningForm.values("categories")}
                error={warningForm.fieldError("categories")}
              />
              <Textarea
                label={t("warning.text")}
                name="text"
                rows={3}
                maxLength={CLIENT_WARNING_TEXT_LIMIT}
                hint={t("warning.text_hint")}
                defaultValue={warningForm.value("text") ?? ""}
                error={warningForm.fieldError("text")}
                data-testid="warning-text"
              />
              <Button type="submit" variant="secondary" loading={busyIntent === "warning_file"} disabled={busy} data-testid="warning-submit">
                {t("warning.submit")}
              </Button>
            </Form>
          )}
        </Card>
      ) : null}
    </>
  );
}

function WarningCategories({ categories }: { categories: readonly string[] }) {
  const { t } = useTranslation("common", { keyPrefix: "date_safety" });
  return (
    <ul className="wr-safety__chips">
      {categories.map((category) => (
        <li key={category} className="wr-safety__chip">
          {t(`warning.category.${category}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What verified escorts see about a client (the date page and the messenger thread): how many warnings other
 * escorts filed, per category, and their texts — or that there are none. The api sends it to verified escorts only.
 */
export function ClientWarningsBox({ warnings, name, lang }: { warnings: TClientWarnings; name: string; lang: string }) {
  const { t } = useTranslation("common", { keyPrefix: "date_safety" });
  const counted = CLIENT_WARNING_CATEGORY_NAMES.filter((c) => (warnings.categories[c] ?? 0) > 0);
  return (
    <section className={`wr-safety-warnings${warnings.count > 0 ? " wr-safety-warnings--some" : ""}`} data-testid="client-warnings" data-count={warnings.count} aria-labelledby="client-warnings-title">
      <h2 className="wr-safety-warnings__title" id="client-warnings-title">
        {t("warnings.title", { name })}
      </h2>
      {warnings.count === 0 ? (
        <p data-testid="client-warnings-none">{t("warnings.none")}</p>
      ) : (
        <>
          <p data-testid="client-warnings-count">{t("warnings.count", { count: warnings.count })}</p>
          <ul className="wr-safety__chips">
            {counted.map((c) => (
              <li key={c} className="wr-safety__chip wr-safety__chip--alert">
                {t(`warning.category.${c}`)} · {warnings.categories[c]}
              </li>
            ))}
          </ul>
          <ul className="wr-safety-warnings__items">
            {warnings.items.map((item, index) => (
              <li key={index}>
                <time dateTime={item.created_at}>{formatDateDay(item.created_at, lang)}</time>
                {item.text ? <span> — {item.text}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="wr-safety-warnings__note">{t("warnings.note")}</p>
    </section>
  );
}
