import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TApiError } from "@samtrot/api-client";
import { giftSendInfoContract, sendGiftContract, ZSendGiftBody } from "@samtrot/api-client/contracts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";

type TGiftError = TApiError & { meta?: Record<string, unknown> };

const headers = { "cache-control": "private, no-store" };
const failStatus = (status: number | string) => (typeof status === "number" && status >= 400 ? status : 502);

// user/gifts/send: what the gift picker loads (catalogue, balance, PIN set?) and where it sends the gift (decision 040).
// Same-origin action: the picker never talks to the api itself.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(giftSendInfoContract, undefined, { camelCase: false });
  if (!result.ok) return data({ ok: false as const, errors: result.errors as TGiftError[] }, { status: failStatus(result.status), headers });
  return data({ ok: true as const, info: result.data }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const message = String(form.get("message") ?? "").trim();
  const body = {
    recipient_id: Number(form.get("recipient_id")),
    gift_key: String(form.get("gift_key") ?? "") || undefined,
    pin: String(form.get("pin") ?? "").trim(),
    request_key: String(form.get("request_key") ?? ""),
    ...(message ? { message } : {}),
  };
  const parsed = ZSendGiftBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ ok: false as const, errors: [{ code: 422, title: issue.message, source: String(issue.path[0] ?? "") }] as TGiftError[] }, { status: 422, headers });
  }
  const result = await pageApi(args, { lang }).call(sendGiftContract, { body: parsed.data }, { camelCase: false });
  if (!result.ok) return data({ ok: false as const, errors: result.errors as TGiftError[] }, { status: failStatus(result.status), headers });
  return data({ ok: true as const, sent: result.data }, { headers });
}
