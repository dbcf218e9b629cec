/**
 * Links in messages become clickable only for whitelisted domains (spec 000 §5, spec 001 §5). Messages are
 * plain text; the web renders these segments as text and anchors (never as HTML), so nothing but a whitelisted
 * http(s) link is ever an anchor.
 */
export const DEFAULT_LINK_WHITELIST = ["samtrot.example", "nachtfalter.example"] as const;

export type TMessageSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string; clickable: boolean };

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** Whether the host is a whitelisted domain or one of its subdomains. */
export function isWhitelistedHost(host: string, whitelist: readonly string[] = DEFAULT_LINK_WHITELIST): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return whitelist.some((domain) => h === domain || h.endsWith(`.${domain}`));
}

/** Whether a link target may be clickable in a message: http or https, no credentials, whitelisted host. */
export function isClickableMessageLink(href: string, whitelist: readonly string[] = DEFAULT_LINK_WHITELIST): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  return isWhitelistedHost(url.hostname, whitelist);
}

/** Splits a message into text and link segments; links keep their text, only whitelisted ones are clickable. */
export function messageSegments(text: string, whitelist: readonly string[] = DEFAULT_LINK_WHITELIST): TMessageSegment[] {
  const segments: TMessageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) });
    const href = raw.toLowerCase().startsWith("www.") ? `https://${raw}` : raw;
    segments.push({ kind: "link", text: raw, href, clickable: isClickableMessageLink(href, whitelist) });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}
