/// <reference path="./react-dom-server-browser.d.ts" />
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.browser";

/**
 * Renders a React document to a byte stream.
 *
 * Why the web-stream renderer on Node: React 18.3's Node renderer (renderToPipeableStream) flushes
 * its whole 2048-byte buffer when a multi-byte character (€, ä, ß …) does not fit at the end,
 * unfilled bytes included, so NUL bytes land in the HTML. The web-stream renderer encodes each
 * chunk on its own and is not affected.
 *
 * waitForAll: resolve only when everything (including deferred data) rendered — for bots, which
 * should get the complete page.
 */
export async function renderHtmlStream(
  element: ReactElement,
  options: { waitForAll: boolean; signal?: AbortSignal; onError?: (error: unknown) => void },
): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(element, {
    signal: options.signal,
    onError: options.onError,
  });
  if (options.waitForAll) await stream.allReady;
  return stream;
}
