// E-mail texts of the accounts area, German first, English for users with locale "en" (es and pl get English:
// they are hidden languages, spec 000 §2). Plain text plus a minimal HTML twin; links are the only dynamic HTML.

export type TMailKind = "verify_email" | "reset_password";

export interface TMailContent {
  subject: string;
  text: string;
  html: string;
}

const TEXTS = {
  de: {
    verify_email: {
      subject: "Bitte bestätige deine E-Mail-Adresse",
      greeting: (name: string) => `Hallo ${name},`,
      body: "bitte bestätige deine E-Mail-Adresse über diesen Link:",
      footer: "Der Link ist 7 Tage gültig. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.",
      action: "E-Mail-Adresse bestätigen",
    },
    reset_password: {
      subject: "Passwort zurücksetzen",
      greeting: (name: string) => `Hallo ${name},`,
      body: "über diesen Link kannst du ein neues Passwort festlegen:",
      footer: "Der Link ist 1 Stunde gültig und nur einmal verwendbar. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.",
      action: "Neues Passwort festlegen",
    },
  },
  en: {
    verify_email: {
      subject: "Please confirm your e-mail address",
      greeting: (name: string) => `Hello ${name},`,
      body: "please confirm your e-mail address with this link:",
      footer: "The link is valid for 7 days. If you did not sign up, ignore this e-mail.",
      action: "Confirm e-mail address",
    },
    reset_password: {
      subject: "Reset your password",
      greeting: (name: string) => `Hello ${name},`,
      body: "use this link to set a new password:",
      footer: "The link is valid for 1 hour and works once. If you did not ask for it, ignore this e-mail.",
      action: "Set a new password",
    },
  },
} as const;

export function renderMail(kind: TMailKind, options: { locale: string; username: string; link: string; brand: string }): TMailContent {
  const texts = TEXTS[options.locale === "de" ? "de" : "en"][kind];
  const subject = `${options.brand}: ${texts.subject}`;
  const text = [texts.greeting(options.username), "", texts.body, options.link, "", texts.footer, "", options.brand].join("\n");
  const html =
    `<p>${escapeHtml(texts.greeting(options.username))}</p><p>${escapeHtml(texts.body)}</p>` +
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(texts.action)}</a></p>` +
    `<p>${escapeHtml(texts.footer)}</p><p>${escapeHtml(options.brand)}</p>`;
  return { subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}
