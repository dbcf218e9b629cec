import DOMPurify from "isomorphic-dompurify";
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, sanitizeByAllowList } from "./sanitize-rich-text.js";

/**
 * A blog body's allow-list (issue 14): the rich-text list plus sub-headings (h2, h3) and images — but an image only
 * when its source is one of our blog images (`/api/v2/blogs/media/<id>/<size>`, uploaded through the media
 * pipeline), with an optional alt text. Every other image is removed, so a blog cannot pull in outside pictures
 * (tracking pixels) or data: URLs. The api stores only what this returns; the editor's output is never trusted.
 */
export const BLOG_BODY_TAGS = [...RICH_TEXT_TAGS, "h2", "h3", "img"] as const;
export const BLOG_BODY_ATTRIBUTES = [...RICH_TEXT_ATTRIBUTES, "src", "alt"] as const;
export const BLOG_IMAGE_SRC = /^\/api\/v2\/blogs\/media\/([1-9][0-9]{0,15})\/(full|thumb)$/;

/** The blog-image path of a medium (what the editor inserts and the body keeps). */
export function blogImagePath(mediaId: number, size: "full" | "thumb" = "full"): string {
  return `/api/v2/blogs/media/${mediaId}/${size}`;
}

export function sanitizeBlogBody(input: string): string {
  // Hooks are global in DOMPurify; the sanitiser is synchronous, so the hook lives exactly for this one call.
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "IMG") {
      // src/alt belong to images only
      if (node.hasAttribute?.("src")) node.removeAttribute("src");
      if (node.hasAttribute?.("alt")) node.removeAttribute("alt");
      return;
    }
    const src = node.getAttribute("src") ?? "";
    if (!BLOG_IMAGE_SRC.test(src)) node.parentNode?.removeChild(node);
    else if ((node.getAttribute("alt") ?? "").length > 200) node.setAttribute("alt", (node.getAttribute("alt") ?? "").slice(0, 200));
  });
  let clean: string;
  try {
    clean = sanitizeByAllowList(input, BLOG_BODY_TAGS, BLOG_BODY_ATTRIBUTES);
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes");
  }
  return clean.replace(/<a(?=[\s>])/g, '<a rel="nofollow ugc noopener"').trim();
}

/** The ids of the blog images a (sanitised) body shows, in order, each once. */
export function blogImageIds(body: string): number[] {
  const ids: number[] = [];
  for (const match of body.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)) {
    const found = BLOG_IMAGE_SRC.exec(match[1]!);
    if (found && !ids.includes(Number(found[1]))) ids.push(Number(found[1]));
  }
  return ids;
}
