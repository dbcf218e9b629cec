import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Renders a React document to a byte stream.
 *
 * React's Node renderer: it encodes text straight into 2 KB buffers, where the web-stream renderer allocates an
 * encoded copy of every text piece and hands out 512-byte chunks — on the search home that was a fifth of the
 * server's time (bench/ssr). React 18.3's Node renderer wrote NUL bytes into the HTML when a multi-byte character
 * (€, ä, ß …) did not fit at the end of its buffer; the project's patch of react-dom (patches/react-dom@18.3.1.patch,
 * the fix React 19 made) corrects that, and a test here keeps it corrected.
 *
 * signal: aborts the render while it streams (the visitor left, the render timeout). It is listened to only
 * until the last byte was read (or the reader went away, which stops the render by itself).
 *
 * nonce: the page's CSP nonce, on the inline scripts React writes (streamed Suspense boundaries).
 *
 * waitForAll: resolve only when everything (including deferred data) rendered — for bots, which
 * should get the complete page.
 */
export function renderHtmlStream(
  element: ReactElement,
  options: { waitForAll: boolean; nonce?: string; signal?: AbortSignal; onError?: (error: unknown) => void },
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let abortRender: (reason?: unknown) => void = () => undefined;
    const passOnAbort = () => abortRender(options.signal?.reason);
    const release = () => options.signal?.removeEventListener("abort", passOnAbort);

    const start = () => {
      const body = new PassThrough();
      let ended = false;
      body.once("end", () => {
        ended = true;
        release();
      });
      // Destroyed before its end: the reader cancelled (closed connection), so the render stops.
      body.once("close", () => {
        release();
        if (!ended) abortRender(new Error("The response was cancelled."));
      });
      resolve(createReadableStreamFromReadable(body));
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        if (!options.waitForAll) start();
      },
      onAllReady() {
        if (options.waitForAll) start();
      },
      onShellError(error) {
        release();
        reject(error);
      },
      onError(error) {
        options.onError?.(error);
      },
    });
    abortRender = abort;
    if (options.signal?.aborted) passOnAbort();
    else options.signal?.addEventListener("abort", passOnAbort, { once: true });
  });
}
