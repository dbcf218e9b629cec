import { describe, expect, it } from "vitest";
import { sanitizeInfoText } from "./sanitize-info-text.js";

describe("sanitizeInfoText", () => {
  it("keeps headings, paragraphs, lists and links; outside links get noopener, our own stay plain", () => {
    expect(sanitizeInfoText('<h2>A</h2><p>x <a href="/legal/privacy">p</a> <a href="https://ex.test">o</a></p><ul><li>y</li></ul>')).toBe(
      '<h2>A</h2><p>x <a href="/legal/privacy">p</a> <a rel="noopener" href="https://ex.test">o</a></p><ul><li>y</li></ul>',
    );
  });

  it("removes scripts, images, styles, handlers and unsafe link targets, keeping the text", () => {
    expect(sanitizeInfoText('<h1 onclick="x">T</h1><script>alert(1)</script><img src="https://t.test/p.gif"><style>p{}</style><a href="javascript:alert(1)">z</a>')).toBe(
      "T<a>z</a>",
    );
  });
});
