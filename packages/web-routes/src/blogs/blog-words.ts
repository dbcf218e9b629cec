import type { TBlogDetail, TBlogListQuery } from "@samtrot/api-client/contracts";
import { BLOG_CATEGORIES, type TBlogCategory } from "@samtrot/constants-catalogue";
import { BLOG_DATE_RANGES, BLOG_ONLY_SHOW, BLOG_RADII } from "@samtrot/blogs";

// Pure helpers of the blog pages (issue 14): the list's URL ⇄ api query, paths, the detail's JSON-LD.

export const BLOGS_PATH = "/blogs";
export const isBlogCategory = (value: string | null | undefined): value is TBlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(value ?? "");
export const blogPath = (category: string, slug: string) => `${BLOGS_PATH}/${category}/${slug}`;
export const blogEditPath = (category: string, slug: string) => `${blogPath(category, slug)}/edit`;
export const blogListPath = (category?: string | null) => (category ? `${BLOGS_PATH}/${category}` : BLOGS_PATH);

/** The list page's filters read from its URL (unknown values dropped, so a bad link still shows a list). */
export function blogListQueryFrom(category: string | undefined, params: URLSearchParams): TBlogListQuery {
  const query: TBlogListQuery = {};
  if (isBlogCategory(category)) query.category = category;
  const userType = Number(params.get("user_type"));
  if ([1, 2, 3].includes(userType)) query.user_type = userType;
  const onlyShow = params.get("only_show");
  if ((BLOG_ONLY_SHOW as readonly string[]).includes(onlyShow ?? "")) query.only_show = onlyShow as TBlogListQuery["only_show"];
  const range = params.get("date_published");
  if ((BLOG_DATE_RANGES as readonly string[]).includes(range ?? "") && range !== "any") query.date_published = range as TBlogListQuery["date_published"];
  const city = (params.get("city") ?? "").trim().toLowerCase();
  if (/^[a-z0-9/-]{2,120}$/.test(city)) query.city = city;
  if (params.get("near") === "me") query.near = "me";
  const radius = Number(params.get("radius"));
  if ((BLOG_RADII as readonly number[]).includes(radius) && (query.city || query.near)) query.radius = radius;
  const page = Number(params.get("page_no"));
  if (Number.isSafeInteger(page) && page > 1) query.page_no = page;
  return query;
}

/** The list's URL for a query (the category is the path segment, the rest the query string). */
export function blogListHref(query: TBlogListQuery, pageNo?: number): string {
  const params = new URLSearchParams();
  if (query.user_type) params.set("user_type", String(query.user_type));
  if (query.only_show) params.set("only_show", query.only_show);
  if (query.date_published && query.date_published !== "any") params.set("date_published", query.date_published);
  if (query.city) params.set("city", query.city);
  if (query.near) params.set("near", query.near);
  if (query.radius) params.set("radius", String(query.radius));
  const page = pageNo ?? Number(query.page_no ?? 1);
  if (page > 1) params.set("page_no", String(page));
  const search = params.toString();
  return `${blogListPath(query.category)}${search ? `?${search}` : ""}`;
}

const escapeForScript = (json: string) => json.replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** schema.org BlogPosting of a published blog (absolute URLs), safe inside a <script> element. */
export function blogPostingJsonLd(blog: Pick<TBlogDetail, "title" | "excerpt" | "published_at" | "updated_at" | "author" | "cover" | "category">, input: { url: string; origin: string; lang: string; authorUrl: string; brandName: string }): string {
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.title,
    description: blog.excerpt,
    datePublished: blog.published_at,
    dateModified: blog.updated_at,
    inLanguage: input.lang,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    url: input.url,
    articleSection: blog.category,
    author: { "@type": "Person", name: blog.author.display_name ?? blog.author.username, url: input.authorUrl },
    publisher: { "@type": "Organization", name: input.brandName },
    ...(blog.cover ? { image: [`${input.origin}${blog.cover.full}`] } : {}),
  };
  return escapeForScript(JSON.stringify(posting));
}
