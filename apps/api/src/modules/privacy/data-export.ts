import type { Database, DatabaseTx } from "@samtrot/db";
import { DATA_EXPORT_DOWNLOAD_PATH, type TDataExport } from "@samtrot/api-client/contracts";
import type { TDataPrivacyExportStatus } from "@samtrot/constants-catalogue";
import { enqueueJob } from "../jobs/enqueue-job.js";

export const DATA_EXPORT_JOB = "privacy.export";
/** A ready archive is kept this long, then it is gone and a new export has to be requested (our decision). */
export const DATA_EXPORT_KEEP_DAYS = 7;

type TExportRow = {
  id: number;
  status: TDataPrivacyExportStatus;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  size: number | null;
  storage_key: string | null;
};

const EXPORT_COLUMNS = "id, status, requested_at, ready_at, expires_at, size, storage_key";

export const NO_EXPORT: TDataExport = { status: null, requested_at: null, ready_at: null, expires_at: null, size: null, download_url: null };

function toDataExport(row: TExportRow | undefined): TDataExport {
  if (!row) return NO_EXPORT;
  return {
    status: row.status,
    requested_at: new Date(row.requested_at).toISOString(),
    ready_at: row.ready_at ? new Date(row.ready_at).toISOString() : null,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    size: row.size === null ? null : Number(row.size),
    download_url: row.status === "ready" ? DATA_EXPORT_DOWNLOAD_PATH : null,
  };
}

/** The newest export that is still of use (a ready archive past its expiry counts as none). */
export async function findCurrentExport(db: DatabaseTx, userId: number): Promise<TExportRow | undefined> {
  const [row] = await db.query<TExportRow>(
    `select ${EXPORT_COLUMNS} from data_exports
      where user_id = $1 and (status <> 'ready' or expires_at > now())
      order by requested_at desc, id desc limit 1`,
    [userId],
  );
  return row;
}

export async function dataExportStatus(db: DatabaseTx, userId: number): Promise<TDataExport> {
  return toDataExport(await findCurrentExport(db, userId));
}

/**
 * Starts an export (spec 001 §4: init → processing → ready): the row and its durable job are written in one
 * transaction. While an export is init or processing, that one is answered instead of a second.
 */
export function requestDataExport(database: Database, userId: number): Promise<TDataExport> {
  return database.transaction(async (tx) => {
    // One export at a time per user: the user row is the lock.
    await tx.query(`select 1 from users where id = $1 for update`, [userId]);
    const [open] = await tx.query<TExportRow>(
      `select ${EXPORT_COLUMNS} from data_exports where user_id = $1 and status in ('init', 'processing') order by id desc limit 1`,
      [userId],
    );
    if (open) return toDataExport(open);
    const [row] = await tx.query<TExportRow>(`insert into data_exports (user_id) values ($1) returning ${EXPORT_COLUMNS}`, [userId]);
    await enqueueJob(tx, { kind: DATA_EXPORT_JOB, payload: { exportId: row!.id }, maxAttempts: 3 });
    return toDataExport(row);
  });
}
