import type { Database } from "@samtrot/db";
import { DAY_SECONDS } from "@samtrot/constants-catalogue";
import type { TClock } from "../../http/clock.js";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";
import { refreshSearchProfile } from "../search/refresh-search-profile.js";

export const ERASE_DELETED_ACCOUNTS_JOB = "privacy.erase-deleted-accounts";

/**
 * How long a deleted account waits before it is erased (decision 045): it is gone from the product at once (deleted_at:
 * no profile, no search, no sign-in); the week lets support undo a deletion made by someone else with the password and
 * lets open reports about the account be decided. Well inside GDPR Art. 17's "without undue delay" (at most a month).
 */
export const ERASURE_GRACE_DAYS = 7;

/** Every hour one runner of all api instances erases the accounts whose grace period ended. */
export const eraseDeletedAccountsSchedule: TJobSchedule = { name: ERASE_DELETED_ACCOUNTS_JOB, kind: ERASE_DELETED_ACCOUNTS_JOB, intervalSeconds: 3600 };

const BATCH = 50;

/**
 * Personal data erased with the account: the profile's content and photos, settings (phone, preferences), consents,
 * favourites, visits, blocks, saved searches, visitor ids and their tracking events, exports, sessions and tokens,
 * unsent mail. Kept, as the law requires or others need (decision 045): invoices and the ledger (retention duties of
 * HGB §257 and AO §147, up to 10 years), payments and payouts, messages and reviews others hold (shown from a
 * deleted user), reports and moderation decisions. The users row stays as an anonymous id those records point to.
 */
const ERASE_STATEMENTS: readonly string[] = [
  `delete from tracking_events where visitor_id in (select visitor_id from user_visitor_ids where user_id = $1)`,
  `delete from user_visitor_ids where user_id = $1`,
  `delete from profile_traits where user_id = $1`,
  `delete from profile_prices where user_id = $1`,
  `delete from working_hours where user_id = $1`,
  `delete from user_settings where user_id = $1`,
  `delete from user_consents where user_id = $1`,
  `delete from favorites where user_id = $1 or target_id = $1`,
  `delete from profile_visits where visitor_id = $1 or visited_id = $1`,
  `delete from blocks where blocker_id = $1 or blocked_id = $1`,
  `delete from user_search_filters where user_id = $1`,
  `delete from gallery_items where user_id = $1`,
  `delete from data_exports where user_id = $1`,
  `delete from oauth_tokens where user_id = $1`,
  `delete from account_tokens where user_id = $1`,
  `delete from federated_identities where user_id = $1`,
  `delete from emergency_contacts where user_id = $1`,
  `delete from mail_outbox where user_id = $1`,
  `update profiles set display_name = 'deleted', status = null, description = null, profession = null, height = null, weight = null,
          cup_size = null, penis_length = null, penis_diameter = null, nationality = null, languages = '{}', is_smoker = null,
          avatar_media_id = null, updated_at = now()
    where user_id = $1`,
  `update users set username = 'deleted-' || id, email = 'deleted-' || id || '@erased.invalid', password_hash = null, birth_date = null,
          search_visible = false, erased_at = $2, updated_at = $2
    where id = $1`,
];

/** Erases every account deleted at least ERASURE_GRACE_DAYS before the clock's now; answers how many. */
export async function eraseDeletedAccounts(deps: { database: Database; clock: TClock }): Promise<number> {
  let count = 0;
  for (;;) {
    const due = new Date(deps.clock.now().getTime() - ERASURE_GRACE_DAYS * DAY_SECONDS * 1000);
    const rows = await deps.database.query<{ id: string | number }>(
      `select id from users where deleted_at is not null and erased_at is null and deleted_at <= $1 order by deleted_at, id limit $2`,
      [due.toISOString(), BATCH],
    );
    for (const { id } of rows) {
      await deps.database.transaction(async (tx) => {
        // SKIP LOCKED: another runner erasing the same account leaves it to that one
        const [locked] = await tx.query(`select id from users where id = $1 and erased_at is null for update skip locked`, [Number(id)]);
        if (!locked) return;
        for (const statement of ERASE_STATEMENTS) {
          await tx.query(statement, statement.includes("$2") ? [Number(id), deps.clock.now().toISOString()] : [Number(id)]);
        }
        await refreshSearchProfile(tx, Number(id));
      });
      count += 1;
    }
    if (rows.length < BATCH) return count;
  }
}

export function createEraseDeletedAccountsHandler(deps: { database: Database; clock: TClock }): TJobHandler {
  return {
    async run() {
      await eraseDeletedAccounts(deps);
    },
  };
}
