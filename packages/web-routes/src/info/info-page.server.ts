import { brand } from "@brand";
import { loadAd } from "../ads/load-ad.server";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "@samtrot/constants-catalogue";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { seoAlternates } from "../seo/seo-links";
import { decideInfoPage, infoOverviewLinks, infoPath, type TInfoSection } from "./info-keys";
import { infoText } from "./info-texts.server";

const SECTIONS: readonly TInfoSection[] = ["about", "legal", "misc", "partners"];

/** The section of an information URL: the first segment after the language (the route table only sends these here). */
function sectionOf(pathname: string): TInfoSection {
  const segments = pathname.split("/").filter(Boolean);
  const first = isLocale(segments[0]) ? segments[1] : segments[0];
  return SECTIONS.find((section) => section === first) ?? "about";
}

/**
 * Loader of every information page (about/{key?}, legal/{key?}, misc/{key?}, partners, and the /previous variants of
 * about and legal; spec 000 §2, decision 036): a known key renders its text, anything else redirects to the
 * section's fallback under the page's language prefix.
 */
export async function loadInfoPage(args: LoaderFunctionArgs, previous: boolean) {
  const { request, params } = args;
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const url = new URL(request.url);
  const section = sectionOf(url.pathname);
  const decision = decideInfoPage({ section, key: params.key, previous, brand });
  if (decision.kind === "redirect") throw redirect(localizePath(decision.path, linkPrefix) + url.search, 302);
  const pending = infoText(brand, lang, section, decision.key, linkPrefix);
  // A listed key without a text for this language is a gap in the repository, not the visitor's mistake.
  if (!pending) throw new Response(null, { status: 404, statusText: "Not Found" });
  // The magazine is an ad placement (spec 001 §2); the api serves no ad to Plus members. Not on the bare /previous.
  const [text, ad] = await Promise.all([pending, section === "about" && decision.key === "magazine" && !previous ? loadAd(args, { lang, placement: "magazine" }) : null]);
  const t = serverI18n.t(lang);
  const canonicalPath = infoPath(section, decision.key);
  return data({
    section,
    key: decision.key,
    previous,
    text,
    ad,
    meta: {
      title: t("seo.title", { title: text.title }),
      description: text.description,
      // The /previous variant points at the page itself and is kept out of the index.
      ...seoAlternates({ origin: url.origin, path: canonicalPath, lang, localePrefix: brand.localePrefix }),
      noindex: previous,
    },
    nav: infoOverviewLinks(brand).map((link) => ({ ...link, href: localizePath(link.path, linkPrefix), current: link.path === canonicalPath })),
  });
}

/** The shape of an information route's loader (for useLoaderData and meta). */
export type TInfoPageLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadInfoPage>;
