import { TOKENS } from "@samtrot/constants-catalogue";
import type { TLiveMessage } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";
import { tip } from "../ledger/tip.js";
import type { LiveRuntime, TLiveDeps } from "./live-runtime.js";
import { MESSAGE_SELECT, messageView, requireParticipant, type TMessageRow } from "./rooms.js";

export const TIP_AMOUNT = "validation.live.tip_amount";

/**
 * A viewer tips the producer during the broadcast (spec 001 §9 live tipping amounts 5, 10, 100, 150, 200): the
 * viewer must be admitted to the room (filter, not kicked), then the ledger's tip path decides the rest: only
 * clients tip, the security PIN, the monthly tipping limit (live tips share it), the balance, the idempotent
 * request key. The tip appears in the chat (kind tip) and is pushed to the room at once.
 */
export async function sendTip(
  deps: TLiveDeps,
  runtime: LiveRuntime,
  userId: number,
  roomId: number,
  input: { amount: number; pin: string; request_key: string },
): Promise<{ message: TLiveMessage; balance: number; remaining: number }> {
  if (!(TOKENS.liveTippingAmounts as readonly number[]).includes(input.amount)) throw new AppError(422, TIP_AMOUNT, "amount");
  const { row } = await requireParticipant(deps.database, roomId, userId, deps.clock.now());
  const producerId = Number(row.producer_id);
  if (producerId === userId) throw new AppError(422, "validation.tip.self");
  const result = await tip(deps.database, userId, { recipient_id: producerId, amount: input.amount, pin: input.pin, request_key: `live-${roomId}-${input.request_key}` });
  // One chat line per booking, also when the same request is sent twice (a replay of the ledger's answer).
  const [inserted] = await deps.database.query<{ id: string | number }>(
    `INSERT INTO live_messages (room_id, user_id, kind, amount, ledger_entry_id)
     SELECT $1, $2, 'tip', $3, $4 WHERE NOT EXISTS (SELECT 1 FROM live_messages WHERE ledger_entry_id = $4 AND kind = 'tip')
     RETURNING id`,
    [roomId, userId, input.amount, result.entry_id],
  );
  const [message] = await deps.database.query<TMessageRow>(
    inserted ? `${MESSAGE_SELECT} WHERE m.id = $1` : `${MESSAGE_SELECT} WHERE m.ledger_entry_id = $1 AND m.kind = 'tip'`,
    [inserted ? inserted.id : result.entry_id],
  );
  const view = messageView(message!);
  if (inserted) await runtime.broadcast(roomId, "live.message", { room_id: roomId, message: view });
  return { message: view, balance: result.balance.after, remaining: result.allowance.remaining };
}
