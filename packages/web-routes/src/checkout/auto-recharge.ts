import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { autoRechargeContract, saveAutoRechargeContract } from "@samtrot/api-client/contracts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { safeReturnPath } from "../shell/session/return-path";
import { requireUser } from "../shell/session/session.server";

// buy/auto_recharge: the auto-recharge setting (spec 001 §9 auto recharge 10) for AutoRechargePanel wherever it is
// placed — GET reads it, POST saves it (a fetcher gets JSON, a form without JavaScript goes back to its page).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(autoRechargeContract);
  if (!result.ok) return data({ ok: false as const, message: result.errors[0]?.title ?? "exception.common.something_wrong_happened" }, { status: 200, headers: { "cache-control": "private, no-store" } });
  return data({ ok: true as const, value: result.data }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const enabled = form.get("enabled") === "1";
  const threshold = Number(form.get("threshold"));
  const body = { enabled, ...(Number.isInteger(threshold) && String(form.get("threshold") ?? "") !== "" ? { threshold } : {}) };
  const result = await pageApi(args, { lang }).call(saveAutoRechargeContract, { body });
  if (form.get("fetch") !== "1") {
    const back = safeReturnPath(String(form.get("return") ?? ""), localizePath("/user/membership", linkPrefix));
    const separator = back.includes("?") ? "&" : "?";
    throw redirect(`${back}${separator}auto_recharge=${result.ok ? "saved" : "refused"}`);
  }
  if (!result.ok) {
    const error = result.errors[0];
    return data({ ok: false as const, message: error?.title ?? "exception.common.something_wrong_happened", source: error?.source ?? null }, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  }
  return data({ ok: true as const, value: result.data, saved: true });
}
