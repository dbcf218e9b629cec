import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { COOKIE, COOKIE_CONSENT } from "@samtrot/constants-catalogue";
import { Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { assertSameOrigin, isHttps } from "../shell/api/same-origin.server";
import { CookieChoiceForm } from "../shell/cookie-consent/cookie-choice-form";
import { cookieChoiceCookies, parseCookieChoice, readCookieConsent } from "../shell/cookie-consent/cookie-consent";
import { COOKIE_SETTINGS_PATH, cookieChoiceTexts } from "../shell/cookie-consent/cookie-texts";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { safeReturnPath } from "../shell/session/return-path";

export const handle = { i18n: ["common"] };

/** Which cookies the page lists, by kind (decision 045); names from the catalogue. */
const ESSENTIAL = [COOKIE.token.name, COOKIE.language.name, COOKIE.cookieConsent.name, COOKIE.keepLoggedIn.name, COOKIE.sessionExpiry.name];
const TRACKING = [COOKIE.visitorId.name, COOKIE.trackingSession.name];

// cookie_settings (footer "Cookie-Einstellungen", TDDDG §25): the visitor's choice now, and both choices again.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  return data(
    { title: serverI18n.t(lang)("cookies.settings_title"), consent: readCookieConsent(request.headers.get("cookie")) },
    { headers: { "cache-control": "no-store" } },
  );
}

/**
 * Takes a choice from the banner of any page or from this page: stores it in the strictly necessary cookie_consent
 * cookie (rejecting also deletes vid and tsid) and goes back to where it was made. Same origin only.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { linkPrefix } = requirePageLocale(request, params);
  const form = await request.formData();
  const here = localizePath(COOKIE_SETTINGS_PATH, linkPrefix);
  const choice = parseCookieChoice(form.get("choice"));
  if (choice === null) return redirect(here, { status: 303 });
  const returnTo = form.get("return_to");
  const headers = new Headers({ "cache-control": "no-store" });
  for (const cookie of cookieChoiceCookies(choice, { secure: isHttps(request) })) headers.append("set-cookie", cookie);
  return redirect(safeReturnPath(typeof returnTo === "string" ? returnTo : null, here), { status: 303, headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

export default function CookieSettingsRoute() {
  const { consent } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const here = href(COOKIE_SETTINGS_PATH);
  const current = consent === null ? "none" : consent === COOKIE_CONSENT.all ? "all" : "essential";
  return (
    <div className="sr-container wr-narrow">
      <h1>{t("cookies.settings_title")}</h1>
      <p>{t("cookies.settings_intro")}</p>
      <p role="status" data-testid="cookie-choice-current">
        <strong>{t(`cookies.current.${current}`)}</strong>
      </p>
      <Card title={t("cookies.essential_title")} headingLevel={2}>
        <p>{t("cookies.essential_text")}</p>
        <p className="wr-cookie-names">{ESSENTIAL.join(", ")}</p>
      </Card>
      <Card title={t("cookies.tracking_title")} headingLevel={2}>
        <p>{t("cookies.tracking_text")}</p>
        <p className="wr-cookie-names">{TRACKING.join(", ")}</p>
      </Card>
      <CookieChoiceForm action={here} returnTo={here} texts={cookieChoiceTexts(t)} />
      <p>
        <a href={href("/legal/privacy")}>{t("cookies.privacy_link")}</a>
      </p>
    </div>
  );
}
