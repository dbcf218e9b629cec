import { liveStateContract, type TLiveAccess, type TLiveMessage, type TLiveState } from "@samtrot/api-client/contracts";
import { TOKENS } from "@samtrot/constants-catalogue";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApiClient } from "../shell/api/use-api-client";
import { useRealtimeEvent } from "../shell/realtime/use-realtime";

// A live room's changing state in the browser: the chat with its tips, the viewer count, the status and the
// caller's access. The websocket pushes (live.message, live.viewers, live.kicked, live.ended) show changes at once;
// the state is also polled every second (spec 001 §9 tipping polling 1 s), which fills anything a push missed.

export type TLiveRoomState = {
  status: TLiveState["status"];
  access: TLiveAccess;
  viewerCount: number;
  messages: TLiveMessage[];
  viewers: { id: number; username: string }[];
  tipsTotal: number;
};

const MAX_MESSAGES = 200;

function merge(known: TLiveMessage[], more: TLiveMessage[]): TLiveMessage[] {
  if (more.length === 0) return known;
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-MAX_MESSAGES);
}

export function useLiveRoom(roomId: number, initial: { status: TLiveState["status"]; access: TLiveAccess; viewerCount: number }) {
  const api = useApiClient();
  const [state, setState] = useState<TLiveRoomState>({ ...initial, messages: [], viewers: [], tipsTotal: 0 });
  const lastId = useRef<number | undefined>(undefined);
  const active = state.access === "producer" || state.access === "audience";
  const live = active && state.status !== "ended";

  const addMessages = useCallback((more: TLiveMessage[]) => {
    if (more.length === 0) return;
    lastId.current = Math.max(lastId.current ?? 0, ...more.map((m) => m.id));
    setState((s) => ({ ...s, messages: merge(s.messages, more) }));
  }, []);

  const poll = useCallback(async () => {
    if (!api) return;
    const result = await api.call(liveStateContract, { params: { roomId }, query: lastId.current === undefined ? {} : { after: lastId.current } }, { camelCase: false });
    if (!result.ok) return;
    const data = result.data;
    if (data.messages.length > 0) lastId.current = Math.max(lastId.current ?? 0, ...data.messages.map((m) => m.id));
    else lastId.current ??= 0;
    setState((s) => ({
      status: data.status,
      access: data.access,
      viewerCount: data.viewer_count,
      messages: merge(s.messages, data.messages),
      viewers: data.viewers ?? s.viewers,
      tipsTotal: data.tips_total ?? s.tipsTotal,
    }));
  }, [api, roomId]);

  useEffect(() => {
    if (!live || !api) return;
    void poll();
    const timer = setInterval(() => {
      if (typeof document === "undefined" || !document.hidden) void poll();
    }, TOKENS.tippingPollingMs);
    return () => clearInterval(timer);
  }, [live, api, poll]);

  useRealtimeEvent<{ room_id: number; message: TLiveMessage }>("live.message", (payload) => {
    if (payload.room_id !== roomId) return;
    addMessages([payload.message]);
    // the producer's tips total comes from the api (one source of truth)
    if (payload.message.kind === "tip" && state.access === "producer") void poll();
  });
  useRealtimeEvent<{ room_id: number; viewer_count: number }>("live.viewers", (payload) => {
    if (payload.room_id !== roomId) return;
    setState((s) => ({ ...s, viewerCount: payload.viewer_count }));
    if (state.access === "producer") void poll();
  });
  useRealtimeEvent<{ room_id: number }>("live.kicked", (payload) => {
    if (payload.room_id === roomId) setState((s) => ({ ...s, access: "kicked_out" }));
  });
  useRealtimeEvent<{ room_id: number }>("live.ended", (payload) => {
    if (payload.room_id === roomId) setState((s) => ({ ...s, status: "ended", access: s.access === "producer" ? "producer" : "ended" }));
  });

  return { state, setState, addMessages, poll };
}
