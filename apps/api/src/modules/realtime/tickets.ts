import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@samtrot/db";
import { REALTIME_TICKET_SECONDS } from "@samtrot/api-client/contracts";
import { lastEventId } from "./record-events.js";

const hashOf = (ticket: string) => createHash("sha256").update(ticket).digest("hex");
const TICKET = /^[A-Za-z0-9_-]{43}$/;

/** A one-use websocket ticket for the user, valid REALTIME_TICKET_SECONDS. Only its hash is stored. */
export async function issueTicket(database: Database, userId: number): Promise<{ ticket: string; expires_in: number; last_event_id: number }> {
  const ticket = randomBytes(32).toString("base64url");
  await database.transaction(async (tx) => {
    // Expired tickets go with each new one (cheap: index on expires_at).
    await tx.query("DELETE FROM realtime_tickets WHERE expires_at < now()");
    await tx.query(`INSERT INTO realtime_tickets (ticket_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
      hashOf(ticket),
      userId,
      REALTIME_TICKET_SECONDS,
    ]);
  });
  return { ticket, expires_in: REALTIME_TICKET_SECONDS, last_event_id: await lastEventId(database, userId) };
}

/** Uses a ticket up: its user while it is valid, else null (unknown, used already, or expired). */
export async function redeemTicket(database: Database, ticket: string): Promise<number | null> {
  if (!TICKET.test(ticket)) return null;
  const [row] = await database.query<{ user_id: number; valid: boolean }>(
    "DELETE FROM realtime_tickets WHERE ticket_hash = $1 RETURNING user_id, expires_at > now() AS valid",
    [hashOf(ticket)],
  );
  return row && row.valid ? Number(row.user_id) : null;
}
