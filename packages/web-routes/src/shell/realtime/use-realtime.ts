import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { realtimeStatusAtom, startRealtime, stopRealtime, subscribeRealtime, type TRealtimeMessage, type TRealtimeStatus } from "./realtime-client";

export { sendRealtime, REALTIME_RESYNC, realtimeStatusAtom, realtimeLastIdAtom, type TRealtimeStatus, type TRealtimeMessage } from "./realtime-client";

/** Keeps the tab's realtime connection open while `signedIn` (mounted once, in the header). */
export function useRealtimeConnection(signedIn: boolean): void {
  useEffect(() => {
    if (signedIn) startRealtime();
    else stopRealtime();
  }, [signedIn]);
}

/**
 * Calls handler for every event of the type (message.new, typing, notification.count …) while the component is
 * mounted; the newest handler is used without resubscribing.
 */
export function useRealtimeEvent<T = unknown>(type: string, handler: (payload: T, message: TRealtimeMessage) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => subscribeRealtime(type, (payload, message) => ref.current(payload as T, message)), [type]);
}

/** online / reconnecting / offline / connecting / idle (not signed in). */
export function useRealtimeStatus(): TRealtimeStatus {
  return useAtomValue(realtimeStatusAtom);
}
