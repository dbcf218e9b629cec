import type { TCamelCased } from "@samtrot/api-client";
import type { TConsentList } from "@samtrot/api-client/contracts";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The special-category consents of data_privacy (decision 045): per purpose what it covers, the answer and when it
 * was given, and one button to give or withdraw it. Withdrawing says beforehand that the data is erased.
 */
export function ConsentPanel({ consents }: { consents: TCamelCased<TConsentList> }) {
  const { t } = useTranslation("common");
  if (!consents.applies) return null;
  return (
    <section aria-labelledby="consents-heading" className="wr-consents" data-testid="consents">
      <h2 id="consents-heading">{t("consents.heading")}</h2>
      <p>{t("consents.explanation")}</p>
      {consents.items.map((consent) => (
        <div key={consent.purpose} className="wr-consent" data-testid={`consent-${consent.purpose}`} data-granted={consent.granted}>
          <h3>{t(`consents.${consent.purpose}.title`)}</h3>
          <p>{t(`consents.${consent.purpose}.text`)}</p>
          <p role="status">
            <strong>{consent.granted ? t("consents.state.granted", { date: consent.recordedAt?.slice(0, 10) ?? "" }) : t("consents.state.not_granted")}</strong>
          </p>
          {consent.granted ? <p className="wr-consent__warning">{t("consents.withdraw_effect")}</p> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="consent" />
            <input type="hidden" name="purpose" value={consent.purpose} />
            <input type="hidden" name="granted" value={consent.granted ? "0" : "1"} />
            <button type="submit" className="sr-button sr-button--secondary sr-button--md">
              {consent.granted ? t("consents.withdraw") : t("consents.grant")}
            </button>
          </Form>
        </div>
      ))}
    </section>
  );
}
