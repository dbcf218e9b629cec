import { MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY, USER_TYPE, GENDER } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "../../database.js";
import { createRng, mixSeed, type TRng } from "../prng.js";
import type { TPhotoPool, TPoolPhoto } from "./photo-pool.js";
import type { TSceneKind } from "./scenes.js";

const DAY_MS = 86_400_000;
// Photo choices draw from their own streams (seed ^ salt, user id): adding photos changed no other demo value.
const PHOTO_STREAM_SALT = 0x9a11e2;

/** Whom a demo gallery is made for: what decides the scenes and the visibilities. */
export type TPhotoOwner = {
  userId: number;
  userType: number;
  gender: number | null;
  coupleType: number | null;
  /** the profile says it has fsk18 photos (search flag): it gets one, so flag and gallery agree */
  hasFsk18Photos: boolean;
  createdMs: number;
};

/** One gallery item to write: a pool photo with a visibility; the first public one is the profile photo. */
export type TDemoGalleryPhoto = { photo: TPoolPhoto; visibility: number; createdMs: number };

/**
 * The gallery of one generated escort or business (clients get none): 3–6 public photos (the first is the
 * profile photo, a person for escorts, a room for businesses), 1–2 private ones, an fsk18 one where the profile
 * says so and, for some escorts, one for Plus members. Deterministic per (seed, user id); no scene twice.
 */
export function chooseDemoGallery(pool: TPhotoPool, owner: TPhotoOwner, seed: number, epochMs: number): TDemoGalleryPhoto[] {
  if (owner.userType !== USER_TYPE.escort && owner.userType !== USER_TYPE.business) return [];
  const rng = createRng(mixSeed(seed ^ PHOTO_STREAM_SALT, owner.userId));
  const used = new Set<string>();
  const take = (kinds: readonly TSceneKind[]): TPoolPhoto => {
    const choices = kinds.flatMap((kind) => pool.byKind[kind]).filter((photo) => !used.has(photo.key));
    const photo = rng.pick(choices.length > 0 ? choices : pool.photos);
    used.add(photo.key);
    return photo;
  };
  const person: TSceneKind[] =
    owner.userType === USER_TYPE.business
      ? ["interior"]
      : owner.coupleType !== null
        ? ["couple"]
        : owner.gender === GENDER.male
          ? ["male"]
          : ["female"];
  const places: TSceneKind[] = owner.userType === USER_TYPE.business ? ["interior", "city"] : ["interior", "city"];
  const personShare = owner.userType === USER_TYPE.business ? 0.5 : 0.65;

  const photos: { photo: TPoolPhoto; visibility: number }[] = [];
  const publicCount = rng.int(3, 6);
  photos.push({ photo: take(person), visibility: MEDIA_VISIBILITY.public });
  for (let k = 1; k < publicCount; k++) photos.push({ photo: take(rng.chance(personShare) ? person : places), visibility: MEDIA_VISIBILITY.public });
  const privateCount = rng.int(1, 2);
  for (let k = 0; k < privateCount; k++) photos.push({ photo: take(rng.chance(0.7) ? person : places), visibility: MEDIA_VISIBILITY.private });
  if (owner.hasFsk18Photos) photos.push({ photo: take(person), visibility: MEDIA_VISIBILITY.fsk18 });
  if (owner.userType === USER_TYPE.escort && rng.chance(0.25)) photos.push({ photo: take(person), visibility: MEDIA_VISIBILITY.plus_member });

  return photos.map((item) => ({ ...item, createdMs: photoTime(rng, owner.createdMs, epochMs) }));
}

function photoTime(rng: TRng, createdMs: number, epochMs: number): number {
  const span = Math.max(DAY_MS, epochMs - createdMs);
  return createdMs + Math.floor(rng.next() * span);
}

/**
 * Writes the galleries of `owners` (media_files, gallery_items accepted, profiles.avatar_media_id = the first
 * public photo) in the caller's transaction; returns the rows written.
 */
export async function insertDemoGalleries(
  tx: DatabaseTx,
  owners: readonly TPhotoOwner[],
  pool: TPhotoPool,
  seed: number,
  epochMs: number,
): Promise<number> {
  const galleries = owners.map((owner) => ({ owner, photos: chooseDemoGallery(pool, owner, seed, epochMs) })).filter((g) => g.photos.length > 0);
  const total = galleries.reduce((sum, g) => sum + g.photos.length, 0);
  if (total === 0) return 0;
  // Ids first (nextval: safe beside a concurrent chunk), so the gallery rows and the profile photo can name them.
  const ids = (await tx.query<{ id: number }>(`SELECT nextval('media_files_id_seq')::int8 AS id FROM generate_series(1, $1::int)`, [total])).map((r) =>
    Number(r.id),
  );
  const media: { id: number; userId: number; photo: TPoolPhoto; visibility: number; created: string }[] = [];
  const avatars: { userId: number; mediaId: number }[] = [];
  let next = 0;
  for (const { owner, photos } of galleries) {
    photos.forEach((item, k) => {
      const id = ids[next++] as number;
      media.push({ id, userId: owner.userId, photo: item.photo, visibility: item.visibility, created: new Date(item.createdMs).toISOString() });
      if (k === 0) avatars.push({ userId: owner.userId, mediaId: id });
    });
  }
  await tx.query(
    `INSERT INTO media_files (id, user_id, purpose, storage_key, mime_type, size, width, height, created_at)
     SELECT id, user_id, 'gallery', storage_key, 'image/jpeg', size, width, height, created_at
       FROM unnest($1::int8[], $2::int8[], $3::text[], $4::int4[], $5::int4[], $6::int4[], $7::timestamptz[])
         AS t(id, user_id, storage_key, size, width, height, created_at)`,
    [
      media.map((m) => m.id),
      media.map((m) => m.userId),
      media.map((m) => m.photo.key),
      media.map((m) => m.photo.size),
      media.map((m) => m.photo.width),
      media.map((m) => m.photo.height),
      media.map((m) => m.created),
    ],
  );
  await tx.query(
    `INSERT INTO gallery_items (media_id, user_id, kind, visibility, review_status, reviewed_at, created_at)
     SELECT id, user_id, 'image', visibility, ${MEDIA_REVIEW_STATUS.accepted}, created_at, created_at
       FROM unnest($1::int8[], $2::int8[], $3::int2[], $4::timestamptz[]) AS t(id, user_id, visibility, created_at)`,
    [media.map((m) => m.id), media.map((m) => m.userId), media.map((m) => m.visibility), media.map((m) => m.created)],
  );
  await tx.query(
    `UPDATE profiles p SET avatar_media_id = t.media_id
       FROM unnest($1::int8[], $2::int8[]) AS t(user_id, media_id)
      WHERE p.user_id = t.user_id`,
    [avatars.map((a) => a.userId), avatars.map((a) => a.mediaId)],
  );
  return media.length * 2 + avatars.length;
}
