import type { ActionFunctionArgs } from "@remix-run/node";
import { parseCookies } from "@samtrot/api-client/server";
import { realtimeTicketContract } from "@samtrot/api-client/contracts";
import { COOKIE, DEFAULT_LOCALE } from "@samtrot/constants-catalogue";
import { pageApi } from "../api/api.server";
import { csrfRejectedBody, isSameOriginRequest } from "../api/proxy";
import { WEB_ERROR_KEY } from "../web-only-constants";

function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "private, no-store" } });
}

// POST /node/realtime/ticket: a one-use websocket ticket (valid ~60 s) for the signed-in visitor. The web server asks
// the api with the Bearer from the HttpOnly tk cookie, so the browser gets the ticket and never the token.
// Answers { data: { ticket, expires_in, last_event_id } }, 401 for a guest.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer({ errors: [{ code: 405, title: WEB_ERROR_KEY.notFound, source: null }] }, 405);
  const sameOrigin = isSameOriginRequest({
    method: request.method,
    host: request.headers.get("host"),
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
  });
  if (!sameOrigin) return answer(csrfRejectedBody(), 403);
  if (!parseCookies(request.headers.get("cookie"))[COOKIE.token.name]) {
    return answer({ errors: [{ code: 401, title: "exception.common.unauthorized", source: null }] }, 401);
  }
  const result = await pageApi({ request, context }, { lang: DEFAULT_LOCALE }).call(realtimeTicketContract, undefined, { camelCase: false, retries: 0 });
  if (!result.ok) {
    const status = typeof result.status === "number" && result.status >= 400 ? result.status : 502;
    return answer({ errors: result.errors }, status);
  }
  return answer({ data: result.data });
}

export function loader() {
  return answer({ errors: [{ code: 405, title: WEB_ERROR_KEY.notFound, source: null }] }, 405);
}
