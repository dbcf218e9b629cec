import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import infoCssUrl from "./info.css?url";
import { loadInfoPage } from "./info-page.server";
import { InfoPageView, infoPageMeta } from "./info-page-view";

// about/{key?}/previous and legal/{key}/previous (spec 000 §2): the same text without header and footer — the root
// reads handle.header and handle.footer (for apps that embed the text, and for printing).
export const handle = { i18n: ["common"], header: false, footer: false };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoCssUrl }];

export async function loader(args: LoaderFunctionArgs) {
  return loadInfoPage(args, true);
}

export const meta = infoPageMeta;
export default InfoPageView;
