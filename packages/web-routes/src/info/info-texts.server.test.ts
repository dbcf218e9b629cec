import { describe, expect, it } from "vitest";
import { LOCALES } from "@samtrot/constants-catalogue";
import { brand as samtrot } from "../../../../apps/main-brand/app/brand.config";
import { brand as nachtfalter } from "../../../../apps/white-label/app/brand.config";
import { infoKeys, type TInfoSection } from "./info-keys";
import { fillInfoTemplate, infoSourcePaths, infoText, renderInfoText } from "./info-texts.server";

const SECTIONS: readonly TInfoSection[] = ["about", "legal", "misc", "partners"];

describe("information texts (decision 036)", () => {
  it.each([samtrot, nachtfalter])("has a text for every key of $name in every language, with the brand's data filled in", async (brand) => {
    for (const lang of LOCALES) {
      for (const section of SECTIONS) {
        for (const key of infoKeys(section, brand)) {
          const text = await infoText(brand, lang, section, key, brand.localePrefix ? `/${lang}` : "");
          expect(text, `${brand.id} ${lang} ${section}/${key}`).not.toBeNull();
          expect(text!.title.length).toBeGreaterThan(2);
          expect(text!.description.length).toBeGreaterThan(20);
          expect(text!.html).not.toContain("{{");
          // the other brand's name never shows
          expect(`${text!.title} ${text!.html}`).not.toContain(brand.id === "samtrot" ? "Nachtfalter" : "Samtrot");
        }
      }
    }
    // the first call loads DOMPurify over jsdom; on a busy machine that alone can take seconds
  }, 30_000);

  it("names the company and the youth-protection officer of the brand in the imprint", async () => {
    const html = (await infoText(nachtfalter, "de", "legal", "imprint", "/de"))!.html;
    expect(html).toContain(nachtfalter.company.name);
    expect(html).toContain(nachtfalter.company.vatId);
    expect(html).toContain(nachtfalter.youthProtectionOfficer.name);
    expect(html).toContain(`href="mailto:${nachtfalter.youthProtectionOfficer.email}"`);
  });

  it("keeps brand-only texts in the brand's folder: the magazine for Samtrot, the 2257 declaration for Nachtfalter", () => {
    const paths = infoSourcePaths();
    expect(paths.filter((path) => path.includes("magazine")).every((path) => path.startsWith("samtrot/"))).toBe(true);
    expect(paths.filter((path) => path.includes("2257")).every((path) => path.startsWith("nachtfalter/"))).toBe(true);
  });

  it("prefixes our own links with the page's language and leaves outside links alone", async () => {
    const text = await renderInfoText("# T\n\nSee [privacy](/legal/privacy) and [help](https://help.example/x).", {}, "/en");
    expect(text.html).toBe('<p>See <a href="/en/legal/privacy">privacy</a> and <a rel="noopener" href="https://help.example/x">help</a>.</p>');
    expect(text).toMatchObject({ title: "T", description: "See privacy and help." });
  });

  it("passes the Markdown through the allow-list: raw HTML stays text, unsafe links lose their target", async () => {
    const text = await renderInfoText('# T\n\n<script>alert(1)</script> [x](javascript:alert(1)) <img src="https://t.example/p.gif">', {}, "");
    expect(text.html).not.toMatch(/<script|<img|href="javascript/);
  });

  it("refuses an unknown placeholder and a text without a title line", async () => {
    expect(() => fillInfoTemplate("{{company.nope}}", {})).toThrow(/unknown placeholder/);
    await expect(renderInfoText("no title", {}, "")).rejects.toThrow(/# Title/);
  });
});
