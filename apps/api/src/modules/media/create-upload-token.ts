import type { Database } from "@samtrot/db";
import { IMAGE_UPLOAD } from "@samtrot/constants-catalogue";
import { hashToken, newOpaqueToken } from "../accounts/opaque-token.js";

/**
 * What an uploaded file is for: the registration photo (avatar), a gallery medium, or the age-check document
 * (shown to its owner and reviewers only), the selfie of a fake or webcam check (the same), a message image (shown to the two people of the thread), or a blog image
 * (shown to everyone once a published blog carries it). The storage
 * folder follows the purpose.
 */
export type TUploadPurpose = "avatar" | "gallery" | "age_check" | "identity_check" | "messenger" | "blog";
export const UPLOAD_FOLDERS: Record<TUploadPurpose, string> = {
  avatar: "avatars",
  gallery: "gallery",
  age_check: "age-checks",
  identity_check: "identity-checks",
  messenger: "messenger",
  blog: "blogs",
};

/** An upload token is good for one file within 1 hour (our decision). */
export const UPLOAD_TOKEN_TTL_SECONDS = 60 * 60;
export const UPLOAD_PATH = "/api/v2/media/upload";

export async function createUploadToken(database: Database, input: { userId: number; purpose: TUploadPurpose }) {
  const token = newOpaqueToken();
  const [row] = await database.query<{ expires_at: Date }>(
    `insert into upload_sessions (token_hash, user_id, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning expires_at`,
    [hashToken(token), input.userId, input.purpose, UPLOAD_TOKEN_TTL_SECONDS],
  );
  // Stale sessions of this user go with each new one (their pieces are removed by the upload code on end).
  await database.query(`delete from upload_sessions where user_id = $1 and expires_at < now() - interval '1 day'`, [input.userId]);
  return {
    token,
    expires_at: row!.expires_at.toISOString(),
    upload_path: UPLOAD_PATH,
    min_bytes: IMAGE_UPLOAD.minBytes,
    max_bytes: IMAGE_UPLOAD.maxBytes,
    min_width: IMAGE_UPLOAD.minWidthPx,
  };
}
