import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { allowedOrigins } from "../accounts/web-links.js";
import { SANDBOX_PROVIDER_PATH, providerSecret, signResult } from "./age-verification-provider.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d24}main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}.badge{display:inline-block;padding:.1rem .5rem;border-radius:6px;background:#fde68a;font-size:.8rem;font-weight:600}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.25rem 0}button{font:inherit;padding:.7rem 1.1rem;border-radius:8px;border:1px solid #555;background:#fff;cursor:pointer;min-height:44px}
button.primary{background:#1f6f43;border-color:#1f6f43;color:#fff}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}small{color:#555}`;

/** An HTML answer with a strict CSP of its own: its one inline style by nonce; forms post here (then 303 to the web). */
function page(title: string, body: string, options: { status?: 200 | 400; callbackOrigin?: string } = {}): Response {
  const nonce = randomBytes(16).toString("base64");
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self'${options.callbackOrigin ? ` ${options.callbackOrigin}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    title,
  )}</title><style nonce="${nonce}">${STYLE}</style></head><body><main><p><span class="badge">SANDBOX</span></p><h1>${escapeHtml(
    title,
  )}</h1>${body}<p><small>Development stand-in for a KJM-rated age-verification provider (decision 044). A real provider checks the person and signs its answer the same way.</small></p></main></body></html>`;
  return new Response(html, {
    status: options.status ?? 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": csp,
      "cache-control": "no-store",
      "x-frame-options": "DENY",
    },
  });
}

function callbackTarget(text: string | undefined, origins: ReadonlySet<string>): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && origins.has(url.origin) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The sandbox age-verification provider (never in production): the tester chooses "adult verified" or "rejected";
 * the answer goes back to the callback — one of our web origins only — signed with HMAC-SHA256 and its signing time,
 * exactly as the port expects from a real provider.
 */
export function registerSandboxProvider(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { env, clock } = deps;
  if (env.NODE_ENV === "production") return;

  app.get(SANDBOX_PROVIDER_PATH, (c) => {
    const ref = c.req.query("ref") ?? "";
    const callback = callbackTarget(c.req.query("callback"), allowedOrigins(env));
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(ref) || !callback) {
      return page(
        "Verification cannot start",
        `<p data-testid="sandbox-refused">The request is missing its reference or names a return address that is not ours.</p>`,
        { status: 400 },
      );
    }
    const hidden = `<input type="hidden" name="ref" value="${escapeHtml(ref)}"><input type="hidden" name="callback" value="${escapeHtml(
      callback.toString(),
    )}">`;
    return page(
      "Age verification",
      `<p>Reference <code>${escapeHtml(
        ref,
      )}</code>. A real provider would now check an identity document with a liveness check, an eID or a bank account.</p>` +
        `<form method="post" action="${SANDBOX_PROVIDER_PATH}/decide">${hidden}<button class="primary" name="outcome" value="adult" data-testid="sandbox-adult">Adult verified</button>` +
        `<button name="outcome" value="rejected" data-testid="sandbox-rejected">Rejected</button></form>`,
      { callbackOrigin: callback.origin },
    );
  });

  app.post(`${SANDBOX_PROVIDER_PATH}/decide`, async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const ref = form.get("ref") ?? "";
    const outcome = form.get("outcome") === "adult" ? "adult" : "rejected";
    const callback = callbackTarget(form.get("callback") ?? undefined, allowedOrigins(env));
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(ref) || !callback)
      return page("Verification cannot finish", `<p data-testid="sandbox-refused">Unknown request.</p>`, { status: 400 });
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    callback.searchParams.set("ref", ref);
    callback.searchParams.set("outcome", outcome);
    callback.searchParams.set("issued_at", String(issuedAt));
    callback.searchParams.set("signature", signResult(providerSecret(env), { ref, outcome, issued_at: issuedAt }));
    return c.redirect(callback.toString(), 303);
  });
}
