import { googleAuthorizeContract } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";

/** The web route Google sends the browser back to; no language segment, so the address is one per origin. */
export const GOOGLE_CALLBACK_PATH = "/federated/google/callback";
export const GOOGLE_START_PATH = "/federated/google/start";

/** redirect_uri of this site: its origin plus the callback path (the api allows only its web origins). */
export function googleRedirectUri(request: Request): string {
  return new URL(request.url).origin + GOOGLE_CALLBACK_PATH;
}

// Whether the api has Google sign-in configured. The api has no "is it on" endpoint, only authorize, which
// answers 404 when it is off, so the answer is probed and kept for a while instead of on every page view.
const PROBE_TTL_MS = 5 * 60_000;
let probed: { origin: string; enabled: boolean; at: number } | null = null;

export async function isGoogleSignInEnabled(args: { request: Request; context?: unknown }, lang: TLocale): Promise<boolean> {
  const origin = new URL(args.request.url).origin;
  if (probed && probed.origin === origin && Date.now() - probed.at < PROBE_TTL_MS) return probed.enabled;
  const result = await pageApi(args, { lang }).call(
    googleAuthorizeContract,
    { body: { redirect_uri: googleRedirectUri(args.request) } },
    { retries: 0 },
  );
  if (result.ok) probed = { origin, enabled: true, at: Date.now() };
  else if (result.status === 404) probed = { origin, enabled: false, at: Date.now() };
  else return false; // api trouble: hide the button now, ask again next time
  return probed.enabled;
}
