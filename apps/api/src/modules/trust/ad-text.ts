// The ad-text rules on save (issue 16 item 4; @samtrot/trust; decision 038). A use case that saves a public or
// sent text calls refuseBannedAdText(); a refused text is a 422 with the reason's translation key on its field, and
// the attempt is kept as a moderation record (ad_text_blocks). The record is written by the app's error handler,
// after the refusing transaction rolled back, so the refusal changes nothing else.
import type { Database } from "@samtrot/db";
import { AD_TEXT_ERROR_KEYS, checkAdText, type TAdTextFinding } from "@samtrot/trust";
import { AppError, type TErrorEntry } from "../../http/errors.js";

export type TAdTextContext = "profile" | "blog" | "event" | "message" | "live_chat" | "chat_room" | "forum" | "review" | "recording_comment";

interface TAdTextBlock {
  userId: number;
  context: TAdTextContext;
  field: string;
  findings: TAdTextFinding[];
  text: string;
}

/** A 422 whose blocks are recorded by the error handler (app.ts) once the request's transaction is gone. */
export class AdTextRefusal extends AppError {
  readonly blocks: TAdTextBlock[];

  constructor(entries: TErrorEntry[], blocks: TAdTextBlock[]) {
    const [first, ...rest] = entries;
    super(422, first!.title, first!.source, rest);
    this.blocks = blocks;
  }
}

/**
 * Throws an AdTextRefusal when any of the texts (field → plain text; markup removed by the caller) breaks a rule:
 * one error per refused field, keyed by the first finding's reason.
 */
export function refuseBannedAdText(userId: number, context: TAdTextContext, texts: Record<string, string | null | undefined>): void {
  const entries: TErrorEntry[] = [];
  const blocks: TAdTextBlock[] = [];
  for (const [field, text] of Object.entries(texts)) {
    if (!text) continue;
    const check = checkAdText(text);
    if (check.ok) continue;
    entries.push({ code: 422, title: AD_TEXT_ERROR_KEYS[check.findings[0]!.reason], source: field });
    blocks.push({ userId, context, field, findings: check.findings, text });
  }
  if (entries.length > 0) throw new AdTextRefusal(entries, blocks);
}

/** The moderation record of a refusal; never throws (a lost record must not turn the 422 into a 500). */
export async function recordAdTextBlocks(database: Database, refusal: AdTextRefusal, log?: { error: (o: object, m: string) => void }): Promise<void> {
  for (const block of refusal.blocks) {
    try {
      await database.query(
        `insert into ad_text_blocks (user_id, context, field, reasons, rules, excerpt) values ($1, $2, $3, $4::text[], $5::text[], $6)`,
        [block.userId, block.context, block.field, [...new Set(block.findings.map((f) => f.reason))], block.findings.map((f) => f.rule), block.text.slice(0, 500)],
      );
    } catch (err) {
      log?.error({ err }, "ad text block not recorded");
    }
  }
}
