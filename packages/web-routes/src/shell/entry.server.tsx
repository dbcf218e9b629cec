import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { I18nextProvider } from "react-i18next";
import { CspNonceContext } from "./csp-nonce";
import { serverI18n } from "./i18n/i18n.server";
import { detectRequestLanguage } from "./i18n/language";
import { renderHtmlStream } from "./render-html.server";

/** How long deferred data may stream before the render is aborted (Remix single fetch reads this). */
export const streamTimeout = 5_000;

/**
 * Server render of a brand app. The translation instance is the shared one of the page's language
 * (created once per process); the language is detected exactly as the root loader does.
 * Bots get the complete document at once, browsers a stream from the first shell. Every inline script of the page
 * (React's, Remix's, the streamed data) carries the response's CSP nonce from the load context (decision 010).
 */
export async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext?.cspNonce;
  const i18n = serverI18n.instance(detectRequestLanguage(request).lang);
  let status = responseStatusCode;
  let shellReady = false;

  const body = await renderHtmlStream(
    <CspNonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </I18nextProvider>
    </CspNonceContext.Provider>,
    {
      nonce,
      waitForAll: isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1_000)]),
      onError(error) {
        // Before the shell, the error rejects renderHtmlStream and Remix answers with its 500
        // handling; afterwards the document is already on its way, so log it.
        if (shellReady) console.error(error);
        status = 500;
      },
    },
  );
  shellReady = true;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
