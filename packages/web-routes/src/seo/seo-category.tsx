import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert, EmptyState, FilterButton, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../shell/errors/error-status";
import { PAGE_PARAM } from "../search/page-param";
import { seoGuideAndListingPaths } from "./seo-links";
import { loadSeoPage } from "./seo-page.server";
import { ResultGrid } from "../search/result-grid";
import searchCssUrl from "../search/search.css?url";
import { seoCategoryImage } from "./seo-category-image";
import { SeoLinksBlock } from "./seo-links-block";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common", "profile"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchCssUrl }];

// The search-engine index pages /{locale?}/{category}/{country?}/{region?}/{city?}/{spot?} (spec 000 §2). One
// route per category (its slug is a static segment, so it never competes with the home's language segment);
// all of them use this module.
export async function loader(args: LoaderFunctionArgs) {
  return loadSeoPage(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: "description", content: data.meta.description },
        { tagName: "link", rel: "canonical", href: data.meta.canonical },
        ...data.meta.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href })),
        { property: "og:title", content: data.heading },
        { property: "og:description", content: data.meta.description },
        { property: "og:url", content: data.meta.canonical },
        { property: "og:type", content: "website" },
      ]
    : [];

export default function SeoCategoryRoute() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("common");
  const { href } = usePageLocale();
  const { guide, listings } = seoGuideAndListingPaths();
  return (
    <div className="sr-container wr-seo" data-testid="seo-page" data-seo-category={data.category}>
      <nav className="wr-seo__breadcrumbs" aria-label={t("seo.breadcrumb.label")}>
        <ol>
          {data.breadcrumbs.map((crumb, index) => (
            <li key={crumb.href}>
              {index === data.breadcrumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.href}>{crumb.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <div className="wr-seo__hero">
        <img className="wr-seo__image" src={seoCategoryImage(data.category)} alt="" width={160} height={100} />
        <div>
          <h1>{data.heading}</h1>
          <p className="wr-seo__intro">{data.meta.description}</p>
        </div>
      </div>
      <section className="wr-seo__section wr-seo__results" aria-labelledby="seo-results-heading">
        {/* Like the search pages: the count and a Filter button, sticky on phones; the button opens the search page
            with this page's search, where every filter can be changed. */}
        <div className="wr-search__toolbar wr-seo__toolbar">
          <h2 id="seo-results-heading" className="wr-search__results-heading">
            {t("search.results.heading")}
          </h2>
          {data.errorTitle === null && data.items.length > 0 ? (
            <p className="wr-search__count" data-testid="search-count">
              {t("search.results.count", { count: data.total })}
            </p>
          ) : null}
          <FilterButton
            className="wr-seo__filter-button"
            data-testid="search-filter-button"
            label={t("search.sheet.button")}
            count={data.refine.activeFilters}
            countLabel={(count) => t("search.sheet.button_count", { count })}
            href={data.refine.href}
          />
        </div>
        {data.errorTitle !== null ? (
          <Alert tone="error">
            <p>{t("search.results.error_title")}</p>
            <p>{t(errorMessageKey(data.errorTitle, (key) => i18n.exists(key)))}</p>
          </Alert>
        ) : data.items.length === 0 ? (
          <EmptyState title={t("search.results.empty_title")} headingLevel={3}>
            <p>{t("seo.empty_text")}</p>
          </EmptyState>
        ) : (
          <>
            <ResultGrid items={data.items} />
            <Pager
              className="wr-search__pager"
              current={data.page}
              pageCount={data.pageCount}
              hrefFor={(page) => (page > 1 ? `${data.pagePath}?${PAGE_PARAM}=${page}` : data.pagePath)}
              labels={{
                nav: t("search.pager.nav"),
                previous: t("search.pager.previous"),
                next: t("search.pager.next"),
                page: (page) => t("search.pager.page", { page }),
              }}
            />
          </>
        )}
      </section>
      <SeoLinksBlock
        cityPages={data.cityPages}
        categories={data.categories}
        listings={listings.map((listing) => ({ name: t(listing.key), href: href(listing.path) }))}
        guide={{ name: t("seo.guide.title"), href: href(guide) }}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
    </div>
  );
}
