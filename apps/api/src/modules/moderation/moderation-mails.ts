import type { DatabaseTx } from "@samtrot/db";
import { enqueueMail } from "../mail/enqueue-mail.js";

// The console's e-mails, German first, English for every other language (es and pl are hidden languages, spec 000
// §2): the statement of reasons to the affected user (DSA Art. 17), the decision to the reporter (Art. 16 (5): with
// whether automation was used), and the result of an appeal (Art. 20 (5)).

type TLang = "de" | "en";
const langOf = (locale: string): TLang => (locale === "de" ? "de" : "en");

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

function compose(lines: string[], link: { label: string; url: string } | null, brand: string) {
  const text = [...lines, "", ...(link ? [`${link.label}:`, link.url, ""] : []), brand].join("\n");
  const html =
    lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("") +
    (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "") +
    `<p>${escapeHtml(brand)}</p>`;
  return { text, html };
}

export const KIND_TEXT: Record<TLang, Record<string, string>> = {
  de: {
    content_removal: "Entfernung des Inhalts",
    visibility_reduction: "Eingeschränkte Sichtbarkeit deines Profils",
    payment_freeze: "Auszahlungen ausgesetzt",
    account_suspension: "Sperrung deines Kontos",
    no_action: "Keine Maßnahme: Wir haben keinen Verstoß festgestellt",
  },
  en: {
    content_removal: "Removal of the content",
    visibility_reduction: "Reduced visibility of your profile",
    payment_freeze: "Payouts suspended",
    account_suspension: "Suspension of your account",
    no_action: "No action: we found no violation",
  },
};
const GROUND_TEXT: Record<TLang, Record<string, string>> = {
  de: { illegal: "Rechtswidriger Inhalt", terms: "Verstoß gegen unsere Nutzungsbedingungen" },
  en: { illegal: "Illegal content", terms: "Incompatible with our terms of use" },
};

export async function sendStatementMail(
  tx: DatabaseTx,
  input: { userId: number; to: string; username: string; locale: string; kind: string; facts: string; ground: string; automated: boolean; appealUntil: Date; link: string; brand: string },
) {
  const lang = langOf(input.locale);
  const until = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(input.appealUntil);
  const lines =
    lang === "de"
      ? [
          `Hallo ${input.username},`,
          "",
          `wir haben folgende Maßnahme getroffen: ${KIND_TEXT.de[input.kind]}.`,
          `Sachverhalt: ${input.facts}`,
          `Grundlage: ${GROUND_TEXT.de[input.ground]}.`,
          input.automated ? "Die Entscheidung wurde mit automatisierten Mitteln getroffen." : "Die Entscheidung hat ein Mensch aus unserem Team getroffen, ohne automatisierte Mittel.",
          "",
          `Du kannst bis zum ${until} kostenlos Widerspruch einlegen; ein anderes Teammitglied prüft ihn. Außerdem stehen dir die außergerichtliche Streitbeilegung und der Rechtsweg offen.`,
        ]
      : [
          `Hello ${input.username},`,
          "",
          `we have taken the following action: ${KIND_TEXT.en[input.kind]}.`,
          `Facts: ${input.facts}`,
          `Ground: ${GROUND_TEXT.en[input.ground]}.`,
          input.automated ? "The decision was taken by automated means." : "The decision was taken by a person of our team, without automated means.",
          "",
          `You can appeal free of charge until ${until}; another member of the team reviews it. Out-of-court dispute settlement and the courts remain open to you.`,
        ];
  const subject = `${input.brand}: ${lang === "de" ? "Begründung unserer Entscheidung" : "Statement of reasons for our decision"}`;
  const content = compose(lines, { label: lang === "de" ? "Begründung ansehen und Widerspruch einlegen" : "See the statement and appeal", url: input.link }, input.brand);
  return enqueueMail(tx, { userId: input.userId, kind: "moderation_statement", to: input.to, content: { subject, ...content }, links: [input.link] });
}

export async function sendReportDecisionMail(
  tx: DatabaseTx,
  input: { userId: number | null; to: string; name: string | null; locale: string; number: string; action: string; reason: string; automated: boolean; brand: string; link: string | null },
) {
  const lang = langOf(input.locale);
  const lines =
    lang === "de"
      ? [
          input.name ? `Hallo ${input.name},` : "Hallo,",
          "",
          `wir haben über deine Meldung ${input.number} entschieden: ${KIND_TEXT.de[input.action]}.`,
          `Begründung: ${input.reason}`,
          input.automated ? "Die Entscheidung wurde mit automatisierten Mitteln getroffen." : "Bei der Entscheidung wurden keine automatisierten Mittel eingesetzt.",
        ]
      : [
          input.name ? `Hello ${input.name},` : "Hello,",
          "",
          `we have decided on your report ${input.number}: ${KIND_TEXT.en[input.action]}.`,
          `Reasons: ${input.reason}`,
          input.automated ? "The decision was taken by automated means." : "No automated means were used for the decision.",
        ];
  const subject = `${input.brand}: ${lang === "de" ? `Entscheidung zu deiner Meldung ${input.number}` : `Decision on your report ${input.number}`}`;
  const content = compose(lines, input.link ? { label: lang === "de" ? "Deine Meldungen" : "Your reports", url: input.link } : null, input.brand);
  return enqueueMail(tx, { userId: input.userId, kind: "report_decision", to: input.to, content: { subject, ...content }, links: input.link ? [input.link] : [] });
}

export async function sendAppealResultMail(
  tx: DatabaseTx,
  input: { userId: number; to: string; username: string; locale: string; outcome: "upheld" | "reversed"; reply: string; brand: string; link: string },
) {
  const lang = langOf(input.locale);
  const lines =
    lang === "de"
      ? [
          `Hallo ${input.username},`,
          "",
          input.outcome === "reversed" ? "wir haben deinem Widerspruch stattgegeben und die Maßnahme aufgehoben." : "wir haben deinen Widerspruch geprüft und halten an der Maßnahme fest.",
          `Begründung: ${input.reply}`,
        ]
      : [
          `Hello ${input.username},`,
          "",
          input.outcome === "reversed" ? "we have upheld your appeal and lifted the restriction." : "we have reviewed your appeal and keep the restriction.",
          `Reasons: ${input.reply}`,
        ];
  const subject = `${input.brand}: ${lang === "de" ? "Ergebnis deines Widerspruchs" : "Result of your appeal"}`;
  const content = compose(lines, { label: lang === "de" ? "Begründung ansehen" : "See the statement", url: input.link }, input.brand);
  return enqueueMail(tx, { userId: input.userId, kind: "appeal_result", to: input.to, content: { subject, ...content }, links: [input.link] });
}
