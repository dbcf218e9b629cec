import { SECURITY_PIN, type TSecurityPinStatus } from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import { hashPassword, verifyPassword } from "../accounts/password.js";

export const PIN_NOT_SET = "validation.pin.not_set";
export const PIN_WRONG = "validation.pin.wrong";
export const PIN_LOCKED = "exception.pin.locked";
export const PIN_PASSWORD_WRONG = "validation.pin.password_wrong";

function withMeta(error: AppError, meta: Record<string, unknown>): AppError {
  (error.entries[0] as { meta?: unknown }).meta = meta;
  return error;
}

export async function securityPinStatus(db: DatabaseTx, userId: number): Promise<TSecurityPinStatus> {
  const [row] = await db.query<{ locked_until: Date | null }>(
    "SELECT CASE WHEN locked_until > now() THEN locked_until END AS locked_until FROM security_pins WHERE user_id = $1",
    [userId],
  );
  return { has_pin: row !== undefined, locked_until: row?.locked_until ? new Date(row.locked_until).toISOString() : null };
}

/**
 * Sets or changes the PIN with the account password (argon2id, as passwords). A new PIN starts with no wrong
 * tries and no lock: whoever knows the password may set it again.
 */
export async function setSecurityPin(db: Database, userId: number, input: { password: string; pin: string }): Promise<TSecurityPinStatus> {
  const [user] = await db.query<{ password_hash: string | null }>("SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL", [userId]);
  if (!(await verifyPassword(user?.password_hash ?? null, input.password))) throw new AppError(422, PIN_PASSWORD_WRONG, "password");
  const pinHash = await hashPassword(input.pin);
  await db.query(
    `INSERT INTO security_pins (user_id, pin_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, failed_attempts = 0, locked_until = NULL, updated_at = now()`,
    [userId, pinHash],
  );
  return { has_pin: true, locked_until: null };
}

type TOutcome = { ok: true } | { ok: false; error: AppError };

/**
 * Checks the security PIN before a spend (tips; live tips of issue 15). Throws 422 `validation.pin.not_set`,
 * 422 `validation.pin.wrong` (meta { remaining }) or 429 `exception.pin.locked` (meta { locked_until }) after
 * `SECURITY_PIN.maxWrongTries` (5) wrong tries in a row, for `lockMinutes` (15).
 *
 * Give it the Database, not the transaction of your booking: the wrong-try counter must be committed even
 * though your operation is refused (a rolled-back counter would allow unlimited guesses). It runs its own
 * short transaction holding the PIN row lock during the hash check, so parallel guesses are counted one by one.
 * Call it before your booking transaction.
 */
export async function verifySecurityPin(db: Database, userId: number, pin: string): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<TOutcome> => {
    const [row] = await tx.query<{ pin_hash: string; failed_attempts: number; locked_until: Date | null; locked: boolean }>(
      "SELECT pin_hash, failed_attempts, locked_until, (locked_until > now()) AS locked FROM security_pins WHERE user_id = $1 FOR UPDATE",
      [userId],
    );
    if (!row) return { ok: false, error: new AppError(422, PIN_NOT_SET, "pin") };
    if (row.locked) return { ok: false, error: withMeta(new AppError(429, PIN_LOCKED, "pin"), { locked_until: new Date(row.locked_until!).toISOString() }) };
    if (await verifyPassword(row.pin_hash, pin)) {
      if (row.failed_attempts > 0 || row.locked_until) await tx.query("UPDATE security_pins SET failed_attempts = 0, locked_until = NULL WHERE user_id = $1", [userId]);
      return { ok: true };
    }
    // An expired lock starts a fresh count.
    const failed = (row.locked_until ? 0 : Number(row.failed_attempts)) + 1;
    if (failed >= SECURITY_PIN.maxWrongTries) {
      const [locked] = await tx.query<{ locked_until: Date }>(
        `UPDATE security_pins SET failed_attempts = 0, locked_until = now() + make_interval(mins => $2) WHERE user_id = $1 RETURNING locked_until`,
        [userId, SECURITY_PIN.lockMinutes],
      );
      return { ok: false, error: withMeta(new AppError(429, PIN_LOCKED, "pin"), { locked_until: new Date(locked!.locked_until).toISOString() }) };
    }
    await tx.query("UPDATE security_pins SET failed_attempts = $2, locked_until = NULL WHERE user_id = $1", [userId, failed]);
    return { ok: false, error: withMeta(new AppError(422, PIN_WRONG, "pin"), { remaining: SECURITY_PIN.maxWrongTries - failed }) };
  });
  if (!outcome.ok) throw outcome.error;
}
