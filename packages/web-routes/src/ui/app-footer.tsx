import { brand } from "@brand";
import { SiteFooter } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { footerLinkTargets } from "./footer-links";
import { usePageLocale } from "./use-page-locale";

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
      label={t("footer.nav_label")}
      links={links}
      newTabHint={t("footer.new_tab_hint")}
      note={
        <>
          <p>{t("footer.adults_only")}</p>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </>
      }
    />
  );
}
