import { brand } from "@brand";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DEFAULT_SEO_CATEGORY, SEO_CATEGORIES, SEO_GUIDE_CITIES, seoCategoryTextKeys } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { SEO_GUIDE_PATH, seoAlternates, seoGuideAndListingPaths } from "./seo-links";
import { cityLocation, seoPath } from "./seo-paths";
import searchCssUrl from "../search/search.css?url";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchCssUrl }];

// seo_guide (spec 000 §2): the guide list of about 75 German cities, each linking to its city page.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(request, params);
  const t = serverI18n.t(lang);
  const origin = new URL(request.url).origin;
  const local = (path: string) => localizePath(path, linkPrefix);
  return data({
    meta: {
      title: t("seo.title", { title: t("seo.guide.title") }),
      description: t("seo.guide.description"),
      ...seoAlternates({ origin, path: SEO_GUIDE_PATH, lang, localePrefix: brand.localePrefix }),
    },
    cities: SEO_GUIDE_CITIES.map((city) => ({ name: city.name, href: local(seoPath(DEFAULT_SEO_CATEGORY, cityLocation(city))) })),
    categories: SEO_CATEGORIES.map((category) => ({
      name: t(seoCategoryTextKeys(category.slug).title, { location: t("search.country_name.DE") }),
      href: local(seoPath(category.slug, { level: "country", countrySlug: "germany", country: "DE" })),
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.meta.title },
        { name: "description", content: page.meta.description },
        { tagName: "link", rel: "canonical", href: page.meta.canonical },
        ...page.meta.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href })),
      ]
    : [];

export default function SeoGuideRoute() {
  const { cities, categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const { listings } = seoGuideAndListingPaths();
  return (
    <div className="sr-container wr-seo" data-testid="seo-guide">
      <h1>{t("seo.guide.title")}</h1>
      <p className="wr-seo__intro">{t("seo.guide.intro")}</p>
      <section className="wr-seo__section" aria-labelledby="seo-guide-cities">
        <h2 id="seo-guide-cities">{t("seo.guide.cities_heading")}</h2>
        <ul className="wr-seo__links" data-testid="seo-guide-cities">
          {cities.map((city) => (
            <li key={city.href}>
              <Link to={city.href}>{city.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="wr-seo__section" aria-labelledby="seo-guide-categories">
        <h2 id="seo-guide-categories">{t("seo.categories_heading")}</h2>
        <ul className="wr-seo__links">
          {categories.map((category) => (
            <li key={category.href}>
              <Link to={category.href}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="wr-seo__section" aria-labelledby="seo-guide-listings">
        <h2 id="seo-guide-listings">{t("seo.listings_heading")}</h2>
        <ul className="wr-seo__links">
          {listings.map((listing) => (
            <li key={listing.path}>
              <Link to={href(listing.path)}>{t(listing.key)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
