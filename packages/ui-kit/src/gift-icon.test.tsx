import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GIFT_ART_KEYS, GiftIcon } from "./gift-icon";

describe("GiftIcon", () => {
  it("draws each catalogue gift; decorative without a label, an image named by it with one", () => {
    expect(GIFT_ART_KEYS).toEqual(["rose", "chocolates", "cocktail", "champagne", "perfume", "bouquet", "diamond"]);
    expect(renderToStaticMarkup(<GiftIcon giftKey="rose" />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<GiftIcon giftKey="diamond" label="Diamant" size={32} />);
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Diamant"');
    expect(named).toContain('width="32"');
    // an unknown key still draws something (a wrapped present)
    expect(renderToStaticMarkup(<GiftIcon giftKey="yacht" />)).toContain("<rect");
  });
});
