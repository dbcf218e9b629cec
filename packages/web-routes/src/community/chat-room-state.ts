import type { TChatMessage, TChatRoom } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";

// Pure helpers of the chat room pages (client-safe: no zod, no server code).

/** The messages in id order, each once: a page's own send and its live echo, a reconnect's gap fill. */
export function mergeChatMessages(current: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  if (incoming.length === 0) return current as TChatMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Without the removed message. */
export function withoutChatMessage(current: readonly TChatMessage[], messageId: number): TChatMessage[] {
  return current.filter((message) => message.id !== messageId);
}

/** Whole seconds from now until `at` (0 when it is past or null): slow mode's countdown. */
export function secondsUntil(at: string | null, nowMs: number): number {
  if (!at) return 0;
  return Math.max(0, Math.ceil((Date.parse(at) - nowMs) / 1000));
}

/** Whether `at` lies in the future (a mute that still holds). */
export function isFuture(at: string | null, nowMs: number): boolean {
  return at !== null && Date.parse(at) > nowMs;
}

/** The room's name or description in the page's language (German for German, English for every other). */
export function inLanguage(text: TChatRoom["name"], lang: TLocale | string): string {
  return lang === "de" ? text.de : text.en;
}

/** Where a page of a room lives (community/chat/{slug}). */
export const chatRoomPath = (slug: string) => `/community/chat/${slug}`;
export const CHAT_ROOMS_PATH = "/community/chat";
