import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageSwitchHref } from "./i18n/locale-path";
import { SELECTABLE_LOCALES, type TLocale } from "@samtrot/constants-catalogue";

/**
 * Language choice as plain links (work without JavaScript, reachable by keyboard): each goes to the
 * current page with ?lng=xx, which the server stores in the cookie and turns into a clean URL.
 * Only de and en are offered (spec 000 §2). On phones only the other language is shown, as its code.
 */
export function LanguageSelector({ current }: { current: TLocale }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  return (
    <nav aria-label={t("language.selector_label")} className="wr-lang">
      <ul className="wr-lang__list">
        {SELECTABLE_LOCALES.map((lang) => (
          <li key={lang} className="wr-lang__item" data-current={lang === current ? "true" : undefined}>
            <a
              className="wr-lang__link"
              href={languageSwitchHref(location, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              data-testid={`language-${lang}`}
            >
              {/* Phones show the short code (the header stays one row); the name stays the accessible name. */}
              <span className="wr-lang__name">{t(`language.name.${lang}`)}</span>
              <span className="wr-lang__code" aria-hidden="true">
                {lang.toUpperCase()}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
