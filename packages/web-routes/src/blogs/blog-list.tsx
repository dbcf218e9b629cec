import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { blogListContract, type TBlogListQuery } from "@samtrot/api-client/contracts";
import { BLOG_CATEGORIES } from "@samtrot/constants-catalogue";
import { BLOG_DATE_RANGES, BLOG_RADII, DEFAULT_BLOG_RADIUS } from "@samtrot/blogs";
import { Alert, EmptyState, Pager, Select, Spinner, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { useSessionUser } from "../shell/session/use-session-user";
import { seoAlternates } from "../seo/seo-links";
import { BlogTile } from "./blog-tile";
import { blogListHref, blogListPath, blogListQueryFrom, isBlogCategory } from "./blog-words";
import blogsCssUrl from "./blogs.css?url";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";

export const handle = { i18n: ["common", "blog"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogsCssUrl }];

// blogs/{activeCategory?} (spec 000 §2, guest-visible): published blogs, 10 a page, as tiles, with the filters of
// spec 001 §3 (category as the path, user type, onlyShow, date published) and a radius around a city or the viewer.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const url = new URL(args.request.url);
  const category = args.params.activeCategory;
  if (category !== undefined && !isBlogCategory(category)) throw new Response(null, { status: 404 });
  const query = blogListQueryFrom(category, url.searchParams);
  const [result, ad] = await Promise.all([pageApi(args, { lang }).call(blogListContract, { query }, { camelCase: false }), loadAd(args, { lang, placement: "blog" })]);
  const t = serverI18n.t(lang);
  const title = category ? `${t(`category.${category}`, { ns: "blog" })} – ${t("title", { ns: "blog" })}` : t("title", { ns: "blog" });
  const seo = seoAlternates({ origin: url.origin, path: blogListPath(category), lang, localePrefix: brand.localePrefix, page: Number(query.page_no ?? 1) });
  // Filtered lists are not pages of their own for search engines; the category pages are.
  const filtered = [...url.searchParams.keys()].some((key) => key !== "page_no");
  const headers = { "cache-control": result.ok && !filtered ? "private, max-age=0" : "private, no-store" };
  if (!result.ok) {
    // A refused filter (a guest asking for favourites or "near me", an unknown city) shows its message over an empty list.
    if (typeof result.status === "number" && result.status >= 500) throw new Response(null, { status: result.status });
    return data({ title, description: t("intro", { ns: "blog" }), query, list: null, error: result.message, seo, filtered, category: category ?? null, ad }, { headers });
  }
  return data({ title, description: t("intro", { ns: "blog" }), query, list: result.data, error: null, seo, filtered, category: category ?? null, ad }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.title },
        { name: "description", content: page.description },
        ...(page.filtered
          ? [{ name: "robots", content: "noindex, follow" }]
          : [
              { tagName: "link", rel: "canonical", href: page.seo.canonical },
              ...page.seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href })),
            ]),
      ]
    : [];

export default function BlogListRoute() {
  const { query, list, error, category, ad } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const common = useTranslation("common").t;
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && (navigation.location.pathname ?? "").includes("/blogs");
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const withCategory = (c: string | null): TBlogListQuery => ({ ...query, category: (c ?? undefined) as TBlogListQuery["category"], page_no: undefined });
  return (
    <div className="wr-blogs" data-testid="blog-list-page">
      <div className="wr-blogs__head">
        <div>
          <h1>{category ? t(`category.${category}`) : t("title")}</h1>
          <p className="wr-blogs__intro">{t("intro")}</p>
        </div>
        {user ? (
          <div className="wr-blogs__actions">
            <a className="sr-button sr-button--secondary sr-button--md" href={href("/my_blogs")}>
              <span className="sr-button__label">{t("my_blogs")}</span>
            </a>
            <a className="sr-button sr-button--primary sr-button--md" href={href("/blogs/add")} data-testid="blog-write">
              <span className="sr-button__label">{t("write")}</span>
            </a>
          </div>
        ) : null}
      </div>
      <nav className="sr-tabs wr-blogs__tabs" aria-label={t("categories_label")}>
        <div className="sr-tabs__scroller">
          <div className="sr-tabs__list">
            {[null, ...BLOG_CATEGORIES].map((c) => (
              <a
                key={c ?? "all"}
                className="sr-tabs__tab"
                href={href(blogListHref(withCategory(c)))}
                data-selected={c === category ? "true" : "false"}
                aria-current={c === category ? "page" : undefined}
                data-testid={`blog-category-${c ?? "all"}`}
              >
                <span className="sr-tabs__label">{c ? t(`category.${c}`) : t("all_categories")}</span>
              </a>
            ))}
          </div>
        </div>
      </nav>
      <form method="get" action={href(blogListPath(category))} className="wr-blogs__filters" aria-label={t("filters.title")} data-testid="blog-filters">
        <Select
          label={t("filters.user_type")}
          name="user_type"
          defaultValue={query.user_type ? String(query.user_type) : ""}
          options={[{ value: "", label: t("filters.user_type_any") }, ...[1, 2, 3].map((n) => ({ value: String(n), label: t(`filters.user_type_${n}`) }))]}
        />
        <Select
          label={t("filters.only_show")}
          name="only_show"
          defaultValue={query.only_show ?? ""}
          options={[
            { value: "", label: t("filters.only_show_any") },
            ...(user ? [{ value: "favorites", label: t("filters.only_show_favorites") }] : []),
            { value: "plus_member", label: t("filters.only_show_plus_member") },
          ]}
        />
        <Select
          label={t("filters.date_published")}
          name="date_published"
          defaultValue={query.date_published ?? "any"}
          options={BLOG_DATE_RANGES.map((range) => ({ value: range, label: t(`filters.date_${range}`) }))}
        />
        <TextInput label={t("filters.city")} name="city" defaultValue={query.city ?? ""} placeholder={t("filters.city_placeholder")} autoComplete="off" />
        <Select
          label={t("filters.radius")}
          name="radius"
          defaultValue={String(query.radius ?? DEFAULT_BLOG_RADIUS)}
          options={BLOG_RADII.map((km) => ({ value: String(km), label: t("filters.radius_km", { km }) }))}
        />
        <div className="wr-blogs__filter-actions">
          <button type="submit" className="sr-button sr-button--primary sr-button--md" data-testid="blog-filters-apply">
            <span className="sr-button__label">{t("filters.apply")}</span>
          </button>
          <a className="sr-button sr-button--ghost sr-button--md" href={href(blogListPath(category))}>
            <span className="sr-button__label">{t("filters.reset")}</span>
          </a>
        </div>
      </form>
      {error ? (
        <Alert tone="error" data-testid="blog-list-error">
          <p>{error === "exception.common.unauthorized" ? t("list.sign_in_for_favorites") : common(error)}</p>
        </Alert>
      ) : null}
      <div className="wr-blogs__body" aria-busy={loading}>
        {loading ? <Spinner label={t("list.loading")} className="wr-blogs__spinner" /> : null}
        {list ? (
          <p className="wr-blogs__count" role="status">
            {list.centre ? `${t("list.around", { radius: list.centre.radius, city: list.centre.city ?? "" })} · ` : ""}
            {t("list.count", { count: list.total })}
          </p>
        ) : null}
        {list && list.items.length > 0 ? (
          <ul className="wr-blog-grid" data-testid="blog-grid">
            {list.items.map((blog) => (
              <BlogTile key={blog.id} blog={blog} href={href} lang={lang} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t("list.empty")} data-testid="blog-list-empty">
            <p>{t("list.empty_hint")}</p>
          </EmptyState>
        )}
        {list && pageCount > 1 ? <Pager current={list.page_no} pageCount={pageCount} hrefFor={(n) => href(blogListHref(query, n))} labels={pagerLabels(t, t("list.pages"))} /> : null}
        <AdSlot ad={ad} />
      </div>
    </div>
  );
}
