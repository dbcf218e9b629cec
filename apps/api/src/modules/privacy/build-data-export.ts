import type { Database, DatabaseTx } from "@samtrot/db";
import { TRAIT_CATEGORY, TRAIT_VALUES, type TTraitCategoryName } from "@samtrot/constants-catalogue";
import { randomBytes } from "node:crypto";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { TJob, TJobHandler } from "../jobs/job-runner.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { DATA_EXPORT_KEEP_DAYS } from "./data-export.js";

const CATEGORY_NAMES = Object.fromEntries(Object.entries(TRAIT_CATEGORY).map(([name, id]) => [id, name])) as Record<number, TTraitCategoryName>;
const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

const json = (value: unknown) => strToU8(`${JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v), 2)}\n`);

function without<T extends Record<string, unknown>>(row: T | undefined, keys: string[]): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

/**
 * Everything stored about a user, as the files of the archive (GDPR art. 15/20). The user's own actions are
 * exported in full (favourites, visits, blocks they made); what others did (who visited or favourited them) only
 * as counts: naming those people is the Plus benefit "see who visited/favourited" and the export must not
 * hand it out; who blocked them is not named either. Secrets (password hash, token hashes) are never exported.
 */
export async function collectUserData(db: DatabaseTx, storage: TMediaStorage, userId: number): Promise<Zippable> {
  const q = <T = Record<string, unknown>>(sql: string) => db.query<T>(sql, [userId]);
  const [account] = await q(`select * from users where id = $1`);
  const [profile] = await q(`select * from profiles where user_id = $1`);
  const traits = await q<{ category_id: number; value_id: number }>(`select category_id, value_id from profile_traits where user_id = $1 order by 1, 2`);
  const media = await q<{ id: number; purpose: string; storage_key: string; mime_type: string; size: number; width: number; height: number; created_at: Date }>(
    `select id, purpose, storage_key, mime_type, size, width, height, created_at from media_files where user_id = $1 order by id`,
  );
  const files: Zippable = {};
  for (const file of media) {
    const bytes = await storage.read(file.storage_key);
    if (bytes) files[`media/${file.id}.${EXTENSIONS[file.mime_type] ?? "bin"}`] = new Uint8Array(bytes);
  }
  const [received] = await q<{ visits: number; visitors: number; favorited_by: number }>(
    `select (select coalesce(sum(visits_count), 0)::int from profile_visits where visited_id = $1) as visits,
            (select count(*)::int from profile_visits where visited_id = $1) as visitors,
            (select count(*)::int from favorites where target_id = $1) as favorited_by`,
  );
  return {
    "README.txt": strToU8(
      "Samtrot data export / Datenexport\n\nEvery file is JSON (UTF-8). media/ holds the uploaded files as stored.\n" +
        "Jede Datei ist JSON (UTF-8). media/ enthält die hochgeladenen Dateien, wie sie gespeichert sind.\n",
    ),
    "account.json": json(without(account, ["password_hash"])),
    "profile.json": json({
      profile: without(profile, ["earth_pt"]),
      traits: traits.map((t) => {
        const category = CATEGORY_NAMES[Number(t.category_id)];
        const value = category ? (TRAIT_VALUES[category] as readonly { id: number; key: string }[]).find((v) => v.id === Number(t.value_id)) : undefined;
        return { category: category ?? Number(t.category_id), value: value?.key ?? Number(t.value_id), value_id: Number(t.value_id) };
      }),
      prices: await q(`select duration_minutes, price from profile_prices where user_id = $1 order by 1`),
      working_hours: await q(`select day, time_from::text, time_to::text, is_over_day from working_hours where user_id = $1 order by day, time_from`),
      linked_escorts: await q(`select u.id, u.username, b.created_at from business_escorts b join users u on u.id = b.escort_id where b.business_id = $1`),
      linked_businesses: await q(`select u.id, u.username, b.created_at from business_escorts b join users u on u.id = b.business_id where b.escort_id = $1`),
    }),
    "settings.json": json({
      settings: without((await q(`select * from user_settings where user_id = $1`))[0], []),
      watermark: without((await q(`select * from watermark_settings where user_id = $1`))[0], []),
      saved_search_filters: (await q(`select * from user_search_filters where user_id = $1`))[0] ?? null,
    }),
    "gallery.json": json({
      files: media.map((file) => ({ ...without(file, ["storage_key"]), archive_path: `media/${file.id}.${EXTENSIONS[file.mime_type] ?? "bin"}` })),
      gallery: await q(`select media_id, kind, visibility, review_status, reviewed_at, unlock_price, created_at from gallery_items where user_id = $1 order by media_id`),
      unlocked_for: await q(`select mu.media_id, u.username, mu.granted_at, mu.price from media_unlocks mu join gallery_items g on g.media_id = mu.media_id join users u on u.id = mu.viewer_id where g.user_id = $1`),
      unlocked_to_me: await q(`select media_id, granted_at, price from media_unlocks where viewer_id = $1`),
      // Media bundles (issue 11): the user's own, with their media, and the ones they bought.
      bundles: await q(
        `select b.id, b.title, b.description, b.price, b.status, b.reject_reason, b.marked_fsk18, b.cover_media_id, b.created_at, b.updated_at, b.deleted_at,
                (select array_agg(bm.media_id order by bm.position) from bundle_media bm where bm.bundle_id = b.id) as media_ids,
                (select count(*)::int from bundle_purchases bp where bp.bundle_id = b.id) as purchases
           from bundles b where b.user_id = $1 order by b.id`,
      ),
      bundles_bought: await q(
        `select bp.bundle_id, b.title, u.username as seller, bp.price, bp.purchased_at
           from bundle_purchases bp join bundles b on b.id = bp.bundle_id join users u on u.id = b.user_id where bp.buyer_id = $1 order by bp.purchased_at`,
      ),
    }),
    "favorites.json": json({
      favorites: await q(`select u.id, u.username, f.created_at from favorites f join users u on u.id = f.target_id where f.user_id = $1 order by f.created_at`),
      favorited_by_count: received?.favorited_by ?? 0,
    }),
    "visits.json": json({
      visits_made: await q(
        `select u.id, u.username, v.first_visited_at, v.last_visited_at, v.visits_count from profile_visits v join users u on u.id = v.visited_id where v.visitor_id = $1 order by v.last_visited_at`,
      ),
      visits_received: { visitors: received?.visitors ?? 0, visits: received?.visits ?? 0 },
    }),
    "blocks.json": json({
      blocked: await q(`select u.id, u.username, b.created_at from blocks b join users u on u.id = b.blocked_id where b.blocker_id = $1 order by b.created_at`),
    }),
    "tracking-events.json": json({
      visitor_ids: await q(`select visitor_id, first_seen_at, last_seen_at from user_visitor_ids where user_id = $1`),
      events: await q(
        `select e.* from tracking_events e where e.visitor_id in (select visitor_id from user_visitor_ids where user_id = $1) order by e.received_at limit 100000`,
      ),
    }),
    "mails.json": json(
      await q(`select kind, to_address, subject, text_body, status, created_at, sent_at from mail_outbox where user_id = $1 order by created_at`),
    ),
    "sessions.json": json(
      await q(`select client_id, "grant", remember, created_at, access_expires_at, refresh_expires_at, revoked_at from oauth_tokens where user_id = $1 order by created_at`),
    ),
    "exports.json": json(await q(`select status, requested_at, ready_at from data_exports where user_id = $1 order by requested_at`)),
    ...files,
  };
}

/**
 * The job of an export: processing, then the archive into the media storage and ready. Run again after a crash
 * it starts over (the row is only ready with its archive). Older archives of the user are removed.
 */
export function createDataExportHandler(deps: { database: Database; storage: TMediaStorage }): TJobHandler {
  const { database, storage } = deps;
  return {
    async run(job: TJob) {
      const exportId = Number(job.payload.exportId);
      const [row] = await database.query<{ user_id: number; status: string }>(
        `update data_exports set status = 'processing', started_at = now() where id = $1 and status <> 'ready' returning user_id, status`,
        [exportId],
      );
      if (!row) return; // gone (account deleted) or already ready
      const userId = Number(row.user_id);
      const archive = zipSync(await collectUserData(database, storage, userId), { level: 6 });
      const key = `exports/${userId}/${randomBytes(12).toString("hex")}.zip`;
      await storage.put(key, Buffer.from(archive));
      const old = await database.transaction(async (tx) => {
        const previous = await tx.query<{ storage_key: string }>(
          `select storage_key from data_exports where user_id = $1 and id <> $2 and storage_key is not null`,
          [userId, exportId],
        );
        await tx.query(`update data_exports set storage_key = null where user_id = $1 and id <> $2`, [userId, exportId]);
        await tx.query(
          `update data_exports set status = 'ready', ready_at = now(), expires_at = now() + make_interval(days => $2), storage_key = $3, size = $4 where id = $1`,
          [exportId, DATA_EXPORT_KEEP_DAYS, key, archive.length],
        );
        return previous.map((p) => p.storage_key);
      });
      for (const stale of old) await storage.remove(stale);
    },
    async giveUp(job: TJob) {
      // The user may ask again: a failed export leaves no row behind.
      await database.query(`delete from data_exports where id = $1 and status <> 'ready'`, [Number(job.payload.exportId)]);
    },
  };
}
