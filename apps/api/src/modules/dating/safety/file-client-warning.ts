import type { TDateSafety } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { CLIENT_WARNING_CATEGORIES, CLIENT_WARNING_TEXT_MAX, decideWarning, type TClientWarningCategory } from "@samtrot/dating";
import { richTextToPlain } from "@samtrot/rich-text";
import { AppError } from "../../../http/errors.js";
import type { TClock } from "../../../http/clock.js";
import { dateFacts, loadDateSafety, loadSafetyDate } from "./safety-view.js";

/**
 * After a date that took place, its escort side files a private warning about the client: categories and a short
 * text (markup stripped by the allow-list sanitiser, then length-checked). One per date, under the date's row lock.
 * Only verified escorts read it (read-client-warnings.ts); the client never does.
 */
export async function fileClientWarning(
  deps: { database: Database; clock: TClock },
  input: { userId: number; dateId: number; categories: string[]; text: string },
): Promise<TDateSafety> {
  const categories = [...new Set(input.categories)];
  if (categories.length === 0) throw new AppError(422, "validation.dating.warning_category_required", "categories");
  if (!categories.every((c) => (CLIENT_WARNING_CATEGORIES as readonly string[]).includes(c))) throw new AppError(422, "validation.dating.warning_category_invalid", "categories");
  const text = richTextToPlain(input.text).replace(/\s+/g, " ").trim();
  if (text.length > CLIENT_WARNING_TEXT_MAX) throw new AppError(422, "validation.dating.warning_text_too_long", "text");
  return deps.database.transaction(async (tx) => {
    const date = await loadSafetyDate(tx, { dateId: input.dateId, userId: input.userId, lock: true });
    const now = deps.clock.now();
    const [existing] = await tx.query(`SELECT 1 FROM client_warnings WHERE date_id = $1`, [input.dateId]);
    const decision = decideWarning({ side: "receiver", date: dateFacts(date), hasWarning: Boolean(existing) }, now);
    if (!decision.allowed) throw new AppError(409, `exception.dating.${decision.reason}`);
    await tx.query(`INSERT INTO client_warnings (date_id, author_id, client_id, categories, text, created_at) VALUES ($1, $2, $3, $4::text[], $5, $6)`, [
      input.dateId,
      input.userId,
      Number(date.sender_id),
      categories as TClientWarningCategory[],
      text,
      now.toISOString(),
    ]);
    return loadDateSafety(tx, date, input.userId, now);
  });
}
