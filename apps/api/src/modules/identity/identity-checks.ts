import { randomBytes } from "node:crypto";
import type { Database, DatabaseTx } from "@samtrot/db";
import type { TIdentityCheck, TIdentityOverview, TIdentityReviewItem, TProviderResult, TReviewedCheckKind } from "@samtrot/api-client/contracts";
import { AGE_CHECK_STATUS, CLOSED_USER_GROUP, IDENTITY_VERIFICATION, PAGE_SIZE } from "@samtrot/constants-catalogue";
import { AppError, notFound } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { isStaff, loadViewer, reauthenticationHolds } from "../profiles/profile-viewer.js";
import { refreshSearchProfile } from "../search/refresh-search-profile.js";
import type { TAgeVerificationProvider } from "./age-verification-provider.js";
import { auditIdentity } from "./identity-audit.js";

// Identity checks (spec 001 §4; decision 044): the fake check and the webcam check are selfies a team user
// reviews; the fsk18 identity is decided by the age-verification provider. Each attempt is a row of identity_checks;
// each event a row of identity_audit.

type TCheckRow = { id: number; kind: TIdentityCheck["kind"]; status: TIdentityCheck["status"]; created_at: Date; decided_at: Date | null; expires_at: Date | null };

const CHECK_COLUMNS = "id, kind, status, created_at, decided_at, expires_at";
const AGE_CHECK_NAMES = { 0: "not_uploaded", 1: "pending", 2: "accepted", 3: "rejected" } as const;

function toCheck(row: TCheckRow): TIdentityCheck {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    expires_at: row.status === "pending" && row.expires_at ? new Date(row.expires_at).toISOString() : null,
  };
}

/**
 * Pending fsk18 identity attempts older than 240 minutes lapse (spec 001 §9): rejected, with the reason in the audit.
 * Run before anything reads or counts a user's attempts, so the answer never shows a lapsed attempt as pending.
 */
async function expireLapsedAttempts(tx: DatabaseTx, userId: number, now: Date): Promise<void> {
  const lapsed = await tx.query<{ id: number }>(
    `update identity_checks set status = 'rejected', decided_at = $2
      where user_id = $1 and kind = 'fsk18_identity' and status = 'pending' and expires_at <= $2
      returning id`,
    [userId, now],
  );
  for (const row of lapsed) await auditIdentity(tx, { userId, event: "check_expired", checkId: Number(row.id), reason: "pending_240_minutes", at: now });
}

async function newestCheck(tx: DatabaseTx, userId: number, kind: TIdentityCheck["kind"]): Promise<TCheckRow | undefined> {
  const [row] = await tx.query<TCheckRow>(`select ${CHECK_COLUMNS} from identity_checks where user_id = $1 and kind = $2 order by created_at desc, id desc limit 1`, [
    userId,
    kind,
  ]);
  return row;
}

async function attemptsUsed(tx: DatabaseTx, userId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from identity_checks where user_id = $1 and kind = 'fsk18_identity'`, [userId]);
  return Number(row?.n ?? 0);
}

/** The caller's checks and whether this sign-in is inside the closed user group. */
export function identityOverview(database: Database, input: { userId: number; tokenId: number; now: Date }): Promise<TIdentityOverview> {
  return database.transaction(async (tx) => {
    await expireLapsedAttempts(tx, input.userId, input.now);
    const [user] = await tx.query<{ age_check_status: number; forced_fake_check: boolean; reauthenticated_at: Date | null }>(
      `select u.age_check_status, u.forced_fake_check, t.reauthenticated_at
         from users u left join oauth_tokens t on t.id = $2 and t.user_id = u.id where u.id = $1`,
      [input.userId, input.tokenId],
    );
    if (!user) throw notFound();
    const viewer = await loadViewer(tx, input.userId, { tokenId: input.tokenId, now: input.now });
    const fake = await newestCheck(tx, input.userId, "fake_check");
    const webcam = await newestCheck(tx, input.userId, "webcam");
    const fsk18 = await newestCheck(tx, input.userId, "fsk18_identity");
    const ageStatus = Number(user.age_check_status) as keyof typeof AGE_CHECK_NAMES;
    const holds = reauthenticationHolds(user.reauthenticated_at, input.now);
    return {
      age_check: { status: ageStatus, status_name: AGE_CHECK_NAMES[ageStatus] ?? "not_uploaded" },
      fake_check: fake ? toCheck(fake) : null,
      webcam: webcam ? toCheck(webcam) : null,
      fsk18_identity: fsk18 ? toCheck(fsk18) : null,
      fsk18_attempts: { used: await attemptsUsed(tx, input.userId), max: IDENTITY_VERIFICATION.maxAttempts },
      forced: user.forced_fake_check && ageStatus !== AGE_CHECK_STATUS.accepted,
      adult_verified: viewer.ageVerified,
      reauthenticated_until: holds ? new Date(new Date(user.reauthenticated_at!).getTime() + CLOSED_USER_GROUP.reauthMinutes * 60_000).toISOString() : null,
      closed_user_group: viewer.adultSession,
    };
  });
}

/** A selfie for the fake or webcam check: pending until a team user decides. */
export function submitReviewedCheck(database: Database, input: { userId: number; kind: TReviewedCheckKind; mediaId: number; now: Date }): Promise<TIdentityCheck> {
  return database.transaction(async (tx) => {
    // One decision at a time per user and kind: the user row is the lock.
    await tx.query(`select id from users where id = $1 for update`, [input.userId]);
    const newest = await newestCheck(tx, input.userId, input.kind);
    if (newest?.status === "pending") throw new AppError(409, "exception.identity.already_pending");
    if (newest?.status === "verified") throw new AppError(409, "exception.identity.already_verified");
    const [media] = await tx.query(`select 1 from media_files where id = $1 and user_id = $2 and purpose = 'identity_check'`, [input.mediaId, input.userId]);
    if (!media) throw new AppError(422, "validation.identity.media_invalid", "media_id");
    const [row] = await tx.query<TCheckRow>(
      `insert into identity_checks (user_id, kind, status, media_id, created_at) values ($1, $2, 'pending', $3, $4) returning ${CHECK_COLUMNS}`,
      [input.userId, input.kind, input.mediaId, input.now],
    );
    await auditIdentity(tx, { userId: input.userId, event: "check_submitted", checkId: Number(row!.id), reason: input.kind, at: input.now });
    return toCheck(row!);
  });
}

/**
 * Starts an fsk18 identity attempt: pending for 240 minutes, at most 5 attempts per account (spec 001 §9). A new
 * start replaces a pending attempt (the user came back without finishing); it counts as an attempt of its own.
 */
export function startFsk18Identity(
  database: Database,
  input: { userId: number; now: Date; provider: TAgeVerificationProvider; callbackUrl: string },
): Promise<{ check: TIdentityCheck; redirect_url: string }> {
  return database.transaction(async (tx) => {
    await tx.query(`select id from users where id = $1 for update`, [input.userId]);
    await expireLapsedAttempts(tx, input.userId, input.now);
    const viewer = await loadViewer(tx, input.userId);
    const newest = await newestCheck(tx, input.userId, "fsk18_identity");
    if (newest?.status === "verified" || viewer.ageVerified) throw new AppError(409, "exception.identity.already_verified");
    if ((await attemptsUsed(tx, input.userId)) >= IDENTITY_VERIFICATION.maxAttempts) {
      await auditIdentity(tx, { userId: input.userId, event: "check_refused", reason: "attempts_exhausted", at: input.now });
      throw new AppError(409, "exception.identity.attempts_exhausted");
    }
    if (newest?.status === "pending") {
      await tx.query(`update identity_checks set status = 'rejected', decided_at = $2 where id = $1`, [newest.id, input.now]);
      await auditIdentity(tx, { userId: input.userId, event: "check_rejected", checkId: Number(newest.id), reason: "replaced", at: input.now });
    }
    const ref = randomBytes(18).toString("base64url");
    const expiresAt = new Date(input.now.getTime() + IDENTITY_VERIFICATION.pendingMinutes * 60_000);
    const [row] = await tx.query<TCheckRow>(
      `insert into identity_checks (user_id, kind, status, provider, provider_ref, expires_at, created_at)
       values ($1, 'fsk18_identity', 'pending', $2, $3, $4, $5) returning ${CHECK_COLUMNS}`,
      [input.userId, input.provider.name, ref, expiresAt, input.now],
    );
    await auditIdentity(tx, { userId: input.userId, event: "check_started", checkId: Number(row!.id), reason: input.provider.name, at: input.now });
    return { check: toCheck(row!), redirect_url: input.provider.startUrl({ ref, callbackUrl: input.callbackUrl }) };
  });
}

/** The provider's signed answer: the attempt becomes verified (an adult) or rejected. */
export async function finishFsk18Identity(
  database: Database,
  input: { userId: number; now: Date; provider: TAgeVerificationProvider; result: TProviderResult },
): Promise<TIdentityCheck> {
  const verdict = input.provider.verifyResult(input.result, input.now);
  if (!verdict.ok) {
    // Recorded outside the refused request's transaction, so the attempt at forging stays on file.
    await auditIdentity(database, { userId: input.userId, event: "check_refused", reason: `result_${verdict.reason}`, at: input.now });
    throw verdict.reason === "forged" ? new AppError(403, "exception.identity.result_forged") : new AppError(410, "exception.identity.result_expired");
  }
  const outcome = await database.transaction(async (tx) => {
    const [check] = await tx.query<TCheckRow & { user_id: number }>(
      `select ${CHECK_COLUMNS}, user_id from identity_checks where provider_ref = $1 and kind = 'fsk18_identity' for update`,
      [verdict.ref],
    );
    if (!check || Number(check.user_id) !== input.userId) throw notFound();
    if (check.status === "pending" && check.expires_at && new Date(check.expires_at).getTime() <= input.now.getTime()) return { lapsed: true as const };
    if (check.status !== "pending") throw new AppError(409, "exception.identity.not_pending");
    const status = verdict.adult ? "verified" : "rejected";
    const [row] = await tx.query<TCheckRow>(`update identity_checks set status = $2, decided_at = $3 where id = $1 returning ${CHECK_COLUMNS}`, [check.id, status, input.now]);
    await auditIdentity(tx, { userId: input.userId, event: verdict.adult ? "check_verified" : "check_rejected", checkId: Number(check.id), reason: "provider", at: input.now });
    return { lapsed: false as const, check: toCheck(row!) };
  });
  if (outcome.lapsed) {
    await database.transaction((tx) => expireLapsedAttempts(tx, input.userId, input.now));
    throw new AppError(410, "exception.identity.check_expired");
  }
  return outcome.check;
}

async function assertReviewer(db: DatabaseTx, userId: number): Promise<void> {
  if (!isStaff(await loadViewer(db, userId))) throw new AppError(403, "exception.common.forbidden");
}

/** Fake and webcam checks waiting for a team user, oldest first. */
export async function listIdentityQueue(db: DatabaseTx, input: { userId: number; pageNo: number; kind?: TReviewedCheckKind; order?: "asc" | "desc" }) {
  await assertReviewer(db, input.userId);
  const pageSize = PAGE_SIZE.default;
  const rows = await db.query<{ id: number; kind: TReviewedCheckKind; user_id: number; username: string; created_at: Date; total: number }>(
    `select c.id, c.kind, c.user_id, u.username, c.created_at, count(*) over ()::int as total
       from identity_checks c join users u on u.id = c.user_id
      where c.status = 'pending' and c.kind in ('fake_check', 'webcam') and ($1::text is null or c.kind = $1::text) and u.deleted_at is null
      order by c.created_at ${input.order === "desc" ? "desc" : "asc"}, c.id ${input.order === "desc" ? "desc" : "asc"}
      limit $2 offset $3`,
    [input.kind ?? null, pageSize, (input.pageNo - 1) * pageSize],
  );
  const items: TIdentityReviewItem[] = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    user_id: Number(row.user_id),
    username: row.username,
    created_at: new Date(row.created_at).toISOString(),
    image_url: `/api/v2/identity-review/${Number(row.id)}/image`,
  }));
  return { items, total: Number(rows[0]?.total ?? 0), page_no: input.pageNo, page_size: pageSize };
}

/** The selfie of a check, for reviewers only. */
export async function readCheckImage(db: DatabaseTx, storage: TMediaStorage, input: { userId: number; checkId: number }) {
  await assertReviewer(db, input.userId);
  const [row] = await db.query<{ storage_key: string; mime_type: string }>(
    `select m.storage_key, m.mime_type from identity_checks c join media_files m on m.id = c.media_id and m.user_id = c.user_id where c.id = $1`,
    [input.checkId],
  );
  const data = row ? await storage.read(row.storage_key) : null;
  if (!row || !data) throw notFound("exception.media.not_found");
  return { data, mimeType: row.mime_type };
}

/**
 * A team user's decision on a fake or webcam check. A verified fake check is the "100 % real" badge (users.is_verified,
 * also in the search index); any verified check ends a forced check.
 */
export function reviewIdentityCheck(database: Database, input: { userId: number; checkId: number; status: "verified" | "rejected"; now: Date }): Promise<TIdentityCheck> {
  return database.transaction(async (tx) => {
    await assertReviewer(tx, input.userId);
    const [check] = await tx.query<TCheckRow & { user_id: number }>(
      `select ${CHECK_COLUMNS}, user_id from identity_checks where id = $1 and kind in ('fake_check', 'webcam') for update`,
      [input.checkId],
    );
    if (!check) throw notFound();
    if (check.status !== "pending") throw new AppError(409, "exception.identity.not_pending");
    const [row] = await tx.query<TCheckRow>(
      `update identity_checks set status = $2, decided_at = $3, reviewed_by = $4 where id = $1 returning ${CHECK_COLUMNS}`,
      [check.id, input.status, input.now, input.userId],
    );
    const target = Number(check.user_id);
    await auditIdentity(tx, { userId: target, actorId: input.userId, event: input.status === "verified" ? "check_verified" : "check_rejected", checkId: Number(check.id), reason: check.kind, at: input.now });
    if (input.status === "verified") {
      const [cleared] = await tx.query(`update users set forced_fake_check = false, updated_at = now() where id = $1 and forced_fake_check returning id`, [target]);
      if (cleared) await auditIdentity(tx, { userId: target, actorId: input.userId, event: "forced_cleared", checkId: Number(check.id), at: input.now });
      if (check.kind === "fake_check") {
        await tx.query(`update users set is_verified = true, updated_at = now() where id = $1`, [target]);
        await refreshSearchProfile(tx, target);
      }
    }
    return toCheck(row!);
  });
}

/** Sets or clears a forced check (the user's pages lead to age_check_verification?type=forced). */
export function forceIdentityCheck(database: Database, input: { userId: number; targetId: number; forced: boolean; now: Date }) {
  return database.transaction(async (tx) => {
    await assertReviewer(tx, input.userId);
    const [row] = await tx.query(`update users set forced_fake_check = $2, updated_at = now() where id = $1 and deleted_at is null returning id`, [input.targetId, input.forced]);
    if (!row) throw notFound();
    await auditIdentity(tx, { userId: input.targetId, actorId: input.userId, event: input.forced ? "forced_set" : "forced_cleared", at: input.now });
    return { user_id: input.targetId, forced: input.forced };
  });
}

/** A user's audit rows, newest first, for reviewers. */
export async function listIdentityAudit(db: DatabaseTx, input: { userId: number; targetId: number; pageNo: number }) {
  await assertReviewer(db, input.userId);
  const pageSize = PAGE_SIZE.default;
  const rows = await db.query<{ id: number; event: string; actor_id: number | null; check_id: number | null; subject_type: string | null; subject_id: number | null; reason: string | null; created_at: Date }>(
    `select id, event, actor_id, check_id, subject_type, subject_id, reason, created_at from identity_audit where user_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [input.targetId, pageSize, (input.pageNo - 1) * pageSize],
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      event: row.event,
      actor_id: row.actor_id === null ? null : Number(row.actor_id),
      check_id: row.check_id === null ? null : Number(row.check_id),
      subject_type: row.subject_type,
      subject_id: row.subject_id === null ? null : Number(row.subject_id),
      reason: row.reason,
      created_at: new Date(row.created_at).toISOString(),
    })),
    page_no: input.pageNo,
    page_size: pageSize,
  };
}
