import type { TMailContent } from "../../mail/mail-templates.js";

// The e-mail her emergency contact gets when she has not checked in by her chosen time (issue 13 item 4). German or
// English (es and pl get English, as the other mails). Plain text plus a minimal HTML twin; every value is escaped.

export type TSafetyAlertFacts = {
  locale: string;
  brand: string;
  contactName: string;
  escortUsername: string;
  clientUsername: string;
  clientProfileUrl: string;
  startAt: Date;
  durationMinutes: number;
  placeKind: "incall" | "outcall" | "meeting";
  placeNote: string | null;
  dueAt: Date;
};

const TEXTS = {
  de: {
    subject: (escort: string) => `Sicherheits-Check-in verpasst: ${escort}`,
    greeting: (name: string) => `Hallo ${name},`,
    body: (escort: string, due: string) =>
      `${escort} hat dich als Notfallkontakt angegeben und wollte sich bis ${due} melden, dass alles in Ordnung ist. Das ist nicht geschehen. ` +
      "Bitte versuche, sie zu erreichen. Wenn du sie nicht erreichst und dir Sorgen machst, ruf die Polizei (110).",
    details: "Das Date:",
    client: "Kunde",
    profile: "Profil",
    when: "Beginn",
    duration: "Dauer",
    minutes: (n: number) => `${n} Minuten`,
    place: "Ort",
    places: { incall: "bei ihr (Incall)", outcall: "beim Kunden (Outcall)", meeting: "Treffpunkt" },
    escort: "Escort",
    footer: "Diese E-Mail wird nur einmal verschickt. Sie wurde automatisch gesendet, weil der Check-in nicht bestätigt wurde.",
  },
  en: {
    subject: (escort: string) => `Safety check-in missed: ${escort}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (escort: string, due: string) =>
      `${escort} named you as her emergency contact and meant to confirm by ${due} that she is safe. She has not. ` +
      "Please try to reach her. If you cannot reach her and are worried, call the police (110 in Germany, 112 in the EU).",
    details: "The date:",
    client: "Client",
    profile: "Profile",
    when: "Start",
    duration: "Duration",
    minutes: (n: number) => `${n} minutes`,
    place: "Place",
    places: { incall: "at hers (incall)", outcall: "at the client's (outcall)", meeting: "meeting point" },
    escort: "Escort",
    footer: "This e-mail is sent once. It was sent automatically because the check-in was not confirmed.",
  },
} as const;

function berlinTime(at: Date, locale: "de" | "en"): string {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { timeZone: "Europe/Berlin", dateStyle: "full", timeStyle: "short" }).format(at);
}

export function renderSafetyAlertMail(facts: TSafetyAlertFacts): TMailContent {
  const locale = facts.locale === "de" ? "de" : "en";
  const t = TEXTS[locale];
  const place = facts.placeNote ? `${t.places[facts.placeKind]}: ${facts.placeNote}` : t.places[facts.placeKind];
  const rows: [string, string][] = [
    [t.escort, facts.escortUsername],
    [t.client, facts.clientUsername],
    [t.profile, facts.clientProfileUrl],
    [t.when, berlinTime(facts.startAt, locale)],
    [t.duration, t.minutes(facts.durationMinutes)],
    [t.place, place],
  ];
  const subject = `${facts.brand}: ${t.subject(facts.escortUsername)}`;
  const body = t.body(facts.escortUsername, berlinTime(facts.dueAt, locale));
  const text = [t.greeting(facts.contactName), "", body, "", t.details, ...rows.map(([k, v]) => `${k}: ${v}`), "", t.footer, "", facts.brand].join("\n");
  const html =
    `<p>${escapeHtml(t.greeting(facts.contactName))}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(t.details)}</p><ul>` +
    rows.map(([k, v]) => (k === t.profile ? `<li>${escapeHtml(k)}: <a href="${escapeHtml(v)}">${escapeHtml(v)}</a></li>` : `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`)).join("") +
    `</ul><p>${escapeHtml(t.footer)}</p><p>${escapeHtml(facts.brand)}</p>`;
  return { subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}
