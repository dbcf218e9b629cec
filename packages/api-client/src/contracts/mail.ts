import { z } from "zod";
import { defineContract } from "./define-contract.js";

// The development mailbox (issue 4 §5): e-mails kept by the outbox when no SMTP_URL is set. Only outside
// production; the api answers 404 in production.

export const MAIL_KINDS = ["verify_email", "reset_password"] as const;
export const ZMailKind = z.enum(MAIL_KINDS);

/** pending: waiting for the job runner; kept: stored for the mailbox (no SMTP); sent: handed to SMTP; failed: gave up */
export const ZMailStatus = z.enum(["pending", "kept", "sent", "failed"]);

export const ZMailboxItem = z.object({
  id: z.number().int(),
  kind: ZMailKind,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** the links of the mail (verification or reset), for the mailbox page to show as buttons */
  links: z.array(z.string()),
  status: ZMailStatus,
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TMailboxItem = z.infer<typeof ZMailboxItem>;

export const ZMailboxQuery = z.object({
  /** only mails to this address (case-insensitive) */
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const devMailboxContract = defineContract({
  id: "devMailbox",
  method: "GET",
  path: "/api/v2/dev/mailbox",
  summary: "Development mailbox: the newest kept e-mails first (404 in production)",
  tags: ["dev"],
  auth: "public",
  query: ZMailboxQuery,
  response: z.object({ items: z.array(ZMailboxItem) }),
});
