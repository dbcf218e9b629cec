import type { TFunction } from "i18next";
import type { TCookieChoiceTexts } from "./cookie-choice-form";

/** The cookie settings page (footer "Cookie-Einstellungen"); its action takes every choice, the banner's too. */
export const COOKIE_SETTINGS_PATH = "/cookie_settings";

export function cookieChoiceTexts(t: TFunction): TCookieChoiceTexts {
  return { acceptAll: t("cookies.accept_all"), essentialOnly: t("cookies.essential_only") };
}
