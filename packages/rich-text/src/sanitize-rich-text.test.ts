import { describe, expect, it } from "vitest";
import { isAllowedLinkTarget, richTextToPlain, sanitizeRichText } from "./sanitize-rich-text.js";

describe("sanitizeRichText", () => {
  it("keeps the allowed formatting", () => {
    expect(sanitizeRichText("<p>Hallo <strong>du</strong> <em>da</em></p><ul><li>eins</li></ul>")).toBe(
      "<p>Hallo <strong>du</strong> <em>da</em></p><ul><li>eins</li></ul>",
    );
  });

  it("removes scripts, styles, handlers, images and unknown tags", () => {
    expect(sanitizeRichText('<script>alert(1)</script><p onclick="x()">Text</p>')).toBe("<p>Text</p>");
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">Bild')).toBe("Bild");
    expect(sanitizeRichText("<style>p{}</style><iframe src=//evil></iframe><div><span>Rest</span></div>")).toBe("Rest");
    expect(sanitizeRichText('<p style="color:red" class="x" data-x="1">farbig</p>')).toBe("<p>farbig</p>");
    expect(sanitizeRichText('<svg><a href="javascript:alert(1)">x</a></svg>')).not.toMatch(/javascript|<svg/i);
  });

  it.each([
    ["https://example.org/a", true],
    ["http://example.org", true],
    ["mailto:anna@example.org", true],
    ["tel:+4930123", true],
    ["/p/anna", true],
    ["../x", true],
    ["seite.html?a=b", true],
    ["#oben", true],
    ["javascript:alert(1)", false],
    ["JaVaScRiPt:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["data:text/html;base64,PHNjcmlwdD4=", false],
    ["vbscript:msgbox", false],
    ["ftp://example.org", false],
  ])("link target %s allowed: %s", (href, allowed) => {
    expect(isAllowedLinkTarget(href)).toBe(allowed);
    const html = sanitizeRichText(`<a href="${href.replace(/"/g, "&quot;")}">Link</a>`);
    if (allowed) expect(html).toContain("href=");
    else expect(html).not.toContain("href=");
    expect(html).toContain('rel="nofollow ugc noopener"');
    expect(html).toContain(">Link</a>");
  });

  it("drops targets and a smuggled rel", () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe('<a rel="nofollow ugc noopener" href="https://x.org">x</a>');
  });

  it("keeps plain text and entities", () => {
    expect(sanitizeRichText("5 < 6 & 7 > 3")).toBe("5 &lt; 6 &amp; 7 &gt; 3");
    expect(sanitizeRichText("  Grüße  ")).toBe("Grüße");
  });
});

describe("richTextToPlain", () => {
  it("strips every tag", () => {
    expect(richTextToPlain("<p>Hallo <a href='https://x.org'>Welt</a></p><script>x</script>")).toBe("Hallo Welt");
  });
});
