import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TRootLoader } from "../root.server";
import { usePageLocale } from "../i18n/use-page-locale";
import { CookieBanner } from "./cookie-banner";
import { COOKIE_SETTINGS_PATH, cookieChoiceTexts } from "./cookie-texts";

/**
 * The banner while the visitor has made no cookie choice (the root loader's cookieConsent is null); not on the
 * cookie settings page itself, which asks the same question in full.
 */
export function AppCookieBanner() {
  const root = useRouteLoaderData<TRootLoader>("root");
  const { pathname, search } = useLocation();
  const { href } = usePageLocale();
  const { t } = useTranslation("common");
  if (!root || root.cookieConsent !== null) return null;
  const action = href(COOKIE_SETTINGS_PATH);
  if (pathname === action) return null;
  return (
    <CookieBanner
      action={action}
      returnTo={pathname + search}
      privacyHref={href("/legal/privacy")}
      texts={{ ...cookieChoiceTexts(t), title: t("cookies.banner_title"), body: t("cookies.banner_text"), privacyLink: t("cookies.privacy_link") }}
    />
  );
}
