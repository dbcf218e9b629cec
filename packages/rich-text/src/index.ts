// @samtrot/rich-text: the one allow-list for user markup (spec 000 §5), shared by the web and the api.
export { ALLOWED_LINK_TARGET, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, isAllowedLinkTarget, richTextToPlain, sanitizeRichText } from "./sanitize-rich-text.js";
export { INFO_TEXT_TAGS, sanitizeInfoText } from "./sanitize-info-text.js";
export { BLOG_BODY_ATTRIBUTES, BLOG_BODY_TAGS, BLOG_IMAGE_SRC, blogImageIds, blogImagePath, sanitizeBlogBody } from "./sanitize-blog-body.js";
