import { useRevalidator } from "@remix-run/react";
import { camelizeKeys } from "@samtrot/api-client";
import type { TMessage, TThread } from "@samtrot/api-client/contracts";
import { getDefaultStore, useAtomValue } from "jotai";
import { REALTIME_RESYNC, realtimeStatusAtom, sendRealtime, useRealtimeEvent } from "../shell/realtime/use-realtime";
import { messageView, threadView } from "./messenger-calls";
import type { TMessageView, TThreadView } from "./messenger-state";

export type TMessengerRealtimeHandlers = {
  viewerId: number;
  onMessage(message: TMessageView, thread: TThreadView | null): void;
  onRead(threadId: number, upToId: number): void;
  onDeleted(threadId: number, messageId: number): void;
  onThreadStatus(thread: TThreadView): void;
  onTyping(threadId: number, isTyping: boolean): void;
  onBalance(dollars: number): void;
};

type TConnection = "online" | "offline" | "reconnecting";

/**
 * The messenger's events from the tab's realtime connection (shell/realtime; the header keeps it open): new and
 * deleted messages, read receipts, thread status, typing, balance. Payloads are the api's snake_case contracts
 * (messenger.ts: ZMessageNewEvent …). When the server cannot catch the tab up, the page reloads its data.
 */
export function useMessengerRealtime(handlers: TMessengerRealtimeHandlers): {
  /** the connection's own state (idle, connecting, online, reconnecting, offline) */
  status: string;
  /** what the page tells the reader: only a lost connection is worth a line */
  connection: TConnection;
  sendTyping(threadId: number, isTyping: boolean): void;
} {
  const revalidator = useRevalidator();
  // The connection's atoms live in jotai's default store; the messenger's own atoms in the page's Provider.
  const status = useAtomValue(realtimeStatusAtom, { store: getDefaultStore() });

  useRealtimeEvent<{ thread: TThread; message: TMessage }>("message.new", (payload) => {
    if (!payload?.message) return;
    handlers.onMessage(messageView(camelizeKeys(payload.message)), payload.thread ? threadView(camelizeKeys(payload.thread)) : null);
  });
  useRealtimeEvent<{ thread_id: number; last_read_message_id: number }>("message.read", (payload) => {
    if (payload) handlers.onRead(payload.thread_id, payload.last_read_message_id);
  });
  useRealtimeEvent<{ thread_id: number; message_id: number }>("message.deleted", (payload) => {
    if (payload) handlers.onDeleted(payload.thread_id, payload.message_id);
  });
  useRealtimeEvent<{ thread: TThread }>("thread.status", (payload) => {
    if (payload?.thread) handlers.onThreadStatus(threadView(camelizeKeys(payload.thread)));
  });
  useRealtimeEvent<{ thread_id: number; user_id: number; is_typing: boolean }>("typing", (payload) => {
    if (payload && payload.user_id !== handlers.viewerId) handlers.onTyping(payload.thread_id, payload.is_typing);
  });
  useRealtimeEvent<{ dollar?: number; balance?: { dollar?: number } }>("balance.changed", (payload) => {
    const dollars = typeof payload?.dollar === "number" ? payload.dollar : payload?.balance?.dollar;
    if (typeof dollars === "number") handlers.onBalance(dollars);
  });
  useRealtimeEvent(REALTIME_RESYNC, () => revalidator.revalidate());

  const connection: TConnection = status === "offline" ? "offline" : status === "reconnecting" ? "reconnecting" : "online";
  return {
    status,
    connection,
    sendTyping: (threadId, isTyping) => void sendRealtime("typing", { thread_id: threadId, is_typing: isTyping }),
  };
}
