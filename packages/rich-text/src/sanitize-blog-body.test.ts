import { describe, expect, it } from "vitest";
import { blogImageIds, blogImagePath, sanitizeBlogBody } from "./sanitize-blog-body.js";
import { sanitizeRichText } from "./sanitize-rich-text.js";

describe("sanitizeBlogBody", () => {
  it("keeps the rich-text formatting, sub-headings and our blog images", () => {
    const body = `<h2>Teil 1</h2><p>Hallo <strong>du</strong></p><img src="${blogImagePath(12)}" alt="Sonnenuntergang"><h3>Mehr</h3><ul><li>eins</li></ul>`;
    expect(sanitizeBlogBody(body)).toBe(body);
  });
  it("removes outside, data: and script images and every handler", () => {
    expect(sanitizeBlogBody('<p>a</p><img src="https://evil.example/pixel.gif"><img src="data:image/png;base64,AAAA"><img src="/api/v2/media/file/3">b')).toBe("<p>a</p>b");
    expect(sanitizeBlogBody(`<img src="${blogImagePath(5)}" onerror="alert(1)" style="width:1px">`)).toBe(`<img src="${blogImagePath(5)}">`);
    expect(sanitizeBlogBody(`<img src="${blogImagePath(5)}/../../../x">`)).toBe("");
    expect(sanitizeBlogBody("<script>alert(1)</script><h1>Groß</h1><iframe src=//x></iframe>")).toBe("Groß");
    expect(sanitizeBlogBody('<a href="javascript:alert(1)">x</a><p src="/api/v2/blogs/media/1/full">y</p>')).toBe(`<a rel="nofollow ugc noopener">x</a><p>y</p>`);
  });
  it("adds rel to links like the profile texts", () => {
    expect(sanitizeBlogBody('<a href="https://example.org">x</a>')).toBe('<a rel="nofollow ugc noopener" href="https://example.org">x</a>');
  });
  it("leaves the profile allow-list as it was (no images there)", () => {
    sanitizeBlogBody(`<img src="${blogImagePath(1)}">`);
    expect(sanitizeRichText(`<img src="${blogImagePath(1)}">Bild<h2>x</h2>`)).toBe("Bildx");
  });
  it("lists the images a body shows, once each", () => {
    expect(blogImageIds(sanitizeBlogBody(`<img src="${blogImagePath(7)}"><p>x</p><img src="${blogImagePath(3, "thumb")}"><img src="${blogImagePath(7)}">`))).toEqual([7, 3]);
  });
});
