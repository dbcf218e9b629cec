import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { TServedAd } from "@samtrot/api-client/contracts";
import { TRANSLATION_NAMESPACES } from "@samtrot/constants-catalogue";
import { baseI18nOptions } from "../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { AdSlot } from "./ad-slot";

// The ad's markup (spec 001 §2 placements): marked as an ad for screen readers and visibly, one keyboard-reachable
// link through the click counter, sponsored partner links, a lazy illustration with its size reserved.

const render = (ad: TServedAd | null, lang: "de" | "en" = "de") => {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...baseI18nOptions({ lang, brandName: "Samtrot", ns: TRANSLATION_NAMESPACES }),
    resources: { [lang]: LOCALE_RESOURCES[lang] },
    initImmediate: false,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <AdSlot ad={ad} />
    </I18nextProvider>,
  );
};
const house: TServedAd = { id: 7, kind: "house", headline: "Plus: werbefrei surfen", body: "Ohne Anzeigen.", image_path: "/api/v2/ads/art/plus.svg", advertiser: null, click_path: "/api/v2/ads/7/click?placement=search" };
const partner: TServedAd = { ...house, id: 8, kind: "partner", headline: "Hotel Aurora", image_path: null, advertiser: "Hotel Aurora (Beispiel)", click_path: "/api/v2/ads/8/click?placement=profile" };

describe("AdSlot", () => {
  it("is an aside named as an ad, with a visible label and one link through the click counter", () => {
    const html = render(house);
    expect(html).toMatch(/^<aside class="wr-ad" aria-label="Anzeige"/);
    expect(html).toContain('<span class="wr-ad__label" aria-hidden="true">Anzeige</span>');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/api/v2/ads/7/click?placement=search"');
    expect(html).not.toContain("rel=");
    expect(html).toContain("<strong class=\"wr-ad__headline\">Plus: werbefrei surfen</strong>");
    expect(render(house, "en")).toContain('aria-label="Advertisement"');
  });

  it("reserves the illustration's size and loads it lazily, as decoration beside the words", () => {
    const img = render(house).match(/<img [^>]+>/)?.[0] ?? "";
    expect(img).toContain('src="/api/v2/ads/art/plus.svg"');
    expect(img).toContain('alt=""');
    expect(img).toContain('width="160"');
    expect(img).toContain('height="120"');
    expect(img).toContain('loading="lazy"');
  });

  it("marks a partner's link as sponsored and names the advertiser in the label", () => {
    const html = render(partner);
    expect(html).toContain('rel="sponsored noopener"');
    expect(html).toContain("Anzeige · Hotel Aurora (Beispiel)");
    expect(html).not.toContain("<img");
  });

  it("renders nothing without an ad (Plus members, no ad for the placement)", () => {
    expect(render(null)).toBe("");
  });
});
