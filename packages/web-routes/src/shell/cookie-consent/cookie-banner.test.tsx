import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CookieBanner } from "./cookie-banner";

const texts = {
  title: "Cookies auf Samtrot",
  body: "Wir verwenden notwendige Cookies.",
  privacyLink: "Datenschutzerklärung",
  acceptAll: "Alle akzeptieren",
  essentialOnly: "Nur notwendige",
};

const html = renderToString(<CookieBanner action="/en/cookie_settings" returnTo="/en/escorts?page=2" privacyHref="/en/legal/privacy" texts={texts} />);

describe("CookieBanner (TDDDG §25, decision 045)", () => {
  it("is a labelled region whose choice is a plain form POST, so it works without JavaScript", () => {
    expect(html).toMatch(/^<section[^>]*aria-labelledby="cookie-banner-title"/);
    expect(html).toMatch(/<h2 id="cookie-banner-title"[^>]*>Cookies auf Samtrot<\/h2>/);
    expect(html).toMatch(/<form method="post" action="\/en\/cookie_settings"/);
    expect(html).toContain('<input type="hidden" name="return_to" value="/en/escorts?page=2"/>');
    expect(html).toMatch(/<a href="\/en\/legal\/privacy">Datenschutzerklärung<\/a>/);
  });

  it("makes rejecting as easy as accepting: two submit buttons of the same kind, nothing pre-chosen", () => {
    const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => ({
      label: inner!.replace(/<[^>]*>/g, ""),
      type: /type="([^"]*)"/.exec(attributes!)?.[1],
      choice: /name="choice" value="([^"]*)"/.exec(attributes!)?.[1],
      className: / class="([^"]*)"/.exec(attributes!)?.[1],
    }));
    expect(buttons.map(({ label, type, choice }) => ({ label, type, choice }))).toEqual([
      { label: "Nur notwendige", type: "submit", choice: "essential" },
      { label: "Alle akzeptieren", type: "submit", choice: "all" },
    ]);
    expect(buttons[0]!.className).toBe(buttons[1]!.className);
    expect(html).not.toMatch(/type="checkbox"/);
  });
});
