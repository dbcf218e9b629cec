import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadSearchPage } from "./search-page.server";
import { SearchScreen } from "./search-screen";
import searchCssUrl from "./search.css?url";
import { meta as searchMeta } from "./search-page";

export const handle = { i18n: ["common", "profile"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchCssUrl }];

// Home `/` (spec 000 §2): the search home. Its first screen is loaded on the server by the same function as
// POST /node/search/search-init; a guest's first screen sorts by 'default' (spec 000 §4).
export async function loader(args: LoaderFunctionArgs) {
  return loadSearchPage(args);
}

export const meta = searchMeta;

export default function HomeRoute() {
  const { screen, intro, widen, definition } = useLoaderData<typeof loader>();
  return <SearchScreen screen={screen} intro={intro ?? undefined} widen={widen} definition={definition} />;
}
