import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadAd } from "../ads/load-ad.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { loadSearchPage } from "./search-page.server";
import { isHttps } from "../shell/api/same-origin.server";
import { referralCookie } from "../support/referral-cookie";
import { SearchScreen } from "./search-screen";
import searchCssUrl from "./search.css?url";

export const handle = { i18n: ["common", "profile"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchCssUrl }];

// Every search page but the home (which has its own module with the same parts): invitation-code/{code},
// homepage…/{popFilters?}, promo/code, /escorts, /clients, /agenturen-clubs, nearby, nearby-pop, lp/{shortUrl}.
// One module serves all of them; the loader tells them apart by path (search/search-variants.ts).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const [found, ad] = await Promise.all([loadSearchPage(args), loadAd(args, { lang, placement: "search" })]);
  const page = { ...found, ad };
  // invitation-code/{code}: the sign-up of this browser credits the inviter (decision 040).
  if (page.referralCode) return data(page, { headers: { "set-cookie": referralCookie(page.referralCode, { secure: isHttps(args.request) }) } });
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: "description", content: data.meta.description },
        ...(data.meta.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
      ]
    : [];

export default function SearchPageRoute() {
  const { screen, intro, widen, definition, ad } = useLoaderData<typeof loader>();
  return <SearchScreen screen={screen} intro={intro ?? undefined} widen={widen} definition={definition} ad={ad} />;
}
