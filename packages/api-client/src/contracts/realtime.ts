import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Realtime (issue 12 part 4): the browser's websocket to the api's /ws is authenticated by a short-lived, one-use
// ticket. The web server asks for it with the user's Bearer (its /node/realtime/ticket endpoint), so the browser
// never sees the token.

/** Seconds a ticket is valid for. */
export const REALTIME_TICKET_SECONDS = 60;

export const ZRealtimeTicket = z.object({
  /** use once: GET /ws?ticket=…&after=<last event id> */
  ticket: z.string(),
  expires_in: z.number().int(),
  /** the user's newest event id now (a client without one starts here) */
  last_event_id: z.number().int(),
});
export type TRealtimeTicket = z.infer<typeof ZRealtimeTicket>;

export const realtimeTicketContract = defineContract({
  id: "realtimeTicket",
  method: "POST",
  path: "/api/v2/realtime/ticket",
  summary: "A one-use websocket ticket for the caller, valid 60 s (GET /ws?ticket=…&after=<last event id>)",
  tags: ["realtime"],
  auth: "user",
  response: ZRealtimeTicket,
});

/**
 * What the server sends on the websocket. Stored events carry `id` (increasing per user); `ready` follows the
 * catch-up, `resync` says the client was too far behind and should reload its data; ephemeral events (typing)
 * have no id.
 */
export const ZRealtimeServerMessage = z.union([
  z.object({ id: z.number().int(), type: z.string(), payload: z.unknown(), createdAt: z.string() }),
  z.object({ type: z.literal("ready"), lastId: z.number().int() }),
  z.object({ type: z.literal("resync"), lastId: z.number().int() }),
  z.object({ type: z.string(), payload: z.unknown() }),
]);
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessage>;

export const realtimeContracts = [realtimeTicketContract] as const;
