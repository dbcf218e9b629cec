import { useFetcher, useLocation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import type { ZAutoRecharge } from "@samtrot/api-client/contracts";
import type { z } from "zod";
import { Alert, Button, Card, Checkbox, Spinner, TextInput } from "@samtrot/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { formatAmount, formatCents } from "./checkout-format";
import { useErrorText } from "./checkout-parts";

export type TAutoRechargeView = TCamelCased<z.infer<typeof ZAutoRecharge>>;
type TAnswer = { ok: true; value: TAutoRechargeView; saved?: boolean } | { ok: false; message: string; source?: string | null };

/**
 * Auto recharge (spec 001 §9): when the dollar balance falls below the threshold, the auto-recharge package is bought
 * by direct debit. Self-contained, so any page can place it with one import: it reads and saves through the
 * `buy/auto_recharge` resource route; a page that already has the setting passes it as `initial`.
 */
export function AutoRechargePanel({ initial }: { initial?: TAutoRechargeView | null }) {
  const { t } = useTranslation("payment");
  const { lang, href } = usePageLocale();
  const location = useLocation();
  const errorText = useErrorText();
  const reader = useFetcher<TAnswer>();
  const saver = useFetcher<TAnswer>();
  const endpoint = href("/buy/auto_recharge");
  useEffect(() => {
    if (initial === undefined && reader.state === "idle" && !reader.data) reader.load(endpoint);
    // Loaded once per placement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const saved = saver.data?.ok ? saver.data.value : null;
  const loaded = reader.data?.ok ? reader.data.value : null;
  const setting = saved ?? loaded ?? initial ?? null;
  const [enabled, setEnabled] = useState<boolean | null>(null);
  // Only a running page asks for JSON; a form without JavaScript gets a redirect back.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const on = enabled ?? setting?.enabled ?? false;
  const unavailable = (initial === null && !reader.data) || (reader.data && !reader.data.ok);
  const fromQuery = new URLSearchParams(location.search).get("auto_recharge");

  return (
    // A ui-kit Card and inline layout only: the host page need not load the checkout's stylesheet.
    <Card title={t("checkout.auto_recharge.heading")} headingLevel={2} data-testid="auto-recharge" style={{ marginBlock: "var(--sr-space-4)" }}>
      {!setting ? (
        unavailable ? (
          <p>{t("checkout.auto_recharge.unavailable")}</p>
        ) : (
          <Spinner label={t("checkout.auto_recharge.loading")} showLabel />
        )
      ) : (
        <saver.Form method="post" action={endpoint} style={{ display: "grid", gap: "var(--sr-space-3)", justifyItems: "start" }}>
          {interactive ? <input type="hidden" name="fetch" value="1" /> : null}
          <input type="hidden" name="return" value={location.pathname + location.search} />
          <p style={{ margin: 0 }}>
            {t("checkout.auto_recharge.text", {
              threshold: formatAmount(setting.threshold, lang),
              amount: formatAmount(setting.item.amount ?? 0, lang),
              price: formatCents(setting.item.grossCents, setting.item.currency, lang),
            })}
          </p>
          <Checkbox name="enabled" value="1" label={t("checkout.auto_recharge.enable")} checked={on} onChange={(event) => setEnabled(event.currentTarget.checked)} data-testid="auto-recharge-enabled" />
          {on ? (
            <TextInput label={t("checkout.auto_recharge.threshold")} name="threshold" type="number" inputMode="numeric" min={1} max={1000} defaultValue={String(setting.threshold)} hint={t("checkout.auto_recharge.threshold_hint")} />
          ) : null}
          {!setting.mandate ? (
            <p className="sr-field__hint" style={{ margin: 0 }} data-testid="auto-recharge-no-mandate">
              {t("checkout.auto_recharge.mandate_needed")} <a href={`${href("/buy/dollar")}?return=${encodeURIComponent(location.pathname)}`}>{t("checkout.auto_recharge.buy_by_debit")}</a>
            </p>
          ) : (
            <p className="sr-field__hint" style={{ margin: 0 }}>{t("checkout.auto_recharge.mandate", { account: setting.mandate.ibanMasked })}</p>
          )}
          {saver.data && !saver.data.ok ? (
            <Alert tone="error">
              <p>{errorText(saver.data.message)}</p>
            </Alert>
          ) : saver.data?.ok || fromQuery === "saved" ? (
            <Alert tone="success">
              <p>{t("checkout.auto_recharge.saved")}</p>
            </Alert>
          ) : fromQuery === "refused" ? (
            <Alert tone="error">
              <p>{t("checkout.auto_recharge.refused")}</p>
            </Alert>
          ) : null}
          <Button type="submit" variant="secondary" loading={saver.state !== "idle"} data-testid="auto-recharge-save">
            {t("checkout.auto_recharge.save")}
          </Button>
        </saver.Form>
      )}
    </Card>
  );
}
