import type { Database } from "@samtrot/db";
import type { TEnv } from "../../env.js";
import type { Logger } from "../../logger.js";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";
import { runAutoRecharges } from "./auto-recharge.js";
import { backgroundCheckoutDeps, createPaymentsContext } from "./payments-context.js";
import { SANDBOX_DELIVER_JOB, SANDBOX_SETTLE_JOB, createSandboxDeliveryHandler, createSandboxSettleHandler } from "./sandbox/sandbox-provider.js";
import { expireOverdue, prenotifyRenewals, rebillDueSubscriptions } from "./subscriptions.js";

export const PAYMENT_JOBS = {
  rebill: "payments.rebill_due",
  prenotify: "payments.sepa_prenotify",
  expire: "payments.expire_overdue",
  autoRecharge: "payments.auto_recharge",
} as const;

/**
 * The recurring payment work and the sandbox provider's own jobs (its bank settling debits, its callbacks).
 * `apiUrl` is this api's address once it listens: the sandbox delivers its callbacks there over HTTP
 * (PAYMENT_CALLBACK_URL overrides it).
 */
export function createPaymentJobs(options: { database: Database; env: TEnv; logger: Logger; apiUrl: () => string | null }): {
  handlers: Record<string, TJobHandler>;
  schedules: TJobSchedule[];
} {
  const { database, env, logger } = options;
  const context = createPaymentsContext(env);
  const deps = () => backgroundCheckoutDeps(database, env, context, options.apiUrl);
  const every = env.PAYMENT_SCHEDULE_SECONDS;
  const recurring = (name: string, work: () => Promise<unknown>): TJobHandler => ({
    async run() {
      const result = await work();
      logger.debug({ job: name, result }, "payment job done");
    },
  });
  return {
    handlers: {
      [PAYMENT_JOBS.rebill]: recurring(PAYMENT_JOBS.rebill, () => rebillDueSubscriptions(deps())),
      [PAYMENT_JOBS.prenotify]: recurring(PAYMENT_JOBS.prenotify, () => prenotifyRenewals(deps())),
      [PAYMENT_JOBS.expire]: recurring(PAYMENT_JOBS.expire, () => expireOverdue(deps())),
      [PAYMENT_JOBS.autoRecharge]: recurring(PAYMENT_JOBS.autoRecharge, () => runAutoRecharges(deps())),
      [SANDBOX_DELIVER_JOB]: createSandboxDeliveryHandler({ database, secrets: context.secrets, callbackUrl: () => env.PAYMENT_CALLBACK_URL?.replace(/\/$/, "") ?? options.apiUrl() }),
      [SANDBOX_SETTLE_JOB]: createSandboxSettleHandler({ database, env }),
    },
    schedules: [
      { name: "payments.rebill_due", kind: PAYMENT_JOBS.rebill, intervalSeconds: every },
      { name: "payments.sepa_prenotify", kind: PAYMENT_JOBS.prenotify, intervalSeconds: every },
      { name: "payments.expire_overdue", kind: PAYMENT_JOBS.expire, intervalSeconds: every },
      { name: "payments.auto_recharge", kind: PAYMENT_JOBS.autoRecharge, intervalSeconds: every },
    ],
  };
}
