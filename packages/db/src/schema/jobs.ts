import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Durable background jobs (ARCHITECTURE.md: a restart loses nothing). A worker claims a due job by
 * setting locked_until (SELECT … FOR UPDATE SKIP LOCKED on a server), and marks it done or records the
 * error and a later run_at.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    runAt: timestamptz("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamptz("locked_until"),
    doneAt: timestamptz("done_at"),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  // Only open jobs are ever looked up by due time; finished ones stay for inspection.
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`)],
);

export type TJobRow = typeof jobs.$inferSelect;
export type TNewJobRow = typeof jobs.$inferInsert;
