import { useTranslation } from "react-i18next";
import { usePageLocale } from "../i18n/use-page-locale";

/** The error page of spec 000 §2 (error/{code}, the catch-all, and errors thrown by loaders). */
export function ErrorPage({ code }: { code: number }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const notFound = code === 404;
  return (
    <section className="sr-container wr-error" aria-labelledby="error-heading" data-testid="error-page" data-error-code={code}>
      <h1 id="error-heading">{notFound ? t("error_page.heading_404") : t("error_page.heading_generic", { code })}</h1>
      <p>{notFound ? t("error_page.text_404") : t("error_page.text_generic")}</p>
      <p className="wr-error__code">{t("error_page.code_label", { code })}</p>
      <p>
        <a className="sr-button sr-button--primary" href={href("/")}>
          {t("error_page.back_home")}
        </a>
      </p>
    </section>
  );
}
