import { randomBytes } from "node:crypto";

/** A fresh nonce for one response: 128 random bits, base64 (the characters a CSP nonce source allows). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export type TDocumentCspOptions = {
  /** The response's nonce; every inline script the server writes carries it. */
  nonce: string;
  /** Extra origins the browser may fetch from (fetch, XHR, EventSource, WebSocket); the own origin is always allowed. */
  connectSrc?: readonly string[];
  /** Extra image origins; the own origin, data: and blob: are always allowed. */
  imgSrc?: readonly string[];
  /** Extra form targets (a card provider's payment page later); the own origin is always allowed. */
  formAction?: readonly string[];
};

const NONCE = /^[A-Za-z0-9+/=_-]{16,}$/;

/**
 * The Content-Security-Policy of an HTML page (decision 010):
 * - scripts only with the response's nonce; 'strict-dynamic' lets those scripts load the app's modules (Vite's
 *   chunks, dynamic imports, the captcha) without listing hosts, and an injected inline script has no nonce;
 * - no plugins, no <base> rewriting, no framing, forms only to the own origin;
 * - styles from the own origin plus inline style attributes (React `style`, the captcha widget's own styles);
 * - workers from the own origin or blob: (the captcha solves its proof of work in a blob worker).
 */
export function documentCsp(options: TDocumentCspOptions): string {
  if (!NONCE.test(options.nonce)) throw new Error("documentCsp: the nonce must be at least 16 base64 characters");
  const list = (base: string[], extra: readonly string[] | undefined) => [...base, ...(extra ?? [])].join(" ");
  return [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${list(["'self'"], options.formAction)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", "data:", "blob:"], options.imgSrc)}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], options.connectSrc)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "frame-src 'none'",
  ].join("; ");
}

/** The api answers JSON and media, never a page: nothing may run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
