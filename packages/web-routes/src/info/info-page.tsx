import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import infoCssUrl from "./info.css?url";
import { loadInfoPage } from "./info-page.server";
import { InfoPageView, infoPageMeta } from "./info-page-view";

// about/{key?}, legal/{key?}, misc/{key?}, partners (spec 000 §2; guest, server-rendered): one module for all of them.
export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoCssUrl }];

export async function loader(args: LoaderFunctionArgs) {
  return loadInfoPage(args, false);
}

export const meta = infoPageMeta;
export default InfoPageView;
