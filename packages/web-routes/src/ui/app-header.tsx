import { brand } from "@brand";
import { SiteHeader } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { LOGIN_PATH, REGISTER_USER_PATH } from "@samtrot/constants-catalogue";
import { LanguageSelector } from "./language-selector";
import { usePageLocale } from "./use-page-locale";

export function AppHeader() {
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  return (
    <SiteHeader brandName={brand.name} homeHref={href("/")}>
      <LanguageSelector current={lang} />
      <nav aria-label={t("header.account_nav")} className="wr-account">
        <ul className="wr-account__list">
          <li>
            <a className="sr-button sr-button--ghost sr-button--sm" href={href(LOGIN_PATH)}>
              {t("header.sign_in")}
            </a>
          </li>
          <li>
            <a className="sr-button sr-button--primary sr-button--sm" href={href(REGISTER_USER_PATH)}>
              {t("header.register")}
            </a>
          </li>
        </ul>
      </nav>
    </SiteHeader>
  );
}
