import type { TLocale } from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";

/**
 * The caller's dollar and token balances (GET /api/v2/ledger/balance of the ledger), for "new balance" after a
 * purchase; null when the ledger cannot say (the confirmation then names only what was credited).
 */
export async function loadBalance(args: { request: Request; context?: unknown }, lang: TLocale): Promise<{ dollar: number; token: number } | null> {
  const result = await pageApi(args, { lang }).request<{ dollar?: unknown; token?: unknown }>("GET /api/v2/ledger/balance");
  if (!result.ok) return null;
  const { dollar, token } = result.data;
  return typeof dollar === "number" && typeof token === "number" ? { dollar, token } : null;
}
