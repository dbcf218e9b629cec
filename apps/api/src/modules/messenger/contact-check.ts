import type { TContactDecision } from "@samtrot/api-client/contracts";
import { COUPLE_TYPE_GENDERS, type TCoupleType } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";
import {
  CONTACT_LIMIT_ERROR_KEY,
  FIRST_CONTACT_RULES,
  decideFirstContact,
  type TContactParty,
  type TFirstContactDecision,
  type TFirstContactFilter,
  type TFirstContactInput,
  type TFirstContactRules,
} from "@samtrot/messenger";
import type { TEnv } from "../../env.js";
import { runningMembershipSql } from "../membership/running-membership.js";

// Reads what the first-contact decision needs from Postgres, inside the caller's transaction, and decides
// with @samtrot/messenger. The counters are counted from messenger_first_contacts and messenger_messages.

export type TContactUser = TContactParty & {
  username: string;
  /** the profile's name (null without a profile) */
  displayName: string | null;
  isBanned: boolean;
  isPaused: boolean;
  /** deactivated by the support team (users.deactivated_at; thread status "deactivated") */
  isDeactivated: boolean;
  isDeleted: boolean;
  filter: TFirstContactFilter | null;
  minimumTip: number | null;
  hotUntil: Date | null;
};

type TUserRow = {
  id: string | number;
  username: string;
  display_name: string | null;
  user_type: number;
  gender: number | null;
  couple_type: number | null;
  age: number | null;
  nationality: string | null;
  member: boolean;
  is_verified: boolean;
  email_verified_at: Date | null;
  registration_completed_at: Date | null;
  is_banned: boolean;
  is_paused: boolean;
  deactivated_at: Date | null;
  deleted_at: Date | null;
  first_contact: TFirstContactFilter | string | null;
  minimum_tip: number | null;
  hot_until: Date | null;
};

const USER_SQL = `
  select u.id, u.username, p.display_name, u.user_type, u.gender, u.couple_type,
         case when u.birth_date is null then null else date_part('year', age(u.birth_date))::int end as age,
         p.nationality, ${runningMembershipSql("u")} as member, u.is_verified, u.email_verified_at, u.registration_completed_at,
         u.is_banned, u.is_paused, u.deactivated_at, u.deleted_at, s.first_contact, ms.minimum_tip, ms.hot_until
    from users u
    left join profiles p on p.user_id = u.id
    left join user_settings s on s.user_id = u.id
    left join messenger_user_state ms on ms.user_id = u.id`;

function userFromRow(row: TUserRow): TContactUser {
  const genders =
    row.couple_type !== null && row.couple_type in COUPLE_TYPE_GENDERS
      ? [...new Set(COUPLE_TYPE_GENDERS[row.couple_type as TCoupleType])]
      : row.gender !== null
        ? [Number(row.gender)]
        : [];
  const filter = typeof row.first_contact === "string" ? (JSON.parse(row.first_contact) as TFirstContactFilter) : row.first_contact;
  return {
    id: Number(row.id),
    username: row.username,
    displayName: row.display_name,
    userType: Number(row.user_type),
    genders,
    age: row.age === null ? null : Number(row.age),
    origin: row.nationality ? row.nationality.trim().toUpperCase() : null,
    isPlus: row.member,
    isVerified: row.is_verified,
    isEmailVerified: row.email_verified_at !== null,
    registeredAt: row.registration_completed_at ? new Date(row.registration_completed_at) : null,
    isBanned: row.is_banned,
    isPaused: row.is_paused,
    isDeactivated: row.deactivated_at !== null,
    isDeleted: row.deleted_at !== null,
    filter: filter ?? null,
    minimumTip: row.minimum_tip === null ? null : Number(row.minimum_tip),
    hotUntil: row.hot_until ? new Date(row.hot_until) : null,
  };
}

export async function loadContactUser(db: DatabaseTx, where: { id: number } | { username: string }): Promise<TContactUser | null> {
  const [row] =
    "id" in where
      ? await db.query<TUserRow>(`${USER_SQL} where u.id = $1`, [where.id])
      : await db.query<TUserRow>(`${USER_SQL} where lower(u.username) = lower($1)`, [where.username]);
  return row ? userFromRow(row) : null;
}

/** Two users in one query (sender and receiver); null for one that does not exist. */
export async function loadContactPair(db: DatabaseTx, a: number, b: number): Promise<[TContactUser | null, TContactUser | null]> {
  const rows = (await db.query<TUserRow>(`${USER_SQL} where u.id = any($1::bigint[])`, [[a, b]])).map(userFromRow);
  return [rows.find((u) => u.id === a) ?? null, rows.find((u) => u.id === b) ?? null];
}

/** Rule values from the environment (MESSENGER_* overrides), else the defaults of @samtrot/messenger. */
export function rulesFromEnv(env: TEnv): Partial<TFirstContactRules> {
  const rules: Partial<TFirstContactRules> = {};
  const set = (rule: keyof TFirstContactRules, value: number | undefined) => {
    if (value !== undefined) rules[rule] = value;
  };
  set("freeDailyFirstContacts", env.MESSENGER_FREE_DAILY_FIRST_CONTACTS);
  set("receiverDailyOverflow", env.MESSENGER_RECEIVER_DAILY_OVERFLOW);
  set("hotMinimumFirstContacts", env.MESSENGER_HOT_MINIMUM_FIRST_CONTACTS);
  set("overallDailyMessagesFree", env.MESSENGER_OVERALL_DAILY_MESSAGES_FREE);
  set("overallDailyMessagesPlus", env.MESSENGER_OVERALL_DAILY_MESSAGES_PLUS);
  return rules;
}

type TCounterRow = {
  now: Date;
  sender_messages: number;
  unlocked: boolean;
  sender_fc: number | null;
  receiver_fc: number | null;
  receiver_free_fc: number | null;
  average: number | null;
  tipped: number | null;
};

/**
 * The counters of one (sender, receiver) pair, the database's now() and whether the sender unlocked the receiver,
 * in one query; the first-contact counters only when the message is a first contact ($3).
 */
async function countersOf(db: DatabaseTx, sender: TContactUser, receiver: TContactUser, isFirstContact: boolean, rules: Partial<TFirstContactRules>) {
  const hot = {
    needed: sender.userType === 1 && !sender.isPlus && receiver.userType === 2 && !receiver.isPlus,
    minimum: rules.hotMinimumFirstContacts ?? FIRST_CONTACT_RULES.hotMinimumFirstContacts,
  };
  const [row] = await db.query<TCounterRow>(
    `with receiver_fc as (select count(*)::int as n from messenger_first_contacts where receiver_id = $2 and created_at > now() - interval '24 hours')
     select now() as now,
       (select count(*)::int from messenger_messages where sender_id = $1 and created_at > now() - interval '24 hours') as sender_messages,
       ($3 and exists (select 1 from messenger_unlocks where user_id = $1 and target_id = $2)) as unlocked,
       case when $3 then (select count(*)::int from messenger_first_contacts where sender_id = $1 and created_at > now() - interval '24 hours' and not sender_is_plus) end as sender_fc,
       case when $3 then (select n from receiver_fc) end as receiver_fc,
       case when $3 then (select count(*)::int from messenger_first_contacts where receiver_id = $2 and created_at > now() - interval '24 hours' and not sender_is_plus) end as receiver_free_fc,
       -- the average over all escorts is a scan of the day's first contacts: only when it can decide (a free client
       -- writing first to a free escort who has the minimum for "hot")
       case when $3 and $4 and (select n from receiver_fc) >= $5 then (select coalesce(avg(n), 0)::float8 from (
          select count(*) as n from messenger_first_contacts fc join users e on e.id = fc.receiver_id
           where fc.created_at > now() - interval '24 hours' and e.user_type = 2 group by fc.receiver_id) per_escort) end as average,
       case when $3 then (select coalesce(sum(e.amount), 0)::int
          from ledger_entries e
          join ledger_postings p on p.entry_id = e.id and p.amount < 0
          join ledger_accounts a on a.id = p.account_id and a.user_id = $1
         where e.type = 'transfer' and e.reference_kind = 'tip' and e.reference_id = $2::text) end as tipped`,
    [sender.id, receiver.id, isFirstContact, hot.needed, hot.minimum],
  );
  const counters: TFirstContactInput["counters"] = {
    senderMessages24h: row?.sender_messages ?? 0,
    senderFirstContacts24h: row?.sender_fc ?? 0,
    receiverFirstContacts24h: row?.receiver_fc ?? 0,
    receiverFreeFirstContacts24h: row?.receiver_free_fc ?? 0,
    // not counted: it cannot make the receiver hot (below the minimum, or not a free client to a free escort)
    averageEscortFirstContacts24h: row?.average === null || row?.average === undefined ? Number.POSITIVE_INFINITY : Number(row.average),
    tippedToReceiver: row?.tipped ?? 0,
  };
  return { counters, now: new Date(row!.now), unlocked: Boolean(row?.unlocked) };
}

export async function hasUnlocked(db: DatabaseTx, userId: number, targetId: number): Promise<boolean> {
  const rows = await db.query(`select 1 from messenger_unlocks where user_id = $1 and target_id = $2`, [userId, targetId]);
  return rows.length > 0;
}

/** Whether a thread with at least one message exists between the two (then nothing is a first contact any more). */
export async function threadIdBetween(db: DatabaseTx, a: number, b: number): Promise<number | null> {
  const [row] = await db.query<{ id: string | number }>(
    `select id from messenger_threads where user_low = least($1::bigint, $2::bigint) and user_high = greatest($1::bigint, $2::bigint)`,
    [a, b],
  );
  return row ? Number(row.id) : null;
}

export async function checkContact(
  db: DatabaseTx,
  input: { sender: TContactUser; receiver: TContactUser; isFirstContact: boolean; boosted: boolean; rules: Partial<TFirstContactRules> },
): Promise<TFirstContactDecision> {
  const { counters, now, unlocked } = await countersOf(db, input.sender, input.receiver, input.isFirstContact, input.rules);
  return decideFirstContact({
    sender: input.sender,
    receiver: input.receiver,
    counters,
    isFirstContact: input.isFirstContact,
    unlocked,
    boosted: input.boosted,
    now,
    rules: input.rules,
  });
}

export function decisionView(decision: TFirstContactDecision, isFirstContact: boolean): TContactDecision {
  return {
    result: decision.result,
    allowed: decision.allowed,
    limiter: decision.limiter,
    way_through: decision.wayThrough,
    price: decision.price,
    error: decision.allowed ? null : CONTACT_LIMIT_ERROR_KEY[decision.result],
    is_first_contact: isFirstContact,
  };
}

export { FIRST_CONTACT_RULES };
