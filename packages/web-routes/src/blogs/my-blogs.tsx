import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { myBlogsContract, submitBlogContract, BLOG_MANAGER_STATUSES, type TMyBlogItem } from "@samtrot/api-client/contracts";
import { BLOG_CATEGORIES } from "@samtrot/constants-catalogue";
import { Alert, EmptyState, Pager, Select } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requireUser } from "../shell/session/session.server";
import { formatBlogDate } from "./blog-dates";
import { blogEditPath, blogPath, isBlogCategory } from "./blog-words";
import blogsCssUrl from "./blogs.css?url";

export const handle = { i18n: ["common", "blog"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogsCssUrl }];
const headers = { "cache-control": "private, no-store" };

type TStatusFilter = (typeof BLOG_MANAGER_STATUSES)[number];
const isStatusFilter = (value: string | null): value is TStatusFilter => (BLOG_MANAGER_STATUSES as readonly string[]).includes(value ?? "");

function managerHref(filter: { status?: string | null; category?: string | null }, pageNo = 1): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.category) params.set("category", filter.category);
  if (pageNo > 1) params.set("page_no", String(pageNo));
  const search = params.toString();
  return `/my_blogs${search ? `?${search}` : ""}`;
}

// my_blogs (spec 000 §2; spec 001 §2 manager filters all / category / status: published, pending, rejected): the
// author's blogs with their status, the team's reasons for a rejection, edit and submit.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const url = new URL(args.request.url);
  const status = url.searchParams.get("status");
  const category = url.searchParams.get("category");
  const pageNo = Math.max(1, Number(url.searchParams.get("page_no")) || 1);
  const query = { ...(isStatusFilter(status) ? { status } : {}), ...(isBlogCategory(category) ? { category } : {}), page_no: pageNo };
  const result = await pageApi(args, { lang }).call(myBlogsContract, { query }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("manager.title", { ns: "blog" }), list: result.data, status: query.status ?? null, category: query.category ?? null, done: url.searchParams.get("done") }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const blogId = Number(form.get("blog_id"));
  const result = await pageApi(args, { lang }).call(submitBlogContract, { params: { blogId } }, { camelCase: false });
  if (!result.ok) return data({ ok: false as const, blogId, message: result.message }, { status: typeof result.status === "number" ? result.status : 502 });
  throw redirect(localizePath("/my_blogs?done=submitted", linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MyBlogsRoute() {
  const { list, status, category, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("blog");
  const common = useTranslation("common").t;
  const { href } = usePageLocale();
  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  const filters: { key: TStatusFilter | null; count: number }[] = [
    { key: null, count: list.counts.all },
    ...BLOG_MANAGER_STATUSES.map((key) => ({ key, count: list.counts[key] })),
  ];
  return (
    <div className="wr-blogs" data-testid="my-blogs">
      <div className="wr-blogs__head">
        <div>
          <h1>{t("manager.title")}</h1>
          <p className="wr-blogs__intro">{t("manager.intro")}</p>
        </div>
        <div className="wr-blogs__actions">
          <a className="sr-button sr-button--primary sr-button--md" href={href("/blogs/add")} data-testid="my-blogs-write">
            <span className="sr-button__label">{t("write")}</span>
          </a>
        </div>
      </div>
      {done === "submitted" ? <Alert tone="success" data-testid="my-blogs-done">{<p>{t("editor.submitted")}</p>}</Alert> : null}
      {done === "saved" ? <Alert tone="success" data-testid="my-blogs-done">{<p>{t("editor.saved")}</p>}</Alert> : null}
      {done === "deleted" ? <Alert tone="success">{<p>{t("editor.deleted")}</p>}</Alert> : null}
      {actionData && !actionData.ok ? <Alert tone="error">{<p>{common(actionData.message)}</p>}</Alert> : null}
      <nav className="sr-tabs wr-blogs__tabs" aria-label={t("manager.filter_label")}>
        <div className="sr-tabs__scroller">
          <div className="sr-tabs__list">
            {filters.map(({ key, count }) => (
              <a
                key={key ?? "all"}
                className="sr-tabs__tab"
                href={href(managerHref({ status: key, category }))}
                data-selected={key === status ? "true" : "false"}
                aria-current={key === status ? "page" : undefined}
                data-testid={`my-blogs-filter-${key ?? "all"}`}
              >
                <span className="sr-tabs__label">{key ? t(`status.${key}`) : t("manager.filter_all")}</span>
                <span className="sr-tabs__count">{count}</span>
              </a>
            ))}
          </div>
        </div>
      </nav>
      <form method="get" className="wr-blogs__filters wr-blogs__filters--inline">
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <Select
          label={t("manager.category_label")}
          name="category"
          defaultValue={category ?? ""}
          options={[{ value: "", label: t("all_categories") }, ...BLOG_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))]}
        />
        <button type="submit" className="sr-button sr-button--secondary sr-button--md">
          <span className="sr-button__label">{t("filters.apply")}</span>
        </button>
      </form>
      {list.items.length === 0 ? (
        <EmptyState title={status || category ? t("manager.empty_filtered") : t("manager.empty")} data-testid="my-blogs-empty">
          <p>
            <a href={href("/blogs/add")}>{t("write")}</a>
          </p>
        </EmptyState>
      ) : (
        <ul className="wr-my-blogs" data-testid="my-blogs-list">
          {list.items.map((blog) => (
            <MyBlogRow key={blog.id} blog={blog} href={href} />
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pager current={list.page_no} pageCount={pageCount} hrefFor={(n) => href(managerHref({ status, category }, n))} labels={pagerLabels(t, t("manager.pages"))} /> : null}
    </div>
  );
}

function MyBlogRow({ blog, href }: { blog: TMyBlogItem; href: (path: string) => string }) {
  const { t } = useTranslation("blog");
  const { lang } = usePageLocale();
  const statusKey = blog.status === 4 ? "post_check" : blog.display_status;
  return (
    <li className="wr-my-blog" data-testid="my-blog" data-blog-id={blog.id} data-status={blog.status}>
      <article aria-labelledby={`my-blog-${blog.id}`}>
        <div className="wr-my-blog__head">
          <h2 id={`my-blog-${blog.id}`}>
            <a href={href(blogPath(blog.category, blog.slug))}>{blog.title}</a>
          </h2>
          <span className={`wr-blog-status wr-blog-status--${blog.display_status}`} data-testid="my-blog-status">
            {t(`status.${statusKey}`)}
          </span>
        </div>
        <p className="wr-my-blog__meta">
          {t(`category.${blog.category}`)} · {t("manager.updated", { date: formatBlogDate(blog.updated_at, lang) })}
        </p>
        {blog.rejection_reason ? (
          <p className="wr-my-blog__reason" data-testid="my-blog-reason">
            {t("manager.reason", { reason: blog.rejection_reason })}
          </p>
        ) : null}
        <div className="wr-my-blog__actions">
          <a className="sr-button sr-button--secondary sr-button--sm" href={href(blogEditPath(blog.category, blog.slug))} data-testid="my-blog-edit">
            <span className="sr-button__label">
              {t("manager.edit")}
              <span className="sr-visually-hidden"> – {blog.title}</span>
            </span>
          </a>
          {blog.can_submit ? (
            <Form method="post">
              <input type="hidden" name="blog_id" value={blog.id} />
              <button type="submit" className="sr-button sr-button--primary sr-button--sm" data-testid="my-blog-submit">
                <span className="sr-button__label">
                  {t("manager.submit")}
                  <span className="sr-visually-hidden"> – {blog.title}</span>
                </span>
              </button>
            </Form>
          ) : null}
        </div>
      </article>
    </li>
  );
}
