import type { DatabaseTx } from "@samtrot/db";
import type { TReportReason } from "@samtrot/constants-catalogue";
import { enqueueMail } from "../mail/enqueue-mail.js";

// The receipt of a report (DSA Art. 16 (4): confirmation of receipt without undue delay), German first, English for
// every other language (es and pl are hidden languages, spec 000 §2).

const REASON_TEXT: Record<"de" | "en", Record<TReportReason, string>> = {
  de: {
    minor: "Minderjährige",
    coercion_trafficking: "Zwang oder Menschenhandel",
    violence: "Gewalt",
    unprotected_sex_advertised: "Werbung für Sex ohne Kondom",
    pregnancy_advertised: "Werbung mit Schwangerschaft",
    illegal_content: "Rechtswidriger Inhalt",
    fake_impersonation: "Fake-Profil oder Identitätsmissbrauch",
    scam_spam: "Betrug oder Spam",
    harassment: "Belästigung",
    privacy: "Persönliche Daten",
    intellectual_property: "Urheber- oder Markenrecht",
    other: "Sonstiges",
  },
  en: {
    minor: "Minors",
    coercion_trafficking: "Coercion or trafficking",
    violence: "Violence",
    unprotected_sex_advertised: "Sex without a condom advertised",
    pregnancy_advertised: "Pregnancy advertised",
    illegal_content: "Illegal content",
    fake_impersonation: "Fake profile or impersonation",
    scam_spam: "Scam or spam",
    harassment: "Harassment",
    privacy: "Personal data",
    intellectual_property: "Copyright or trademark",
    other: "Other",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** Puts the receipt into the mail outbox (in the report's transaction: no report without its receipt, and back). */
export async function sendReportReceipt(
  tx: DatabaseTx,
  input: { userId: number | null; to: string; name: string | null; locale: string; number: string; reason: TReportReason; reportedAt: Date; brand: string; link: string | null },
): Promise<number> {
  const de = input.locale === "de";
  const when = new Intl.DateTimeFormat(de ? "de-DE" : "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }).format(input.reportedAt);
  const reason = REASON_TEXT[de ? "de" : "en"][input.reason];
  const lines = de
    ? [
        input.name ? `Hallo ${input.name},` : "Hallo,",
        "",
        `wir haben deine Meldung am ${when} erhalten. Deine Meldungsnummer: ${input.number}.`,
        `Grund: ${reason}.`,
        "",
        "Unser Team prüft die Meldung sorgfältig und unvoreingenommen. Über unsere Entscheidung informieren wir dich per E-Mail. Bitte gib bei Rückfragen die Meldungsnummer an.",
      ]
    : [
        input.name ? `Hello ${input.name},` : "Hello,",
        "",
        `we received your report on ${when}. Your report number: ${input.number}.`,
        `Reason: ${reason}.`,
        "",
        "Our team reviews it carefully and objectively and will tell you by e-mail what we decided. Please quote the report number if you contact us about it.",
      ];
  const linkLine = input.link ? [de ? "Deine Meldungen:" : "Your reports:", input.link] : [];
  const subject = `${input.brand}: ${de ? `Deine Meldung ${input.number} ist eingegangen` : `Your report ${input.number} was received`}`;
  const text = [...lines, "", ...linkLine, ...(linkLine.length ? [""] : []), input.brand].join("\n");
  const html =
    lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("") +
    (input.link ? `<p><a href="${escapeHtml(input.link)}">${de ? "Deine Meldungen" : "Your reports"}</a></p>` : "") +
    `<p>${escapeHtml(input.brand)}</p>`;
  return enqueueMail(tx, { userId: input.userId, kind: "report_receipt", to: input.to, content: { subject, text, html }, links: input.link ? [input.link] : [] });
}
