import { richTextToPlain } from "@samtrot/rich-text";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/**
 * Message text is plain text: markup goes through the allow-list sanitiser with no tag allowed (its text stays),
 * then the sanitiser's entity escapes are turned back into characters, because the web renders the text as text
 * (React escapes it) and links only through messageSegments() of @samtrot/messenger. Line breaks are kept,
 * runs of more than two empty lines shortened, control characters removed.
 */
export function messagePlainText(input: string): string {
  const lines = input.replace(/\r\n?/g, "\n").split("\n").map((line) => richTextToPlain(line).replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!));
  return lines
    .join("\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
