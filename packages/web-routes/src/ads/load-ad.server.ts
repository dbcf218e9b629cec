import { adForPlacementContract, type TAdPlacement, type TServedAd } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { pageApi } from "../shell/api/api.server";

/** An ad must never hold a page up: after this long the page renders without one. */
const AD_WAIT_MS = 2500;

/**
 * The ad of one placement for this page request, asked from the api as the visitor (the api decides: brand from the
 * web address, language, date, weight; nothing for Plus members). Never throws: without an answer there is no ad.
 * Start it beside the page's other api calls (Promise.all) so it adds no waiting of its own.
 */
export async function loadAd(args: { request: Request; context?: unknown }, page: { lang: TLocale; placement: TAdPlacement }): Promise<TServedAd | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const call = pageApi(args, { lang: page.lang })
      .call(adForPlacementContract, { query: { placement: page.placement, lang: page.lang } }, { camelCase: false })
      .then((result) => (result.ok ? result.data.item : null));
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), AD_WAIT_MS);
    });
    return await Promise.race([call, late]);
  } catch {
    return null;
  } finally {
    if (timer) clearTimeout(timer);
  }
}
