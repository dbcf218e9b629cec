// The messenger page's client state (issue 12 §3): threads, conversations, unread counts, typing and the send
// queue, as jotai atoms. The loader seeds them; realtime events (message.new, message.read, message.deleted,
// thread.status, typing) and the page's own calls change them through the pure reducers below, so every change
// is one tested function and the components only read.
import type { TMessageSendState, TThreadStatus } from "@samtrot/constants-catalogue";
import { atom } from "jotai";

export type TThreadPartner = {
  id: number;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  userType: number;
};

export type TThreadView = {
  id: number;
  partner: TThreadPartner;
  /** the last message's text for the list (plain), null before the first message */
  lastText: string | null;
  lastImages: number;
  lastFromMe: boolean;
  /** ISO time of the last activity (sorting and the list's time) */
  lastAt: string | null;
  unreadCount: number;
  /** resolved by the api with the spec's precedence (spec 001 §4) */
  status: TThreadStatus;
};

export type TMessageImage = { id: number; url: string; thumbUrl?: string };

export type TMessageView = {
  /** the api's id; null while the message is only local (preparing, sending, fail) */
  id: number | null;
  /** the key the page gave an outgoing message; the api answers it back so a retry never sends twice */
  clientKey: string;
  threadId: number;
  senderId: number;
  text: string;
  images: TMessageImage[];
  createdAt: string;
  /** the partner read it: known only to a Plus viewer (spec 001 §6 "see who read messages"), else null */
  read: boolean | null;
  state: TMessageSendState;
  /** the translation key of the refusal when state is fail */
  error: string | null;
};

export type TConversation = { messages: TMessageView[]; hasOlder: boolean; loadingOlder: boolean };

export const threadsAtom = atom<TThreadView[]>([]);
export const threadsHasMoreAtom = atom(false);
export const conversationsAtom = atom<Record<number, TConversation>>({});
/** thread id → the time (ms) the partner's typing indicator goes out */
export const typingAtom = atom<Record<number, number>>({});
export const activeThreadIdAtom = atom<number | null>(null);
export const totalUnreadAtom = atom((get) => get(threadsAtom).reduce((sum, thread) => sum + thread.unreadCount, 0));

/** How long a typing event keeps the indicator on (the sender repeats it while typing). */
export const TYPING_SHOWN_MS = 5000;
/** The sender repeats its typing event at most this often. */
export const TYPING_SEND_EVERY_MS = 2500;

function byLastActivity(a: TThreadView, b: TThreadView): number {
  return (b.lastAt ?? "").localeCompare(a.lastAt ?? "") || b.id - a.id;
}

/** Adds a page of threads (older pages append; a thread already known keeps its live state). */
export function mergeThreads(current: TThreadView[], page: TThreadView[]): TThreadView[] {
  const known = new Map(current.map((thread) => [thread.id, thread]));
  for (const thread of page) if (!known.has(thread.id)) known.set(thread.id, thread);
  return [...known.values()].sort(byLastActivity);
}

/** Replaces or adds one thread (a status change, a thread made by the first message). */
export function upsertThread(current: TThreadView[], thread: TThreadView): TThreadView[] {
  return [thread, ...current.filter((other) => other.id !== thread.id)].sort(byLastActivity);
}

function sameMessage(a: TMessageView, b: TMessageView): boolean {
  return (a.id !== null && a.id === b.id) || a.clientKey === b.clientKey;
}

/** Older messages first; local messages (no id yet) after every stored one, in the order they were written. */
function byTime(a: TMessageView, b: TMessageView): number {
  if (a.id !== null && b.id !== null) return a.id - b.id;
  if (a.id === null && b.id === null) return a.createdAt.localeCompare(b.createdAt);
  return a.id === null ? 1 : -1;
}

/** Puts messages into a conversation: one that is already there (same id or client key) is replaced. */
export function mergeMessages(conversation: TConversation | undefined, messages: TMessageView[], hasOlder?: boolean): TConversation {
  const list = [...(conversation?.messages ?? [])];
  for (const message of messages) {
    const at = list.findIndex((other) => sameMessage(other, message));
    if (at === -1) list.push(message);
    else list[at] = { ...list[at]!, ...message };
  }
  return {
    messages: list.sort(byTime),
    hasOlder: hasOlder ?? conversation?.hasOlder ?? false,
    loadingOlder: false,
  };
}

/** A message arrived (realtime or the send's answer): the conversation, the list entry and its unread count. */
export function applyNewMessage(
  state: { threads: TThreadView[]; conversations: Record<number, TConversation> },
  message: TMessageView,
  viewerId: number,
  options: { activeThreadId: number | null; thread?: TThreadView | null },
): { threads: TThreadView[]; conversations: Record<number, TConversation> } {
  const conversation = state.conversations[message.threadId];
  const seen = conversation?.messages.some((other) => sameMessage(other, message) && other.state === "success") ?? false;
  const conversations = { ...state.conversations, [message.threadId]: mergeMessages(conversation, [message]) };
  const known = state.threads.find((thread) => thread.id === message.threadId) ?? options.thread ?? null;
  if (!known) return { threads: state.threads, conversations };
  const fromMe = message.senderId === viewerId;
  const countsAsUnread = !fromMe && !seen && options.activeThreadId !== message.threadId;
  const thread: TThreadView = {
    ...known,
    lastText: message.text,
    lastImages: message.images.length,
    lastFromMe: fromMe,
    lastAt: message.createdAt,
    unreadCount: known.unreadCount + (countsAsUnread ? 1 : 0),
  };
  return { threads: upsertThread(state.threads, thread), conversations };
}

/** The partner read the viewer's messages up to `upToId` (message.read; only sent to Plus viewers). */
export function applyRead(conversation: TConversation | undefined, viewerId: number, upToId: number): TConversation | undefined {
  if (!conversation) return conversation;
  return {
    ...conversation,
    messages: conversation.messages.map((message) =>
      message.senderId === viewerId && message.id !== null && message.id <= upToId && !message.read ? { ...message, read: true } : message,
    ),
  };
}

/** A message was deleted (by either side) or hidden by the viewer: it leaves the conversation. */
export function removeMessage(conversation: TConversation | undefined, messageId: number): TConversation | undefined {
  if (!conversation) return conversation;
  return { ...conversation, messages: conversation.messages.filter((message) => message.id !== messageId) };
}

/** The unread count of a thread after read (0) or unread (at least 1). */
export function setUnread(threads: TThreadView[], threadId: number, unreadCount: number): TThreadView[] {
  return threads.map((thread) => (thread.id === threadId ? { ...thread, unreadCount } : thread));
}

/** Typing indicators that are still on at `now`. */
export function activeTyping(typing: Record<number, number>, now: number): Record<number, number> {
  return Object.fromEntries(Object.entries(typing).filter(([, until]) => until > now)) as Record<number, number>;
}

/** A new client key for an outgoing message (stable across retries of the same message). */
export function newClientKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random().toString(16).slice(2)}`;
}
