/** The excerpt of a blog (tiles, meta description): the body's text on one line, cut at a word before `max` with "…". */
export const BLOG_EXCERPT_MAX = 240;

export function blogExcerpt(plainText: string, max = BLOG_EXCERPT_MAX): string {
  const text = plainText.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, "")}…`;
}
