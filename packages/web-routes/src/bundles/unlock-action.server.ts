import { data } from "@remix-run/node";
import { purchaseBundleContract, purchaseMediumUnlockContract } from "@samtrot/api-client/contracts";
import type { TApiClient } from "../shell/api/api.server";
import type { TUnlockAnswer } from "./profile-bundles";

/** The unlock intents of the profile page's action; null for any other intent. */
export async function unlockAction(api: TApiClient, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  if (intent !== "buy_bundle" && intent !== "unlock_medium") return null;
  const id = Number(form.get("target_id"));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const result =
    intent === "buy_bundle" ? await api.call(purchaseBundleContract, { params: { id } }) : await api.call(purchaseMediumUnlockContract, { params: { id } });
  if (!result.ok) {
    const insufficient = result.errors.some((e) => e.title === "exception.ledger.insufficient_balance");
    const status = typeof result.status === "number" && result.status >= 400 ? result.status : 502;
    return data<TUnlockAnswer>({ ok: false, intent, id, message: result.message, insufficient }, { status });
  }
  return data<TUnlockAnswer>({ ok: true, intent, id, balance: result.data.balance });
}
