import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { TRANSLATION_NAMESPACES } from "@samtrot/constants-catalogue";
import { baseI18nOptions } from "../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { ReportLink } from "./report-link";

const i18nOf = (lang: "de" | "en") => {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...baseI18nOptions({ lang, brandName: "Samtrot", ns: TRANSLATION_NAMESPACES }), resources: { [lang]: LOCALE_RESOURCES[lang] }, initImmediate: false });
  return i18n;
};

describe("ReportLink", () => {
  it.each([
    ["de", "Melden", "Profil melden"],
    ["en", "Report", "Report profile"],
  ] as const)("is a plain link to the report page, named by what it reports (%s); outside a router without a way back", (lang, text, label) => {
    const html = renderToString(
      <I18nextProvider i18n={i18nOf(lang)}>
        <ReportLink category={14} itemId={3} />
      </I18nextProvider>,
    );
    expect(html).toContain('href="/report/14/3?back=%2F"');
    expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('rel="nofollow"');
    expect(html.replace(/<[^>]+>/g, "")).toBe(text);
  });
});
