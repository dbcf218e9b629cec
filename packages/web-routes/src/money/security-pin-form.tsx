import { Form } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import type { TSecurityPinStatus, TSetSecurityPinBody } from "@samtrot/api-client/contracts";
import { SECURITY_PIN } from "@samtrot/constants-catalogue";
import { Alert, Button, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { formatLedgerDay, formatLedgerTime } from "./ledger-format";

export const PIN_FIELDS = ["password", "pin", "pin_confirm"] as const;

/** The form's fields → the api's body; the repeated PIN is checked here (the api takes one). */
export function pinBodyFrom(form: FormData): TSetSecurityPinBody | { error: { source: string; title: string } } {
  const pin = String(form.get("pin") ?? "").trim();
  const confirm = String(form.get("pin_confirm") ?? "").trim();
  if (pin && /^\d{4,6}$/.test(pin) && pin !== confirm) return { error: { source: "pin_confirm", title: "validation.pin.mismatch" } };
  return { password: String(form.get("password") ?? ""), pin };
}

/** Set or change the security PIN (tips need it) with the account password. */
export function SecurityPinForm({ pin, actionData, busy }: { pin: TCamelCased<TSecurityPinStatus>; actionData: unknown; busy: boolean }) {
  const { t, i18n } = useTranslation("payment");
  const state = useFormState(actionData, { fields: PIN_FIELDS });
  const saved = actionData !== null && typeof actionData === "object" && (actionData as { ok?: boolean }).ok === true;
  return (
    <section id="pin" className="wr-pin" aria-labelledby="pin-heading" data-testid="security-pin">
      <h2 id="pin-heading">{t("pin.title")}</h2>
      <p>{pin.hasPin ? t("pin.explain_set") : t("pin.explain_unset")}</p>
      {pin.lockedUntil ? (
        <Alert tone="error" data-testid="pin-locked">
          <p>{t("pin.locked_until", { day: formatLedgerDay(pin.lockedUntil, i18n.language), time: formatLedgerTime(pin.lockedUntil, i18n.language) })}</p>
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" data-testid="pin-saved">
          <p>{t("pin.saved")}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={state.errors} />
      <Form method="post" noValidate data-testid="pin-form" preventScrollReset>
        <div className="wr-pin__row">
          <TextInput
            label={pin.hasPin ? t("pin.new_pin") : t("pin.pin")}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            minLength={SECURITY_PIN.minLength}
            maxLength={SECURITY_PIN.maxLength}
            hint={t("pin.hint")}
            required
            error={state.fieldError("pin")}
          />
          <TextInput
            label={t("pin.confirm")}
            name="pin_confirm"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            maxLength={SECURITY_PIN.maxLength}
            required
            error={state.fieldError("pin_confirm")}
          />
        </div>
        <TextInput label={t("pin.password")} name="password" type="password" autoComplete="current-password" hint={t("pin.password_hint")} required error={state.fieldError("password")} />
        <Button type="submit" disabled={busy} data-testid="pin-submit">
          {pin.hasPin ? t("pin.change") : t("pin.set")}
        </Button>
      </Form>
    </section>
  );
}
