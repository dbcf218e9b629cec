import { Form, useRevalidator } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "./api/use-api-client";
import { usePageLocale } from "./i18n/use-page-locale";
import { HeaderIcon } from "./header-icon";

/** The switch's contract (and zod) as a chunk of its own, fetched once the switch is mounted. */
const loadInvisibleContract = () => import("./invisible-contract");

/**
 * Invisible mode in the header (spec 000 §4): it switches at once in the interface and goes back if the api
 * refuses, with a translated message. Without JavaScript the form posts to the web's own action.
 */
export function InvisibleToggle({ invisible }: { invisible: boolean }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const [on, setOn] = useState(invisible);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setOn(invisible), [invisible]);
  // Only signed-in pages show the switch: fetch its code (contract, request helper) once it is mounted, so a
  // click does not wait for it. Guest pages never load it.
  useEffect(() => {
    void loadInvisibleContract();
    void import("./api/create-page-browser-api-client");
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!api) return; // not hydrated yet: the plain form post does the work
    event.preventDefault();
    const next = !on;
    setOn(next);
    setError(null);
    setBusy(true);
    // The contracts (and zod) load with the first switch, not with every page.
    const { invisibleContract } = await loadInvisibleContract();
    const result = await api.call(invisibleContract, { body: { status: next ? 1 : 0 } });
    setBusy(false);
    if (!result.ok) {
      setOn(!next);
      setError(result.message);
      return;
    }
    revalidator.revalidate();
  }

  return (
    <Form method="post" action={href("/user/invisible")} onSubmit={onSubmit} className="wr-invisible">
      <input type="hidden" name="status" value={on ? "0" : "1"} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-busy={busy || undefined}
        className="sr-button sr-button--ghost sr-button--sm wr-invisible__switch"
        data-testid="invisible-toggle"
        title={t("account.invisible_mode")}
      >
        <HeaderIcon name="invisible" />
        <span className="wr-invisible__track" aria-hidden="true" />
        <span className="wr-account__label">{t("account.invisible_mode")}</span>
      </button>
      {error ? (
        <p role="alert" className="wr-invisible__error">
          {t("account.invisible_failed")} {error}
        </p>
      ) : null}
    </Form>
  );
}
