import type { Hono } from "hono";
import { devMailboxContract } from "@samtrot/api-client/contracts";
import { route } from "../../http/contract-route.js";
import { notFound } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";

/** GET /api/v2/dev/mailbox: the kept mails, only outside production (404 there, as if it did not exist). */
export function registerMailRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  route(app, devMailboxContract, async ({ query }) => {
    if (deps.env.NODE_ENV === "production") throw notFound();
    const rows = await deps.database.query<{
      id: number;
      kind: "verify_email" | "reset_password";
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      links: string[];
      status: "pending" | "kept" | "sent" | "failed";
      created_at: Date;
      sent_at: Date | null;
    }>(
      `select id, kind, to_address, subject, text_body, html_body, links, status, created_at, sent_at
         from mail_outbox
        where ($1::text is null or lower(to_address) = lower($1))
        order by id desc
        limit $2`,
      [query.to ?? null, query.limit],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        links: row.links,
        status: row.status,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at ? row.sent_at.toISOString() : null,
      })),
    };
  });
}
