import DOMPurify from "isomorphic-dompurify";
import { ALLOWED_LINK_TARGET, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from "./sanitize-rich-text.js";

/**
 * The allow-list of the information pages (about, legal, misc, partners; decision 036): the rich-text list plus
 * sub-headings (h2, h3) and tables are not needed. The texts are ours (Markdown in the repository), but they pass
 * the same filter as user text, so a careless edit cannot bring a script, a style or an outside image onto a page.
 * Unlike user text, links are not marked ugc/nofollow (they are our own), and outside links open without a referrer
 * leak (`noopener`).
 */
export const INFO_TEXT_TAGS = [...RICH_TEXT_TAGS, "h2", "h3"] as const;

export function sanitizeInfoText(input: string): string {
  const clean = DOMPurify.sanitize(input, {
    ALLOWED_TAGS: [...INFO_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_LINK_TARGET,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
  // DOMPurify writes attributes quoted with "; an absolute http(s) link is an outside one.
  return clean.replace(/<a href="(https?:)/gi, '<a rel="noopener" href="$1').trim();
}
