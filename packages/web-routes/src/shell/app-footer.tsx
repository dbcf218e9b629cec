import { brand } from "@brand";
import { SiteFooter } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { footerLinkTargets } from "./footer-links";
import { usePageLocale } from "./i18n/use-page-locale";

export function AppFooter() {
  const { t } = useTranslation("common");
  const { linkPrefix } = usePageLocale();
  const links = footerLinkTargets(brand, linkPrefix).map((link) => ({
    href: link.href,
    external: link.external,
    label: t(`footer.links.${link.key}`),
  }));
  return (
    <SiteFooter
      label={t("a11y.footer_navigation")}
      links={links}
      newTabHint={t("a11y.opens_in_new_tab")}
      note={
        <>
          <p>{t("footer.adults_only")}</p>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </>
      }
    />
  );
}
