import { brand } from "@brand";
import { createApiProxy } from "./create-api-proxy.server";
import { webEnv } from "../env.server";
import { proxyWebBase } from "../web-base";

/** The same-origin proxy bound to this server's environment. */
export const apiProxy = createApiProxy({
  apiUrl: webEnv.API_URL,
  clientId: webEnv.OAUTH_CLIENT_ID,
  clientSecret: webEnv.OAUTH_CLIENT_SECRET,
  webBase: (request) => proxyWebBase(request, brand.localePrefix),
  forwardClientAddress: webEnv.TRUST_FORWARDED_FOR,
});
