import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TApiError } from "@samtrot/api-client";
import { tipAllowanceContract, tipContract, ZTipBody } from "@samtrot/api-client/contracts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";

type TTipError = TApiError & { meta?: Record<string, unknown> };

const headers = { "cache-control": "private, no-store" };

// user/dollar/tip: what the tip dialog loads (balance, monthly allowance, PIN set?) and where it sends the tip.
// Same-origin action: the dialog never talks to the api itself.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(tipAllowanceContract);
  if (!result.ok) return data({ ok: false as const, errors: result.errors as TTipError[] }, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502, headers });
  return data({ ok: true as const, allowance: result.data }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const amountText = String(form.get("amount") === "other" ? (form.get("amount_other") ?? "") : (form.get("amount") ?? "")).trim();
  const body = {
    recipient_id: Number(form.get("recipient_id")),
    amount: /^\d+$/.test(amountText) ? Number(amountText) : amountText === "" ? undefined : Number.NaN,
    pin: String(form.get("pin") ?? "").trim(),
    request_key: String(form.get("request_key") ?? ""),
  };
  const parsed = ZTipBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ ok: false as const, errors: [{ code: 422, title: issue.message, source: String(issue.path[0] ?? "") }] as TTipError[] }, { status: 422, headers });
  }
  const result = await pageApi(args, { lang }).call(tipContract, { body: parsed.data });
  if (!result.ok) return data({ ok: false as const, errors: result.errors as TTipError[] }, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502, headers });
  return data({ ok: true as const, tip: result.data }, { headers });
}
