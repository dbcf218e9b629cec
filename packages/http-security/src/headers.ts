/**
 * Browser features no page of the product uses; a page (or an injected frame) cannot ask for them. Geolocation
 * stays with the own origin (the search's "near me"), as does fullscreen (the gallery lightbox may use it). Camera,
 * microphone and autoplay are the own origin's too: going live (start_streaming, streaming_live) sends the camera,
 * and a viewer's player starts by itself, muted (issue 15). The card provider's payment page comes with its
 * issue and will add `payment` for its origin.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=(self)",
  "camera=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=(self)",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** One year, subdomains included; sent only on HTTPS answers (RFC 6797 §7.2: ignored over HTTP anyway). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Signed-in pages and private media: no cache (browser, proxy, back/forward) may keep them. */
export const NO_STORE = "private, no-store";

export type TSecurityHeaderOptions = {
  /** The Content-Security-Policy of the answer (documentCsp for pages, API_CSP for the api). */
  csp: string;
  /** The request came over HTTPS (isHttpsRequest): adds Strict-Transport-Security. */
  https: boolean;
};

/** The security headers every answer of a brand server or the api carries (lower-case names). */
export function securityHeaders(options: TSecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": options.csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": PERMISSIONS_POLICY,
  };
  if (options.https) headers["strict-transport-security"] = HSTS;
  return headers;
}
