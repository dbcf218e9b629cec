import type { DatabaseTx } from "@samtrot/db";
import { enqueueJob } from "../jobs/enqueue-job.js";
import type { TMailContent, TMailKind } from "./mail-templates.js";

export const MAIL_DELIVER_JOB = "mail.deliver";

/** Kinds rendered by other modules (payments: SEPA pre-notification, failed rebill; reports: the receipt; dating: the safety alert; forum: the digest; moderation: statement, report decision, appeal result). */
export type TOtherMailKind =
  | "payment_prenotification"
  | "payment_rebill_failed"
  | "report_receipt"
  | "date_safety_alert"
  | "forum_digest"
  | "moderation_statement"
  | "report_decision"
  | "appeal_result";

/** Writes a mail to the outbox and its delivery job, in the caller's transaction (nothing is lost on restart). */
export async function enqueueMail(
  tx: DatabaseTx,
  mail: { userId: number | null; kind: TMailKind | TOtherMailKind; to: string; content: TMailContent; links: string[] },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into mail_outbox (user_id, kind, to_address, subject, text_body, html_body, links)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning id`,
    [mail.userId, mail.kind, mail.to, mail.content.subject, mail.content.text, mail.content.html, JSON.stringify(mail.links)],
  );
  await enqueueJob(tx, { kind: MAIL_DELIVER_JOB, payload: { mailId: row!.id }, maxAttempts: 6 });
  return row!.id;
}
