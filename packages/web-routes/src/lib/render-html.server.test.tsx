import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { renderHtmlStream } from "./render-html.server";

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("renderHtmlStream", () => {
  it("never emits NUL bytes when multi-byte text crosses a buffer boundary", async () => {
    // Short text nodes (React encodes them into its 2048-byte view) push a euro sign and umlauts
    // across every position around the view's end; React's Node renderer leaves NULs there.
    for (let pad = 0; pad <= 40; pad++) {
      const element = createElement(
        Fragment,
        null,
        ...[1, 2, 3, 4].map((key) => createElement("p", { key }, "x".repeat(500))),
        createElement("p", null, "y".repeat(pad)),
        createElement("p", null, "€210 pro Stunde – Zürich"),
      );
      const html = await bytesOf(await renderHtmlStream(element, { waitForAll: true }));
      expect(html.includes(0), `pad ${pad}`).toBe(false);
      expect(html.toString("utf8")).toContain("€210 pro Stunde – Zürich");
    }
  });

  it("reports render errors to onError", async () => {
    const errors: unknown[] = [];
    function Broken(): never {
      throw new Error("boom");
    }
    await expect(
      renderHtmlStream(createElement(Broken), { waitForAll: true, onError: (error) => {
          errors.push(error);
        } }),
    ).rejects.toThrow("boom");
    expect(errors).toHaveLength(1);
  });
});
