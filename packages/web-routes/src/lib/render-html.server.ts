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
 * signal: aborts the render while it streams (the visitor left, the render timeout). React keeps
 * listening to a signal it was given even after the document is complete, and an abort then makes it
 * close its finished stream again, which throws in the signal's dispatch. So React gets a signal of
 * its own, and the caller's abort is passed on only until the last byte was read (or the reader
 * cancelled, which stops the render by itself).
 *
 * waitForAll: resolve only when everything (including deferred data) rendered — for bots, which
 * should get the complete page.
 */
export async function renderHtmlStream(
  element: ReactElement,
  options: { waitForAll: boolean; signal?: AbortSignal; onError?: (error: unknown) => void },
): Promise<ReadableStream<Uint8Array>> {
  const renderAbort = new AbortController();
  const passOnAbort = () => renderAbort.abort(options.signal?.reason);
  const release = () => options.signal?.removeEventListener("abort", passOnAbort);
  if (options.signal?.aborted) passOnAbort();
  else options.signal?.addEventListener("abort", passOnAbort, { once: true });

  let stream: ReadableStream<Uint8Array> & { allReady: Promise<void> };
  try {
    stream = await renderToReadableStream(element, { signal: renderAbort.signal, onError: options.onError });
    if (options.waitForAll) await stream.allReady;
  } catch (error) {
    release();
    throw error;
  }
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      // The reader went away (closed connection): React's stream is cancelled, which stops the render.
      release();
      return reader.cancel(reason);
    },
  });
}
