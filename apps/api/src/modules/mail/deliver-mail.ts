import type { Database } from "@samtrot/db";
import nodemailer, { type Transporter } from "nodemailer";
import type { TJobHandler } from "../jobs/job-runner.js";

/**
 * The `mail.deliver` job: sends an outbox mail over SMTP when SMTP_URL is set, otherwise keeps it (status
 * "kept") for the development mailbox. A failed send is retried by the job runner; after the last attempt the
 * mail is marked failed.
 */
export function createMailDeliveryHandler(options: { database: Database; smtpUrl?: string; from: string }): TJobHandler {
  let transport: Transporter | undefined;
  const { database } = options;

  return {
    async run(job) {
      const mailId = Number(job.payload.mailId);
      const [mail] = await database.query<{ id: number; to_address: string; subject: string; text_body: string; html_body: string; status: string }>(
        `select id, to_address, subject, text_body, html_body, status from mail_outbox where id = $1`,
        [mailId],
      );
      if (!mail || mail.status !== "pending") return;
      if (!options.smtpUrl) {
        await database.query(`update mail_outbox set status = 'kept', attempts = attempts + 1 where id = $1`, [mailId]);
        return;
      }
      transport ??= nodemailer.createTransport(options.smtpUrl);
      try {
        await transport.sendMail({ from: options.from, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      } catch (error) {
        await database.query(`update mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1`, [mailId, (error as Error).message]);
        throw error;
      }
      await database.query(`update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`, [mailId]);
    },
    async giveUp(job) {
      await database.query(`update mail_outbox set status = 'failed' where id = $1 and status = 'pending'`, [Number(job.payload.mailId)]);
    },
  };
}
