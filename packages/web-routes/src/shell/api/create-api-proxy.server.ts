import { ERROR_KEY, REQUEST, REQUEST_ERROR_CODE } from "@samtrot/constants-catalogue";
import { WEB_BASE_HEADER } from "../web-base";
import { invisibleLoginCookie, signInCookies, signOutCookies } from "../session/session-cookies";
import { INVISIBLE_PATH, LOGOUT_PATH, TOKEN_ANSWER_PATHS, takeTokens } from "./token-answer";
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
  /**
   * Origin plus language prefix of the page a request comes from, sent as `x-web-base` so links in the
   * api's e-mails lead back to this brand (the api accepts only its configured web origins).
   */
  webBase?: (request: Request) => string;
  /** Pass the incoming x-forwarded-for on (only behind a proxy that writes it; see clientAddressHeader). */
  forwardClientAddress?: boolean;
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
    const headers = buildUpstreamHeaders(request.headers, {
      requestId: requestIdFrom(request.headers),
      forwardClientAddress: options.forwardClientAddress,
    });
    if (contentType) headers.set("content-type", contentType);
    if (options.webBase) headers.set(WEB_BASE_HEADER, options.webBase(request));

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
    async forward(request) {
      const method = request.method.toUpperCase();
      const body = method === "GET" || method === "HEAD" ? null : request.body;
      const response = await send(request, body);
      const path = new URL(request.url).pathname;
      if (method === "POST" && TOKEN_ANSWER_PATHS.includes(path)) {
        return keepTokensServerSide(request, response, { remember: false, invisible: false });
      }
      if (method === "POST" && path === LOGOUT_PATH && response.ok) {
        const headers = new Headers(response.headers);
        for (const cookie of signOutCookies({ secure: isHttps(request) })) headers.append("set-cookie", cookie);
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
      if (method === "POST" && path === INVISIBLE_PATH && response.ok) {
        // Keeps the invisible-login cookie in step with the switch in the header (spec 000 §4, §6).
        const text = await response.text();
        const headers = new Headers(response.headers);
        try {
          const invisible = (JSON.parse(text) as { data?: { is_invisible?: unknown } }).data?.is_invisible;
          if (typeof invisible === "boolean") headers.append("set-cookie", invisibleLoginCookie({ invisible, secure: isHttps(request) }));
        } catch {
          /* not JSON: passed on as it is */
        }
        return new Response(text, { status: response.status, statusText: response.statusText, headers });
      }
      return response;
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
      const sent = new URLSearchParams(credentials.contentType.includes("json") ? "" : credentials.body);
      const response = await send(request, credentials.body, credentials.contentType);
      return keepTokensServerSide(request, response, {
        remember: sent.get("remember") === "1",
        invisible: sent.get("invisible_login") === "1",
      });
    },
  };
}


function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * A successful answer carrying tokens: the access token becomes the sign-in cookies (spec 000 §4) and both
 * tokens are removed from the JSON the browser gets. Anything else passes unchanged.
 */
async function keepTokensServerSide(
  request: Request,
  response: Response,
  session: { remember: boolean; invisible: boolean },
): Promise<Response> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return response;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
  const { body, token } = takeTokens(parsed);
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  if (token) {
    for (const cookie of signInCookies({ accessToken: token.accessToken, expiresIn: token.expiresIn, ...session, secure: isHttps(request) })) {
      headers.append("set-cookie", cookie);
    }
  }
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}
