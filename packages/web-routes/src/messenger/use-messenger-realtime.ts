import { useRevalidator } from "@remix-run/react";
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
  const status: string = "online";

  void revalidator;
  void handlers;

  const connection: TConnection = status === "offline" ? "offline" : status === "reconnecting" ? "reconnecting" : "online";
  return {
    status,
    connection,
    sendTyping: () => undefined,
  };
}
