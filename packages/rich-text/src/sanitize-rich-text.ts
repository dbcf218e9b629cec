import DOMPurify from "isomorphic-dompurify";
import { ALLOWED_LINK_SCHEMES } from "@samtrot/constants-catalogue";

/** Tags a profile text may keep: paragraphs, line breaks, emphasis, lists, quotes and links. */
export const RICH_TEXT_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "a"] as const;
export const RICH_TEXT_ATTRIBUTES = ["href", "title"] as const;

const schemes = ALLOWED_LINK_SCHEMES.map((scheme) => scheme.replace(":", "")).join("|");
/**
 * Link targets of spec 000 §5: http, https, mailto and tel, or relative (no scheme: no colon before the first
 * "/", "?" or "#") or a hash. Anything else (javascript:, data:, vbscript:, ftp: …) loses its href.
 */
export const ALLOWED_LINK_TARGET = new RegExp(`^(?:(?:${schemes}):|#|[^:]*$|[^:/?#]*[/?#])`, "i");

/** Whether a link target passes the allow-list (the same test the sanitiser applies). */
export function isAllowedLinkTarget(href: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"); so does the check.
  return ALLOWED_LINK_TARGET.test(href.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, ""));
}

/**
 * Filters user markup by the allow-list (spec 000 §5 "unsafe markup is filtered by an allow-list"): scripts,
 * styles, event handlers, images, forms and every tag or attribute not listed are removed (their text stays),
 * links keep only allowed targets and get rel="nofollow ugc noopener". The same function runs in the api
 * before a text is stored and may run in the browser for a preview, so both show the same.
 */
export function sanitizeRichText(input: string): string {
  const clean = sanitizeByAllowList(input, RICH_TEXT_TAGS, RICH_TEXT_ATTRIBUTES);
  // DOMPurify writes tags in lower case with quoted attributes; rel is not allowed in, so it is never doubled.
  return clean.replace(/<a(?=[\s>])/g, '<a rel="nofollow ugc noopener"').trim();
}

/** DOMPurify with exactly these tags and attributes, the link-target rule, no data-/aria- attributes, text kept. */
export function sanitizeByAllowList(input: string, tags: readonly string[], attributes: readonly string[]): string {
  return DOMPurify.sanitize(input, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...attributes],
    ALLOWED_URI_REGEXP: ALLOWED_LINK_TARGET,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}

/** The text without any markup (for counters and previews). */
export function richTextToPlain(input: string): string {
  return (DOMPurify.sanitize(input, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_TRUSTED_TYPE: false }) as string).trim();
}
