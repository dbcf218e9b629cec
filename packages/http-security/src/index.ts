export { createNonce, documentCsp, API_CSP, type TDocumentCspOptions } from "./csp.js";
export { securityHeaders, PERMISSIONS_POLICY, HSTS, NO_STORE, type TSecurityHeaderOptions } from "./headers.js";
export { isHttpsRequest, parseTrustedProxies, normalizeAddress, type TProxyTrust, type THttpsInput } from "./https.js";
