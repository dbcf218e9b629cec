import type { DatabaseTx } from "@samtrot/db";
import { enqueueMail } from "../mail/enqueue-mail.js";

// Payment e-mails, German first with English for users whose locale is en/es/pl (hidden languages get English).

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

function euros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", { style: "currency", currency: "EUR" }).format(cents / 100);
}

function day(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

async function recipient(tx: DatabaseTx, userId: number): Promise<{ email: string; username: string; locale: string } | null> {
  const [row] = await tx.query<{ email: string; username: string; locale: string }>(`select email, username, locale from users where id = $1`, [userId]);
  return row ?? null;
}

/**
 * SEPA pre-notification: before a debit the customer learns amount, day, mandate reference and creditor id.
 * (Shorter notice than the 14 days of the SEPA rulebook is agreed in the terms: 1 day.)
 */
export async function sendPrenotification(
  tx: DatabaseTx,
  input: { userId: number; amountCents: number; collectionDate: string; mandateReference: string; creditorId: string; ibanMasked: string; description: string; brand: string },
): Promise<number | null> {
  const to = await recipient(tx, input.userId);
  if (!to) return null;
  const de = to.locale === "de";
  const amount = euros(input.amountCents, to.locale);
  const when = day(input.collectionDate, to.locale);
  const lines = de
    ? [
        `Hallo ${to.username},`,
        "",
        `wir ziehen am ${when} ${amount} per SEPA-Lastschrift von deinem Konto ${input.ibanMasked} ein.`,
        `Verwendungszweck: ${input.description}`,
        `Mandatsreferenz: ${input.mandateReference}`,
        `Gläubiger-Identifikationsnummer: ${input.creditorId}`,
        "",
        "Bitte sorge für ausreichende Deckung. Fragen? Antworte einfach auf diese E-Mail.",
        "",
        input.brand,
      ]
    : [
        `Hello ${to.username},`,
        "",
        `on ${when} we will collect ${amount} by SEPA direct debit from your account ${input.ibanMasked}.`,
        `Reference: ${input.description}`,
        `Mandate reference: ${input.mandateReference}`,
        `Creditor identifier: ${input.creditorId}`,
        "",
        "Please make sure the account is covered. Questions? Just reply to this e-mail.",
        "",
        input.brand,
      ];
  const subject = `${input.brand}: ${de ? "Ankündigung deiner SEPA-Lastschrift" : "Notice of your SEPA direct debit"}`;
  return enqueueMail(tx, {
    userId: input.userId,
    kind: "payment_prenotification",
    to: to.email,
    content: { subject, text: lines.join("\n"), html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("") },
    links: [],
  });
}

/** A rebill failed: the membership runs until its end; the link lets the customer pay again (paywall/rebill/{token}). */
export async function sendRebillFailed(tx: DatabaseTx, input: { userId: number; link: string; periodEnd: Date; brand: string }): Promise<number | null> {
  const to = await recipient(tx, input.userId);
  if (!to) return null;
  const de = to.locale === "de";
  const until = new Intl.DateTimeFormat(de ? "de-DE" : "en-GB", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(input.periodEnd);
  const lines = de
    ? [`Hallo ${to.username},`, "", `die Verlängerung deiner Plus-Mitgliedschaft konnte nicht abgebucht werden. Deine Vorteile bleiben bis ${until}.`, "Hier kannst du die Zahlung nachholen:"]
    : [`Hello ${to.username},`, "", `we could not collect the renewal of your Plus membership. Your benefits stay until ${until}.`, "You can pay it here:"];
  const subject = `${input.brand}: ${de ? "Zahlung deiner Mitgliedschaft fehlgeschlagen" : "Payment of your membership failed"}`;
  const text = [...lines, input.link, "", input.brand].join("\n");
  const html = `${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("")}<p><a href="${escapeHtml(input.link)}">${de ? "Jetzt bezahlen" : "Pay now"}</a></p><p>${escapeHtml(input.brand)}</p>`;
  return enqueueMail(tx, { userId: input.userId, kind: "payment_rebill_failed", to: to.email, content: { subject, text, html }, links: [input.link] });
}
