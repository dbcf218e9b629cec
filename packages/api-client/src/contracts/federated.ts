import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Google sign-in (issue 4 §7). The api does all the OpenID Connect work; the web only forwards the browser
// to `authorization_url`, and on federated/google/callback posts code and state to POST /oauth/v2/token with
// grant_type "urn:samtrot:federated:google" (GOOGLE_GRANT_TYPE in accounts.ts) and the same redirect_uri.

export const ZGoogleAuthorizeRequest = z
  .object({
    /** the web's callback URL (…/federated/google/callback); must be an allowed web origin */
    redirect_uri: z.string().url({ message: "validation.federated.redirect_uri_invalid" }).max(2000),
  })
  .strict();

export const ZGoogleAuthorizeResponse = z.object({
  /** where to send the browser: the provider's authorization endpoint with PKCE (S256), state and nonce */
  authorization_url: z.string().url(),
  /** seconds until the state expires (10 minutes) */
  expires_in: z.number().int(),
});

export const googleAuthorizeContract = defineContract({
  id: "googleAuthorize",
  method: "POST",
  path: "/api/v2/federated/google/authorize",
  summary: "Starts Google sign-in: state, nonce and PKCE verifier are kept server-side. 404 when Google sign-in is not configured",
  tags: ["accounts"],
  auth: "public",
  body: ZGoogleAuthorizeRequest,
  response: ZGoogleAuthorizeResponse,
});
