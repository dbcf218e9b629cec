import type { DatabaseTx } from "@samtrot/db";
import { richTextToPlain } from "@samtrot/rich-text";

/** How much of the new text the feed shows. */
const PROFILE_UPDATE_TEXT_MAX = 280;

/**
 * The newsfeed's "profile update" (decision 032): called by the settings module inside its transaction with a
 * profile's status and description before and after a save. A text that really changed to something non-empty
 * becomes the profile's one update row (the status wins when both changed: it is the shorter, newer news); an
 * unchanged save or a text removed records nothing.
 */
export async function recordProfileUpdate(
  tx: DatabaseTx,
  userId: number,
  before: { status: string | null; description: string | null },
  after: { status: string | null | undefined; description: string | null | undefined },
): Promise<void> {
  const changed = (["status", "description"] as const).find((field) => {
    const next = after[field];
    return next !== undefined && next !== null && plain(next) !== "" && plain(next) !== plain(before[field] ?? "");
  });
  if (!changed) return;
  const text = plain(after[changed]!).slice(0, PROFILE_UPDATE_TEXT_MAX);
  await tx.query(
    `insert into profile_updates (user_id, field, text, updated_at) values ($1, $2, $3, now())
     on conflict (user_id) do update set field = excluded.field, text = excluded.text, updated_at = excluded.updated_at`,
    [userId, changed, text],
  );
}

function plain(html: string): string {
  return richTextToPlain(html).replace(/\s+/g, " ").trim();
}
