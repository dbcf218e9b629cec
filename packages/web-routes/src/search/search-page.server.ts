import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { REFERRAL_CODE_PATTERN, referralLookupContract } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { searchedProfileType } from "@samtrot/search-query-builder";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { searchInit } from "./search-init.server";
import type { TSearchScreen, TSearchScreenDefinition } from "./search-screen-data";
import { SEARCH_VARIANTS } from "./search-variants";
import { widenSuggestions, type TWidenSuggestion } from "./widen-search";

export type TSearchPageData = {
  screen: TSearchScreen;
  meta: { title: string; description: string; noindex: boolean };
  /** a text under the heading (the home's intro, the invitation code) or null */
  intro: string | null;
  /**
   * the hint of an (almost) empty search: ways to widen it, each with the search it leads to (made here, so the
   * browser needs none of search-query-builder's user actions to show the first screen)
   */
  widen: TWidenSuggestion[];
  /** what of the page's variant (search-variants.ts) the browser needs: what it searches, whether around the visitor */
  definition: TSearchScreenDefinition;
  /** the invitation page's referral code when the api knows it (stored in the referral cookie for the sign-up) */
  referralCode: string | null;
};

/**
 * The invitation page's note (spec 000 §2 invitation-code/{code}): a referral code of the share page names the person
 * who invited (decision 036); any other code is shown as it is.
 */
async function invitationNote(args: Pick<LoaderFunctionArgs, "request" | "context">, lang: TLocale, url: URL): Promise<{ note: string; referralCode: string | null }> {
  const t = serverI18n.t(lang);
  const code = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const found = REFERRAL_CODE_PATTERN.test(code.toUpperCase())
    ? await pageApi(args, { lang }).call(referralLookupContract, { params: { code } }, { camelCase: false })
    : null;
  return found?.ok
    ? { note: t("search.invitation.note_by", { code: found.data.code, username: found.data.inviter.username }), referralCode: found.data.code }
    : { note: t("search.invitation.note", { code }), referralCode: null };
}

/**
 * Loader of every search page: the first screen through searchInit (the same function as POST
 * /node/search/search-init), its redirects (corrected URL, landing page that failed) and 404s, plus the texts
 * of the document head.
 */
export async function loadSearchPage(args: Pick<LoaderFunctionArgs, "request" | "params" | "context">): Promise<TSearchPageData> {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const url = new URL(args.request.url);
  const answer = await searchInit(args, { pathname: url.pathname, searchParams: url.searchParams, lang, linkPrefix });
  if (answer.kind === "redirect") throw redirect(answer.location, { headers: { "cache-control": "no-store" } });
  if (answer.kind === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });

  const { screen } = answer;
  const t = serverI18n.t(lang);
  const searched = searchedProfileType(SEARCH_VARIANTS[screen.variant].kind, screen.viewer);
  const home = screen.variant === "home";
  const meta = {
    title: home ? t("meta.home_title") : t(`search.meta.title.${searched}`),
    description: home ? t("meta.home_description") : t(`search.meta.description.${searched}`),
    // Filtered result lists are endless variations of the same pages; only the plain pages are for indexes.
    noindex: url.search !== "" || SEARCH_VARIANTS[screen.variant].signedInOnly || screen.variant === "landing_page",
  };
  const invitation = screen.variant === "invitation_code" ? await invitationNote(args, lang, url) : null;
  const intro = home ? t("home.intro") : (invitation?.note ?? null);
  const widen = screen.skip === null && screen.errorTitle === null ? widenSuggestions(screen.state, screen.viewer, screen.total) : [];
  const { kind, nearby } = SEARCH_VARIANTS[screen.variant];
  return { screen, meta, intro, widen, definition: { kind, nearby }, referralCode: invitation?.referralCode ?? null };
}
