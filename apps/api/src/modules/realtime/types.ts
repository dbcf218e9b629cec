export type TRealtimeEventInput = { userId: number; type: string; payload: unknown };
export type TStoredRealtimeEvent = { id: number; userId: number; type: string; payload: unknown; createdAt: string };
export type TClientMessageHandler = (userId: number, payload: unknown) => void | Promise<void>;

/** What travels on the bus between api instances. */
export type TBusMessage =
  | { kind: "stored"; events: TStoredRealtimeEvent[] }
  | { kind: "ephemeral"; event: TRealtimeEventInput };
