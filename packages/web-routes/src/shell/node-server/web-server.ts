import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { constants as zlib, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from "node:zlib";
import { createReadableStreamFromReadable, type AppLoadContext } from "@remix-run/node";
import { COOKIE } from "@samtrot/constants-catalogue";
import { createNonce, documentCsp, isHttpsRequest, NO_STORE, securityHeaders } from "@samtrot/http-security";
import { FORM_ACTION_MARK_HEADER, FORM_ACTION_MARK_PAYMENT } from "../csp-form-action";
import type { TStaticFiles } from "./static-files";

export type TRemixHandler = (request: Request, loadContext?: AppLoadContext) => Promise<Response>;

export type TWebServerOptions = {
  /** Remix's request handler of the server build. */
  handle: TRemixHandler;
  /** The client build's files (assets, locales). */
  staticFiles: TStaticFiles;
  /**
   * A proxy in front of this server writes X-Forwarded-For/-Proto/-Host (env TRUST_FORWARDED_FOR): only then is
   * the request's scheme (Secure cookies, HSTS) and host taken from them.
   */
  trustForwarded: boolean;
  /** Origins the pages marked with FORM_ACTION_MARK_HEADER may post forms to (the card provider's page). */
  paymentFormOrigins?: readonly string[];
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const TOKEN_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE.token.name}=[^;]`);

/**
 * A brand's web server (decision 010): security headers on every answer, a fresh CSP nonce for each page, which
 * reaches the render through the load context (`cspNonce`, read by entry.server), `private, no-store` on
 * everything a signed-in visitor gets, and the client build's files with long cache headers.
 */
export function createWebRequestListener(options: TWebServerOptions) {
  return async function listener(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const https = isHttpsRequest({
        encrypted: Boolean((req.socket as TLSSocket).encrypted),
        peer: req.socket.remoteAddress,
        forwardedProto: headerValue(req.headers["x-forwarded-proto"]),
        trust: options.trustForwarded,
      });
      const pathname = (req.url ?? "/").split("?")[0]!;
      if (await options.staticFiles.serve(req, res, pathname, withoutCsp(securityHeaders({ csp: "", https })))) return;

      const nonce = createNonce();
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = toRequest(req, { https, trustForwarded: options.trustForwarded, signal: controller.signal });
      const response = await options.handle(request, { cspNonce: nonce });

      const signedIn = TOKEN_COOKIE.test(req.headers.cookie ?? "") || response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${COOKIE.token.name}=`) && !/Max-Age=0/i.test(cookie));
      const formAction = response.headers.get(FORM_ACTION_MARK_HEADER) === FORM_ACTION_MARK_PAYMENT ? options.paymentFormOrigins : undefined;
      for (const [name, value] of Object.entries(securityHeaders({ csp: documentCsp({ nonce, formAction }), https }))) res.setHeader(name, value);
      // The answer's own headers win (the api's CSP on JSON and media passed through the proxy).
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== FORM_ACTION_MARK_HEADER) res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader("set-cookie", cookies);
      if (signedIn) {
        // A page or page data made for a signed-in visitor is never stored; what the api marked public itself
        // (a shared photo) is the same for everyone and keeps its caching.
        const fromApi = pathname.startsWith("/api/") || pathname.startsWith("/oauth/");
        if (!fromApi || !/\bpublic\b/i.test(response.headers.get("cache-control") ?? "")) res.setHeader("cache-control", NO_STORE);
      }
      await writeBody(req, res, response);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal Server Error");
      else res.destroy();
    }
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

function withoutCsp(headers: Record<string, string>): Record<string, string> {
  const { "content-security-policy": _csp, ...rest } = headers;
  return rest;
}

/** The Fetch request Remix handles; scheme and host from X-Forwarded-* only behind a trusted proxy. */
function toRequest(req: IncomingMessage, options: { https: boolean; trustForwarded: boolean; signal: AbortSignal }): Request {
  const forwardedHost = options.trustForwarded ? headerValue(req.headers["x-forwarded-host"])?.split(",")[0]?.trim() : undefined;
  const host = forwardedHost || req.headers.host || "localhost";
  const url = new URL(req.url ?? "/", `${options.https ? "https" : "http"}://${host}`);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    // HTTP/2 pseudo headers are not headers.
    if (!name.startsWith(":")) headers.append(name, req.rawHeaders[i + 1]!);
  }
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: options.signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Writes the answer. Text bodies are compressed when the browser accepts it (brotli at a quality cheap enough
 * for every request, else gzip); a streamed page is flushed after each burst of chunks, so the shell reaches the
 * browser before the deferred data.
 */
async function writeBody(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  const type = response.headers.get("content-type") ?? "";
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    !COMPRESSIBLE.test(type) || response.headers.has("content-encoding") ? null : /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  let sink: NodeJS.WritableStream = res;
  let compressor: BrotliCompress | Gzip | null = null;
  if (encoding) {
    res.removeHeader("content-length");
    res.setHeader("content-encoding", encoding);
    res.appendHeader("vary", "Accept-Encoding");
    compressor =
      encoding === "br"
        ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 });
    compressor.pipe(res);
    sink = compressor;
  }
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    compressor?.flush();
  };
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!sink.write(value)) await drained(sink, res);
      if (compressor && !flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    }
    sink.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** Resolves when the stream takes more, or the connection is gone. */
function drained(sink: NodeJS.WritableStream, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sink.removeListener("drain", done);
      res.removeListener("close", done);
      resolve();
    };
    sink.once("drain", done);
    res.once("close", done);
  });
}
