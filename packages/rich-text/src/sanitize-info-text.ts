import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, sanitizeByAllowList } from "./sanitize-rich-text.js";

/**
 * The allow-list of the information pages (about, legal, misc, partners; decision 036): the rich-text list plus
 * sub-headings (h2, h3). The texts are ours (Markdown in the repository), but they pass
 * the same filter as user text, so a careless edit cannot bring a script, a style or an outside image onto a page.
 * Unlike user text, links are not marked ugc/nofollow (they are our own), and outside links open without a referrer
 * leak (`noopener`).
 */
export const INFO_TEXT_TAGS = [...RICH_TEXT_TAGS, "h2", "h3"] as const;

export function sanitizeInfoText(input: string): string {
  const clean = sanitizeByAllowList(input, INFO_TEXT_TAGS, RICH_TEXT_ATTRIBUTES);
  // DOMPurify writes attributes quoted with "; an absolute http(s) link is an outside one.
  return clean.replace(/<a href="(https?:)/gi, '<a rel="noopener" href="$1').trim();
}
