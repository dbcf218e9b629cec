import { CHAT_PRESENCE_REFRESH_SECONDS, type TChatMessage } from "@samtrot/api-client/contracts";
import { getDefaultStore, useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { REALTIME_RESYNC, realtimeStatusAtom, sendRealtime, useRealtimeEvent } from "../shell/realtime/use-realtime";

export type TChatRoomLiveHandlers = {
  onMessage(message: TChatMessage, onlineCount: number): void;
  onRemoved(messageId: number): void;
  onPresence(onlineCount: number): void;
  onMuted(mutedUntil: string | null): void;
  /** the connection came back after a drop (or the server could not catch up): fetch what was missed */
  onReconnected(): void;
};

/**
 * A room page's live side over the tab's realtime connection (the header keeps it open): it tells the api the room
 * is open (`chatroom.join` now and every CHAT_PRESENCE_REFRESH_SECONDS, `chatroom.leave` when the page goes) and
 * hands on the room's events. Chat lines are not stored per reader, so after a drop the page asks the history.
 */
export function useChatRoomLive(roomId: number, handlers: TChatRoomLiveHandlers): string {
  const status = useAtomValue(realtimeStatusAtom, { store: getDefaultStore() });
  const ref = useRef(handlers);
  ref.current = handlers;
  const wasOnline = useRef(false);

  useEffect(() => {
    if (status !== "online") return;
    sendRealtime("chatroom.join", { room_id: roomId });
    if (wasOnline.current) ref.current.onReconnected();
    wasOnline.current = true;
    const refresh = setInterval(() => sendRealtime("chatroom.join", { room_id: roomId }), CHAT_PRESENCE_REFRESH_SECONDS * 1000);
    const leave = () => sendRealtime("chatroom.leave", { room_id: roomId });
    window.addEventListener("pagehide", leave);
    return () => {
      clearInterval(refresh);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [status, roomId]);

  useRealtimeEvent<{ room_id: number; message: TChatMessage; online_count: number }>("chatroom.message", (payload) => {
    if (payload?.room_id === roomId && payload.message) ref.current.onMessage(payload.message, payload.online_count);
  });
  useRealtimeEvent<{ room_id: number; message_id: number }>("chatroom.removed", (payload) => {
    if (payload?.room_id === roomId) ref.current.onRemoved(payload.message_id);
  });
  useRealtimeEvent<{ room_id: number; online_count: number }>("chatroom.presence", (payload) => {
    if (payload?.room_id === roomId) ref.current.onPresence(payload.online_count);
  });
  useRealtimeEvent<{ room_id: number; muted_until: string | null }>("chatroom.muted", (payload) => {
    if (payload?.room_id === roomId) ref.current.onMuted(payload.muted_until);
  });
  useRealtimeEvent(REALTIME_RESYNC, () => ref.current.onReconnected());
  return status;
}
