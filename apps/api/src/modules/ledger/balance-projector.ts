import type { Database } from "@samtrot/db";
import { recordBalanceChanges, type TBalanceChange } from "../notifications/notify.js";

// The balance projector: turns bookings into the users' `balance.changed` events and balance notifications, after
// the booking and outside its transaction.
//
// ledger_book() (migration 0020) puts every entry that moves a user's balance into ledger_balance_outbox, in the
// booking's own statement. The projector takes the outbox in entry order, in batches, in ONE transaction per batch:
// delete the batch, record the events and notifications, commit. A crash rolls the batch back and the next run takes
// it again, so nothing is lost and nothing is announced twice. The tip stays three statements (bench/ledger); the
// events and notifications of hundreds of bookings cost a handful of statements.
//
// One projector at a time across all api instances (a transaction-level advisory lock), so a user's events follow
// the order of their bookings: for one account, entry ids grow in commit order (the account is locked while booking),
// and the projector takes entries in id order. Runs when a booking commits in this process (nudge) and every second
// (bookings of other instances while their projector was busy, a run that failed, a restart).

const BATCH_SIZE = 500;
const POLL_MS = 1_000;
// Any fixed number, distinct from the migration lock's.
const PROJECTOR_LOCK_KEY = 716_204_319;

/**
 * Projects one batch. Answers how many outbox entries it took; 0 when the outbox is empty, and -1 when another
 * projector holds the lock (it will take these entries too).
 */
export async function projectBalanceBatch(database: Database, limit = BATCH_SIZE): Promise<number> {
  return database.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS ok", [PROJECTOR_LOCK_KEY]);
    if (!lock?.ok) return -1;
    const rows = await tx.query<{ taken: number; entry_id: string | number; type: TBalanceChange["type"]; currency: TBalanceChange["currency"]; amount: string | number; balance_after: string | number; user_id: string | number }>(
      `WITH taken AS (
         DELETE FROM ledger_balance_outbox
          WHERE entry_id IN (SELECT entry_id FROM ledger_balance_outbox ORDER BY entry_id LIMIT $1)
         RETURNING entry_id
       )
       SELECT (SELECT count(*)::int FROM taken) AS taken, t.entry_id, e.type, e.currency, p.amount, p.balance_after, a.user_id
         FROM taken t
         JOIN ledger_entries e ON e.id = t.entry_id
         JOIN ledger_postings p ON p.entry_id = e.id
         JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id IS NOT NULL
        ORDER BY t.entry_id, p.amount`,
      [limit],
    );
    if (rows.length === 0) return 0;
    await recordBalanceChanges(
      tx,
      rows.map((row) => ({ userId: Number(row.user_id), type: row.type, currency: row.currency, delta: Number(row.amount), balance: Number(row.balance_after) })),
    );
    return rows[0]!.taken;
  });
}

export interface TBalanceProjector {
  /** runs now (or once more after the run in progress) */
  nudge(): void;
  /** runs until the outbox is empty (tests, the benchmark) */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const running = new Set<Projector>();

/** After a booking committed in this process: every projector of the process runs. */
export function nudgeBalanceProjectors(): void {
  for (const projector of running) projector.nudge();
}

/** Starts the projector of one api instance (startServer) over its database. */
export function startBalanceProjector(database: Database, onError: (error: unknown) => void): TBalanceProjector {
  const projector = new Projector(database, onError);
  running.add(projector);
  return projector;
}

class Projector implements TBalanceProjector {
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.run().finally(() => {
      this.current = null;
    });
  }

  async drain(): Promise<void> {
    while (this.current) await this.current;
    while (!this.stopped) {
      const taken = await projectBalanceBatch(this.database);
      if (taken === 0) return;
      // Another instance's projector holds the lock: wait for it a moment.
      if (taken < 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    running.delete(this);
    while (this.current) await this.current;
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        let taken: number;
        do taken = await projectBalanceBatch(this.database);
        while (taken === BATCH_SIZE && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      // The batch rolled back; the next nudge or poll takes it again.
      this.onError(error);
    }
  }
}
