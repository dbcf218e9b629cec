import { LIVE_TAGS_MAX } from "@samtrot/api-client/contracts";

// Small helpers of the live pages (issue 15): names of languages and countries in the page's language (the browser's
// and Node's Intl know them, so no table of names is kept), the tags field, the room's path.

export function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "language" }).of(code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}

export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Chat, Dessous ,  chat" → ["chat", "dessous"]: lower case, trimmed, without repeats; the api checks the rest. */
export function tagsFromField(value: string): string[] {
  const tags = value
    .split(",")
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)].slice(0, LIVE_TAGS_MAX + 1);
}

export const roomPath = (roomId: number) => `/streaming_live/${roomId}`;

/** 125 s → "2:05 min". */
export function durationText(seconds: number, t: (key: string, options: Record<string, unknown>) => string): string {
  return t("live.recordings.duration", { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, "0") });
}
