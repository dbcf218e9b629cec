import { Form } from "@remix-run/react";
import { Button, EmptyState, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { LINK_USERNAME_FIELD } from "./section-forms";
import type { TFormState } from "../shell/forms/form-feedback";
import { usePageLocale } from "../shell/i18n/use-page-locale";

type TLinked = { id: number; username: string };

/**
 * linked_profiles: a business links its escorts (add by username, remove); an escort sees the businesses she is
 * linked to and may leave one (joining is the business's step). Which list applies is the field config's answer.
 */
export function LinkedProfiles(props: {
  values: { escorts: TLinked[]; businesses: TLinked[] };
  showEscorts: boolean;
  showBusinesses: boolean;
  state: TFormState;
  busy: boolean;
}) {
  const { values, showEscorts, showBusinesses, state, busy } = props;
  const { t } = useTranslation("common");
  return (
    <>
      {showEscorts ? (
        <section aria-labelledby="linked-escorts-heading" data-testid="linked-escorts">
          <h2 id="linked-escorts-heading">{t("settings.linked.escorts_heading", { count: values.escorts.length })}</h2>
          <LinkedList items={values.escorts} intent="unlink" actionLabel={t("settings.linked.unlink")} actionLabelFor={(username) => t("settings.linked.unlink_user", { username })} emptyText={t("settings.linked.escorts_empty")} busy={busy} />
          <Form method="post" noValidate className="wr-inline-form" data-testid="link-form">
            <input type="hidden" name="intent" value="link" />
            <TextInput
              label={t("settings.linked.add_label")}
              hint={t("settings.linked.add_hint")}
              name={LINK_USERNAME_FIELD}
              autoComplete="off"
              required
              defaultValue={state.value(LINK_USERNAME_FIELD) ?? ""}
              error={state.fieldError(LINK_USERNAME_FIELD)}
            />
            <Button type="submit" disabled={busy} data-testid="link-submit">
              {t("settings.linked.add")}
            </Button>
          </Form>
        </section>
      ) : null}
      {showBusinesses ? (
        <section aria-labelledby="linked-businesses-heading" data-testid="linked-businesses">
          <h2 id="linked-businesses-heading">{t("settings.linked.businesses_heading", { count: values.businesses.length })}</h2>
          <p>{t("settings.linked.businesses_explanation")}</p>
          <LinkedList items={values.businesses} intent="leave" actionLabel={t("settings.linked.leave")} actionLabelFor={(username) => t("settings.linked.leave_user", { username })} emptyText={t("settings.linked.businesses_empty")} busy={busy} danger />
          {state.fieldError("businesses") ? (
            <p className="sr-field__error" role="alert">
              {state.fieldError("businesses")}
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

function LinkedList(props: { items: TLinked[]; intent: "unlink" | "leave"; actionLabel: string; actionLabelFor(username: string): string; emptyText: string; busy: boolean; danger?: boolean }) {
  const { href } = usePageLocale();
  if (props.items.length === 0) return <EmptyState title={props.emptyText} headingLevel={3} data-testid="linked-empty" />;
  return (
    <ul className="wr-linked">
      {props.items.map((item) => (
        <li key={item.id} data-testid="linked-profile" data-username={item.username}>
          <a href={href(`/p/${item.username}`)}>{item.username}</a>
          <Form method="post">
            <input type="hidden" name="intent" value={props.intent} />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" size="sm" variant={props.danger ? "danger" : "secondary"} disabled={props.busy} aria-label={props.actionLabelFor(item.username)} data-testid={`linked-${props.intent}`}>
              {props.actionLabel}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
