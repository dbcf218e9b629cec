import { ERROR_KEY, REQUEST, REQUEST_ERROR_CODE } from "@samtrot/constants-catalogue";
import {
  buildUpstreamHeaders,
  csrfRejectedBody,
  filterResponseHeaders,
  isSameOriginRequest,
  requestIdFrom,
  withClientCredentials,
} from "./proxy";

export type TApiProxyOptions = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
};

export type TApiProxy = {
  /** `/api/v2/*`: any method, body streamed through. */
  forward(request: Request): Promise<Response>;
  /** `/oauth/v2/token`: body buffered, client credentials added server-side. */
  token(request: Request): Promise<Response>;
};

/**
 * The same-origin proxy of ARCHITECTURE.md: the browser talks to its own web server, which adds what
 * the browser must never hold (the Bearer from the HttpOnly `tk` cookie, the OAuth client secret)
 * and refuses cross-site mutations.
 */
export function createApiProxy(options: TApiProxyOptions): TApiProxy {
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? REQUEST.timeoutMs; // spec 000 §9

  async function send(request: Request, body: BodyInit | null, contentType?: string): Promise<Response> {
    if (
      !isSameOriginRequest({
        method: request.method,
        host: request.headers.get("host") ?? new URL(request.url).host,
        origin: request.headers.get("origin"),
        referer: request.headers.get("referer"),
      })
    ) {
      return Response.json(csrfRejectedBody(), { status: 403 });
    }

    const incoming = new URL(request.url);
    const target = base + incoming.pathname + incoming.search;
    const headers = buildUpstreamHeaders(request.headers, { requestId: requestIdFrom(request.headers) });
    if (contentType) headers.set("content-type", contentType);

    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: request.method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        // A streamed request body needs half-duplex in Node's fetch.
        ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      return Response.json(
        {
          errors: [
            timedOut
              ? { code: REQUEST_ERROR_CODE.timeout, title: ERROR_KEY.requestTimeout, source: null }
              : { code: 502, title: ERROR_KEY.somethingWrong, source: null },
          ],
        },
        { status: timedOut ? 504 : 502 },
      );
    }

    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: filterResponseHeaders(upstream.headers),
    });
  }

  return {
    forward(request) {
      const method = request.method.toUpperCase();
      const body = method === "GET" || method === "HEAD" ? null : request.body;
      return send(request, body);
    },
    async token(request) {
      const method = request.method.toUpperCase();
      if (method !== "POST") {
        return Response.json({ errors: [{ code: 405, title: ERROR_KEY.somethingWrong, source: null }] }, {
          status: 405,
          headers: { allow: "POST" },
        });
      }
      // CSRF is checked in send() before anything leaves; reading the body first is harmless.
      const credentials = withClientCredentials(await request.text(), request.headers.get("content-type"), {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
      });
      return send(request, credentials.body, credentials.contentType);
    },
  };
}
