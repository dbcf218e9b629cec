import type { Context } from "hono";
import type { DatabaseTx } from "@samtrot/db";
import { requireUser } from "../../http/auth.js";
import { AppError } from "../../http/errors.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";

/**
 * The one guard of every moderation endpoint (blogs, events, …): the caller must be signed in (401) and a team (10)
 * or backend (9) user (403 exception.common.forbidden). The api decides it on every request from the user's row, so
 * a demoted account loses access at once.
 */
export async function requireModerator(c: Context, db: DatabaseTx): Promise<{ userId: number }> {
  const { userId } = await requireUser(c);
  if (!isStaff(await loadViewer(db, userId))) throw new AppError(403, "exception.common.forbidden");
  return { userId };
}
