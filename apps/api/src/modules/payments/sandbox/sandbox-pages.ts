import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import {
  sandboxCardPageContract,
  sandboxCardSubmitContract,
  sandboxCashtocodePageContract,
  sandboxCashtocodePaidContract,
  sandboxChallengeContract,
} from "@samtrot/api-client/contracts";
import type { Database, DatabaseTx } from "@samtrot/db";
import { route } from "../../../http/contract-route.js";
import type { TAppEnv } from "../../../http/types.js";
import type { TPaymentSecrets } from "../payment-secrets.js";
import { codeHash, luhnValid, oneTimeCode, openOrder } from "./sandbox-crypto.js";
import { SANDBOX_CARDS, approveCard, declineCard, queueSandboxEvent } from "./sandbox-provider.js";

// The sandbox provider's hosted pages: what a real card provider shows on its own origin. Server-rendered
// HTML without any script, a strict CSP (nothing runs, styles only by nonce, forms only to this origin and
// the shop's return address, no framing), no-store. German first, English beside it.

type TSession = {
  id: string;
  payment_id: number;
  kind: "card" | "cashtocode";
  stage: "open" | "challenge" | "done";
  amount_cents: number;
  currency: string;
  description: string;
  return_url: string;
  locale: string;
  challenge_hash: string | null;
  challenge_tries: number;
  expired: boolean;
};

const CHALLENGE_TRIES = 3;

const TEXT = {
  de: {
    title: "Sandbox-Kartenzahlung",
    sandbox: "Testumgebung – es wird kein echtes Geld bewegt.",
    amount: "Betrag",
    card: "Kartennummer",
    expiry: "Gültig bis (MM/JJ)",
    cvc: "Prüfnummer (CVC)",
    holder: "Karteninhaber",
    pay: "Jetzt bezahlen",
    cancel: "Abbrechen und zurück zum Shop",
    invalidCard: "Bitte prüfe die Kartennummer.",
    invalidExpiry: "Bitte gib ein gültiges, nicht abgelaufenes Datum an (MM/JJ).",
    invalidCvc: "Die Prüfnummer hat 3 oder 4 Ziffern.",
    invalidHolder: "Bitte gib den Namen auf der Karte an.",
    challengeTitle: "3-D Secure: Zahlung bestätigen",
    challengeText: "Deine Bank hat dir einen Einmal-Code geschickt. In der Sandbox steht er hier:",
    code: "Einmal-Code",
    confirm: "Bestätigen",
    wrongCode: "Der Code stimmt nicht. Versuche übrig:",
    gone: "Diese Zahlungsseite ist abgelaufen oder wurde schon benutzt.",
    back: "Zurück zum Shop",
    testCards: "Testkarten",
    ctTitle: "CashtoCode (Sandbox)",
    ctText: "Bezahle an der Kasse mit diesem Zahlungscode:",
    ctPaid: "Barzahlung an der Kasse simulieren",
  },
  en: {
    title: "Sandbox card payment",
    sandbox: "Test environment – no real money is moved.",
    amount: "Amount",
    card: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    holder: "Cardholder",
    pay: "Pay now",
    cancel: "Cancel and return to the shop",
    invalidCard: "Please check the card number.",
    invalidExpiry: "Please enter a valid expiry date that has not passed (MM/YY).",
    invalidCvc: "The security code has 3 or 4 digits.",
    invalidHolder: "Please enter the name on the card.",
    challengeTitle: "3-D Secure: confirm the payment",
    challengeText: "Your bank has sent you a one-time code. In the sandbox it is shown here:",
    code: "One-time code",
    confirm: "Confirm",
    wrongCode: "The code is wrong. Tries left:",
    gone: "This payment page has expired or was used already.",
    back: "Back to the shop",
    testCards: "Test cards",
    ctTitle: "CashtoCode (sandbox)",
    ctText: "Pay at the till with this payment code:",
    ctPaid: "Simulate the cash payment at the till",
  },
} as const;
type TText = (typeof TEXT)["de"] | (typeof TEXT)["en"];

function textOf(locale: string): TText {
  return locale === "de" ? TEXT.de : TEXT.en;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

function money(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", { style: "currency", currency }).format(cents / 100);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** An HTML answer with the sandbox's strict CSP; the return address's origin may be a form target (redirects after POST). */
function page(options: { locale: string; title: string; body: string; returnUrl?: string; status?: number }): Response {
  const nonce = randomBytes(16).toString("base64");
  const back = options.returnUrl ? originOf(options.returnUrl) : null;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self'${back ? ` ${back}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "img-src 'none'",
  ].join("; ");
  const html = `<!doctype html>
<html lang="${options.locale === "de" ? "de" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style nonce="${nonce}">
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b2430}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(20,30,50,.12);padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}
.merchant{color:#5b6675;margin:0 0 16px}
.amount{font-size:1.75rem;font-weight:700;margin:0 0 20px}
.banner{background:#fff4d6;border:1px solid #f0d58a;border-radius:10px;padding:8px 12px;font-size:.875rem;margin-bottom:16px}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input{width:100%;font:inherit;padding:12px;border:1px solid #a9b3c1;border-radius:10px}
input:focus{outline:3px solid #2f6fed;outline-offset:1px;border-color:#2f6fed}
.row{display:flex;gap:12px;align-items:flex-end}.row>div{flex:1;min-width:0}
button{font:inherit;font-weight:700;width:100%;padding:14px;margin-top:20px;border:0;border-radius:10px;background:#1f4fd1;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0b2a7a;outline-offset:2px}
button.secondary{background:transparent;color:#1f4fd1;margin-top:8px;text-decoration:underline}
.error{color:#a1121a;background:#fdecee;border-radius:8px;padding:8px 12px;margin-top:12px}
.code{font:700 2rem/1.2 ui-monospace,monospace;letter-spacing:.2em;text-align:center;background:#f2f5fa;border-radius:10px;padding:12px;margin:8px 0 4px}
details{margin-top:18px;font-size:.85rem;color:#5b6675}
code{font-family:ui-monospace,monospace}
a{color:#1f4fd1}
</style>
</head>
<body><main><div class="card">${options.body}</div></main></body>
</html>`;
  return new Response(html, {
    status: options.status ?? 200,
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": csp, "cache-control": "no-store", "x-frame-options": "DENY" },
  });
}

function redirectTo(returnUrl: string, paymentId: number): Response {
  const url = new URL(returnUrl);
  url.searchParams.set("payment_id", String(paymentId));
  return new Response(null, { status: 303, headers: { location: url.toString(), "cache-control": "no-store" } });
}

function gonePage(locale: string, returnUrl?: string): Response {
  const t = textOf(locale);
  const link = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">${t.back}</a></p>` : "";
  return page({ locale, title: t.title, status: 410, body: `<h1>${t.title}</h1><p class="error" role="alert">${t.gone}</p>${link}`, returnUrl });
}

function header(t: TText, s: TSession): string {
  return `<div class="banner" role="note">${t.sandbox}</div>
<h1>${t.title}</h1>
<p class="merchant">${escapeHtml(s.description)}</p>
<p class="amount" aria-label="${t.amount}">${money(s.amount_cents, s.currency, s.locale)}</p>`;
}

function cardForm(s: TSession, values: { holder?: string; expiry?: string } = {}, error?: string): Response {
  const t = textOf(s.locale);
  const body = `${header(t, s)}
<form method="post" action="/sandbox-provider/card/${s.id}" novalidate>
${error ? `<p class="error" role="alert" id="card-error">${error}</p>` : ""}
<label for="card_number">${t.card}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required ${error ? 'aria-describedby="card-error"' : ""}>
<div class="row">
<div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/JJ" value="${escapeHtml(values.expiry ?? "")}" required></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="holder">${t.holder}</label>
<input id="holder" name="holder" autocomplete="cc-name" value="${escapeHtml(values.holder ?? "")}" required>
<button type="submit">${t.pay} · ${money(s.amount_cents, s.currency, s.locale)}</button>
</form>
<form method="post" action="/sandbox-provider/card/${s.id}/challenge"><input type="hidden" name="code" value=""><button class="secondary" name="action" value="cancel">${t.cancel}</button></form>
<details><summary>${t.testCards}</summary><ul>
<li><code>4242 4242 4242 4242</code> – approve</li>
<li><code>4000 0000 0000 0002</code> – decline</li>
<li><code>4000 0000 0000 3220</code> – 3-D Secure</li>
<li><code>4000 0000 0000 0341</code> – approve, rebills declined</li>
</ul></details>`;
  return page({ locale: s.locale, title: t.title, body, returnUrl: s.return_url, status: error ? 422 : 200 });
}

function challengeForm(s: TSession, code: string | null, error?: string): Response {
  const t = textOf(s.locale);
  const body = `${header(t, s)}
<h2>${t.challengeTitle}</h2>
<p>${t.challengeText}</p>
${code ? `<p class="code" data-testid="sandbox-otp">${code}</p>` : ""}
<form method="post" action="/sandbox-provider/card/${s.id}/challenge" novalidate>
${error ? `<p class="error" role="alert" id="code-error">${error}</p>` : ""}
<label for="code">${t.code}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required ${error ? 'aria-describedby="code-error"' : ""}>
<button type="submit" name="action" value="confirm">${t.confirm}</button>
<button class="secondary" type="submit" name="action" value="cancel">${t.cancel}</button>
</form>`;
  return page({ locale: s.locale, title: t.challengeTitle, body, returnUrl: s.return_url, status: error ? 422 : 200 });
}

async function lockSession(tx: DatabaseTx, id: string, kind: "card" | "cashtocode"): Promise<TSession | null> {
  const [row] = await tx.query<TSession>(
    `select id, payment_id, kind, stage, amount_cents, currency, description, return_url, locale, challenge_hash, challenge_tries,
            expires_at <= now() as expired
       from payment_sandbox_sessions where id = $1 and kind = $2 for update`,
    [id, kind],
  );
  return row ?? null;
}

function expiryValid(expiry: string, now = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function registerSandboxPages(app: Hono<TAppEnv>, deps: { database: Database; secrets: TPaymentSecrets }): void {
  const { database, secrets } = deps;

  // The shop's form lands here with page_number and cipher: the cipher must decode (AES-GCM: unaltered) and name this page.
  route(app, sandboxCardPageContract, async ({ body }) => {
    const order = openOrder<{ page: string; payment_id: number; amount_cents: number; exp: number }>(secrets.cipherKey, body.cipher);
    if (!order || order.page !== body.page_number) return page({ locale: "de", title: TEXT.de.title, status: 400, body: `<h1>${TEXT.de.title}</h1><p class="error" role="alert">${TEXT.de.gone}</p>` });
    const [session] = await database.query<TSession>(
      `select id, payment_id, kind, stage, amount_cents, currency, description, return_url, locale, challenge_hash, challenge_tries,
              expires_at <= now() as expired
         from payment_sandbox_sessions where id = $1 and kind = 'card'`,
      [body.page_number],
    );
    if (!session || session.expired || session.stage === "done" || order.exp < Date.now() || session.amount_cents !== order.amount_cents || session.payment_id !== order.payment_id) {
      return gonePage(session?.locale ?? "de", session?.return_url);
    }
    if (session.stage === "challenge") return challengeForm(session, null);
    return cardForm(session);
  });

  route(app, sandboxCardSubmitContract, async ({ params, body }) => {
    return database.transaction(async (tx) => {
      const s = await lockSession(tx, params.session!, "card");
      if (!s || s.expired || s.stage !== "open") return gonePage(s?.locale ?? "de", s?.return_url);
      const t = textOf(s.locale);
      const digits = body.card_number.replace(/[\s-]/g, "");
      const values = { holder: body.holder, expiry: body.expiry };
      if (!luhnValid(digits)) return cardForm(s, values, t.invalidCard);
      if (!expiryValid(body.expiry)) return cardForm(s, values, t.invalidExpiry);
      if (!/^\d{3,4}$/.test(body.cvc.trim())) return cardForm(s, values, t.invalidCvc);
      if (!body.holder.trim()) return cardForm(s, values, t.invalidHolder);
      if (digits === SANDBOX_CARDS.challenge) {
        const code = oneTimeCode();
        await tx.query(`update payment_sandbox_sessions set stage = 'challenge', challenge_hash = $2, card_last4 = $3 where id = $1`, [s.id, codeHash(s.id, code), digits.slice(-4)]);
        return challengeForm(s, code);
      }
      await tx.query(`update payment_sandbox_sessions set stage = 'done', card_last4 = $2 where id = $1`, [s.id, digits.slice(-4)]);
      if (digits === SANDBOX_CARDS.decline) await declineCard(tx, { paymentId: s.payment_id, reason: "card_declined" });
      else await approveCard(tx, { paymentId: s.payment_id, amountCents: s.amount_cents, currency: s.currency, last4: digits.slice(-4) });
      return redirectTo(s.return_url, s.payment_id);
    });
  });

  route(app, sandboxChallengeContract, async ({ params, body }) => {
    return database.transaction(async (tx) => {
      const s = await lockSession(tx, params.session!, "card");
      if (!s || s.expired || s.stage === "done") return gonePage(s?.locale ?? "de", s?.return_url);
      if (body.action === "cancel") {
        await tx.query(`update payment_sandbox_sessions set stage = 'done' where id = $1`, [s.id]);
        await declineCard(tx, { paymentId: s.payment_id, reason: s.stage === "challenge" ? "authentication_cancelled" : "cancelled" });
        return redirectTo(s.return_url, s.payment_id);
      }
      if (s.stage !== "challenge") return gonePage(s.locale, s.return_url);
      const t = textOf(s.locale);
      if (s.challenge_hash && codeHash(s.id, body.code.trim()) === s.challenge_hash) {
        // One-time: the session is done, the code cannot be used again.
        await tx.query(`update payment_sandbox_sessions set stage = 'done', challenge_hash = null where id = $1`, [s.id]);
        const [card] = await tx.query<{ card_last4: string }>(`select card_last4 from payment_sandbox_sessions where id = $1`, [s.id]);
        await approveCard(tx, { paymentId: s.payment_id, amountCents: s.amount_cents, currency: s.currency, last4: card?.card_last4 ?? SANDBOX_CARDS.challenge.slice(-4) });
        return redirectTo(s.return_url, s.payment_id);
      }
      const tries = s.challenge_tries + 1;
      if (tries >= CHALLENGE_TRIES) {
        await tx.query(`update payment_sandbox_sessions set stage = 'done', challenge_hash = null, challenge_tries = $2 where id = $1`, [s.id, tries]);
        await declineCard(tx, { paymentId: s.payment_id, reason: "authentication_failed" });
        return redirectTo(s.return_url, s.payment_id);
      }
      await tx.query(`update payment_sandbox_sessions set challenge_tries = $2 where id = $1`, [s.id, tries]);
      return challengeForm(s, null, `${t.wrongCode} ${CHALLENGE_TRIES - tries}`);
    });
  });

  route(app, sandboxCashtocodePageContract, async ({ params }) => {
    const [s] = await database.query<TSession>(
      `select id, payment_id, kind, stage, amount_cents, currency, description, return_url, locale, challenge_hash, challenge_tries,
              expires_at <= now() as expired
         from payment_sandbox_sessions where id = $1 and kind = 'cashtocode'`,
      [params.session],
    );
    if (!s || s.expired || s.stage !== "open") return gonePage(s?.locale ?? "de", s?.return_url);
    const t = textOf(s.locale);
    const code = `CTC ${s.id.replace(/[^A-Za-z0-9]/g, "").slice(0, 12).toUpperCase().replace(/(.{4})/g, "$1 ").trim()}`;
    const body = `<div class="banner" role="note">${t.sandbox}</div>
<h1>${t.ctTitle}</h1>
<p class="merchant">${escapeHtml(s.description)}</p>
<p class="amount">${money(s.amount_cents, s.currency, s.locale)}</p>
<p>${t.ctText}</p>
<p class="code">${escapeHtml(code)}</p>
<form method="post" action="/sandbox-provider/cashtocode/${s.id}">
<button type="submit" name="action" value="paid">${t.ctPaid}</button>
<button class="secondary" type="submit" name="action" value="cancel">${t.cancel}</button>
</form>`;
    return page({ locale: s.locale, title: t.ctTitle, body, returnUrl: s.return_url });
  });

  route(app, sandboxCashtocodePaidContract, async ({ params, body }) => {
    return database.transaction(async (tx) => {
      const s = await lockSession(tx, params.session!, "cashtocode");
      if (!s || s.expired || s.stage !== "open") return gonePage(s?.locale ?? "de", s?.return_url);
      await tx.query(`update payment_sandbox_sessions set stage = 'done' where id = $1`, [s.id]);
      if (body.action === "paid") {
        await queueSandboxEvent(tx, { type: "payment.succeeded", payment_id: s.payment_id, transaction: `sbx_ct_${s.id.slice(0, 10)}`, amount_cents: s.amount_cents, currency: s.currency });
      } else {
        await queueSandboxEvent(tx, { type: "payment.failed", payment_id: s.payment_id, reason: "cancelled" });
      }
      return redirectTo(s.return_url, s.payment_id);
    });
  });
}
