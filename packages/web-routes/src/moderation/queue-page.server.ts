import type { LoaderFunctionArgs } from "@remix-run/node";
import type { TContractData } from "@samtrot/api-client";
import type { TContract } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireModeratorPage } from "./moderation-guard.server";
import { moderationApiQuery, moderationQueryOf, type TModerationQuery, type TModerationQuerySpec } from "./table/moderation-query";

/** Console pages hold other people's data: never cached. */
export const CONSOLE_HEADERS = { "cache-control": "private, no-store" };

/**
 * The loader part every console queue shares: team only, the table's query from the address, one page of rows from
 * the api (a refusal answers with its status, anything else 502), and the page title.
 */
export async function loadQueuePage<C extends TContract>(
  args: LoaderFunctionArgs,
  contract: C,
  spec: TModerationQuerySpec,
  titleKey: string,
): Promise<{ lang: TLocale; url: URL; title: string; query: TModerationQuery; page: TContractData<C> }> {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const url = new URL(args.request.url);
  const query = moderationQueryOf(url, spec);
  const result = await pageApi(args, { lang }).call(contract, { query: moderationApiQuery(query) } as never, { camelCase: false });
  if (!result.ok) {
    throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502, headers: CONSOLE_HEADERS });
  }
  return { lang, url, title: serverI18n.t(lang)(titleKey), query, page: result.data as TContractData<C> };
}
