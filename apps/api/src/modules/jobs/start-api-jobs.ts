import type { Database } from "@samtrot/db";
import type { TEnv } from "../../env.js";
import type { Logger } from "../../logger.js";
import { MEMBERSHIP_EXPIRE_JOB, createMembershipExpiryHandler } from "../membership/activate-membership.js";
import { createMailDeliveryHandler } from "../mail/deliver-mail.js";
import { MAIL_DELIVER_JOB } from "../mail/enqueue-mail.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { createDataExportHandler } from "../privacy/build-data-export.js";
import { DATA_EXPORT_JOB } from "../privacy/data-export.js";
import { createEraseDeletedAccountsHandler, ERASE_DELETED_ACCOUNTS_JOB, eraseDeletedAccountsSchedule } from "../privacy/erase-deleted-accounts.js";
import { createPaymentJobs } from "../payments/payment-jobs.js";
import { combineJobRunners, startJobRunner, type TJobHandler, type TJobRunner } from "./job-runner.js";
import { systemClock, type TClock } from "../../http/clock.js";
import { createDatingCountReviewsHandler, DATING_COUNT_REVIEWS_JOB, datingCountReviewsSchedule } from "../dating/count-reviews.js";
import { createDatingExpiryHandler, DATING_EXPIRE_JOB, datingExpirySchedule } from "../dating/expire-dates.js";
import { createSafetyCheckHandler, SAFETY_CHECK_JOB, safetyCheckSchedule } from "../dating/safety/alert-check-ins.js";
import { createPayoutTransferHandler } from "../payouts/process-payout.js";
import { PAYOUT_TRANSFER_JOB } from "../payouts/request-payout.js";
import { createSandboxBank } from "../payouts/sandbox-bank.js";
import { createRiseUpLevelHandler, RISE_UP_LEVEL_JOB } from "../rise-up/rise-up-profile.js";
import { createRecordingProcessHandler } from "../live/process-recording.js";
import { RECORDING_PROCESS_JOB } from "../live/recordings.js";
import { createToursSyncHandler, TOURS_SYNC_JOB, toursSyncSchedule } from "../tours/sync-tours.js";
import { createForumDigestHandler, FORUM_DIGEST_JOB, forumDigestSchedule } from "../forum/forum-digest.js";
import { createRealtimePruneHandler, REALTIME_PRUNE_JOB, realtimePruneSchedule } from "../realtime/prune-events.js";

/**
 * Job kinds that may run for minutes (ffmpeg converting a recording, packing a data export). They have a lane of
 * their own: the runner works its jobs one after another, so in one lane a long conversion would hold up payment
 * confirmations, mail and the schedules behind it.
 */
export const SLOW_JOB_KINDS: readonly string[] = [RECORDING_PROCESS_JOB, DATA_EXPORT_JOB];
/** A slow job's lock outlasts its longest run (ffmpeg stops after 15 minutes per pass). */
const SLOW_LOCK_SECONDS = 40 * 60;

/**
 * The api's job runners with every job kind they know, in two lanes (quick jobs and schedules; slow media jobs);
 * started by main.ts, stopped before the database closes.
 */
export function startApiJobs(options: { database: Database; env: TEnv; logger: Logger; clock?: TClock; poll?: boolean; apiUrl?: string }): TJobRunner {
  const { database, env, logger } = options;
  const clock = options.clock ?? systemClock;
  const payments = createPaymentJobs({ database, env, logger: logger.child({ component: "payments" }), apiUrl: () => options.apiUrl ?? null });
  const handlers: Record<string, TJobHandler> = {
    [MAIL_DELIVER_JOB]: createMailDeliveryHandler({ database, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    [DATA_EXPORT_JOB]: createDataExportHandler({ database, storage: createFileMediaStorage(mediaDirOf(env)) }),
    [MEMBERSHIP_EXPIRE_JOB]: createMembershipExpiryHandler({ database }),
    ...payments.handlers,
    [PAYOUT_TRANSFER_JOB]: createPayoutTransferHandler({ database, bank: createSandboxBank() }),
    [RISE_UP_LEVEL_JOB]: createRiseUpLevelHandler({ database }),
    [REALTIME_PRUNE_JOB]: createRealtimePruneHandler({ database }),
    [DATING_EXPIRE_JOB]: createDatingExpiryHandler({ database, clock }),
    [DATING_COUNT_REVIEWS_JOB]: createDatingCountReviewsHandler({ database, clock }),
    [SAFETY_CHECK_JOB]: createSafetyCheckHandler({ database, clock }),
    [RECORDING_PROCESS_JOB]: createRecordingProcessHandler({ database, env }),
    [TOURS_SYNC_JOB]: createToursSyncHandler({ database, clock }),
    [FORUM_DIGEST_JOB]: createForumDigestHandler({ database, clock, defaultWebBase: env.WEB_BASE_URL }),
    [ERASE_DELETED_ACCOUNTS_JOB]: createEraseDeletedAccountsHandler({ database, clock }),
  };
  const pick = (slow: boolean) => Object.fromEntries(Object.entries(handlers).filter(([kind]) => SLOW_JOB_KINDS.includes(kind) === slow));
  const lane = (name: string, laneHandlers: Record<string, TJobHandler>, extra: { schedules?: Parameters<typeof startJobRunner>[0]["schedules"]; lockSeconds?: number }) =>
    startJobRunner({
      database,
      logger: logger.child({ component: "jobs", lane: name }),
      handlers: laneHandlers,
      pollMs: env.JOB_POLL_MS,
      retryBaseMs: env.JOB_RETRY_BASE_MS,
      poll: options.poll,
      ...extra,
    });
  return combineJobRunners([
    lane("quick", pick(false), {
      schedules: [...payments.schedules, realtimePruneSchedule, datingExpirySchedule, datingCountReviewsSchedule, safetyCheckSchedule, toursSyncSchedule, forumDigestSchedule, eraseDeletedAccountsSchedule],
    }),
    lane("slow", pick(true), { lockSeconds: SLOW_LOCK_SECONDS }),
  ]);
}
