import type { TClientMessageHandler } from "./types.js";

/** Inbound websocket message handlers by type (onClientMessage). Process-wide, registered at module load. */
export const clientMessageHandlers = new Map<string, TClientMessageHandler>();
