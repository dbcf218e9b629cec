import { getEventListeners } from "node:events";
import { createElement, Fragment, Suspense } from "react";
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

  it("lets go of the abort signal once the document was sent (a late abort changes nothing)", async () => {
    const controller = new AbortController();
    const stream = await renderHtmlStream(createElement("p", null, "done"), { waitForAll: false, signal: controller.signal });
    expect((await bytesOf(stream)).toString("utf8")).toBe("<p>done</p>");
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
    expect(() => controller.abort(new Error("render timeout"))).not.toThrow();
  });

  it("still stops a render that is aborted while it streams", async () => {
    const controller = new AbortController();
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    let done = false;
    function Slow(): string {
      if (!done) throw pending;
      return "SLOW-CONTENT";
    }
    const element = createElement("div", null, createElement("p", null, "shell"), createElement(Suspense, { fallback: "…" }, createElement(Slow)));
    const stream = await renderHtmlStream(element, { waitForAll: false, signal: controller.signal, onError: () => undefined });
    // As a server does: the response is being read when the render timeout strikes.
    const reading = bytesOf(stream);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getEventListeners(controller.signal, "abort").length).toBeGreaterThan(0);
    controller.abort(new Error("render timeout"));
    done = true;
    release();
    const html = (await reading).toString("utf8");
    expect(html).toContain("shell");
    expect(html).not.toContain("SLOW-CONTENT");
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});

