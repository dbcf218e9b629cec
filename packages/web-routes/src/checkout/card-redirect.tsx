import { Button, Spinner } from "@samtrot/ui-kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The card step (spec 000 §7 payment/encryption): page_number and cipher, posted to the card provider's hosted page. */
export type TCardForm = { actionUrl: string; pageNumber: string; cipher: string };

/**
 * Hands the customer to the card provider: a real form post of the cipher to the provider's page (the checkout's CSP
 * form-action allows exactly the configured provider origins). With JavaScript it is sent at once; without, the
 * button sends it.
 */
export function CardRedirect({ card }: { card: TCardForm }) {
  const { t } = useTranslation("payment");
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.submit();
  }, [card.cipher]);
  return (
    <div className="sr-container co-page co-handover" data-testid="card-redirect">
      <div className="co-handover__card">
        <Spinner label={t("checkout.cc.redirecting")} />
        <h1>{t("checkout.cc.redirect_heading")}</h1>
        <p className="co-muted">{t("checkout.cc.redirect_text")}</p>
        <form method="post" action={card.actionUrl} ref={formRef}>
          <input type="hidden" name="page_number" value={card.pageNumber} />
          <input type="hidden" name="cipher" value={card.cipher} />
          <Button type="submit" data-testid="card-continue">
            {t("checkout.cc.continue")}
          </Button>
        </form>
      </div>
    </div>
  );
}
