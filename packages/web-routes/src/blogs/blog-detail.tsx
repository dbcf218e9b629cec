import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { addBlogCommentContract, blogCommentsContract, blogDetailContract, deleteBlogCommentContract, BLOG_COMMENT_MAX } from "@samtrot/api-client/contracts";
import { Alert, Button, EmptyState, Pager, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requireUser } from "../shell/session/session.server";
import { useSessionUser } from "../shell/session/use-session-user";
import { localizedSeoPath, seoAlternates } from "../seo/seo-links";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { ReportLink } from "../reports/report-link";
import { formatBlogDate } from "./blog-dates";
import { blogEditPath, blogListPath, blogPath, blogPostingJsonLd, isBlogCategory } from "./blog-words";
import blogsCssUrl from "./blogs.css?url";

export const handle = { i18n: ["common", "blog"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogsCssUrl }];

const COMMENT_FIELDS = ["text"] as const;

function slugParams(params: Record<string, string | undefined>) {
  const { category, slug } = params;
  if (!isBlogCategory(category) || !slug || !/^[a-z0-9-]{1,90}$/.test(slug)) throw new Response(null, { status: 404 });
  return { category, slug };
}

// blogs/{category}/{slug} (spec 000 §2, guest-visible; issue 14 item 3): the blog server-rendered with canonical and
// hreflang links and BlogPosting JSON-LD, then its comments (20 a page, newest first) and the comment form.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const params = slugParams(args.params);
  const url = new URL(args.request.url);
  const api = pageApi(args, { lang });
  const result = await api.call(blogDetailContract, { params }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 || result.status === 422 ? 404 : typeof result.status === "number" ? result.status : 502 });
  const blog = result.data;
  const pageNo = Math.max(1, Number(url.searchParams.get("comments_page")) || 1);
  const comments = blog.display_status === "published" ? await api.call(blogCommentsContract, { params: { blogId: blog.id }, query: { page_no: pageNo } }, { camelCase: false }) : null;
  const path = blogPath(blog.category, blog.slug);
  const seo = seoAlternates({ origin: url.origin, path, lang, localePrefix: brand.localePrefix });
  const jsonLd =
    blog.display_status === "published"
      ? blogPostingJsonLd(blog, {
          url: seo.canonical,
          origin: url.origin,
          lang,
          authorUrl: `${url.origin}${localizedSeoPath(`/p/${encodeURIComponent(blog.author.username)}`, lang, brand.localePrefix)}`,
          brandName: brand.name,
        })
      : null;
  const headers = { "cache-control": "private, no-store" };
  return data(
    {
      blog,
      comments: comments?.ok ? comments.data : null,
      seo,
      jsonLd,
      title: `${blog.title} – ${serverI18n.t(lang)("title", { ns: "blog" })}`,
      done: url.searchParams.get("done"),
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const params = slugParams(args.params);
  await requireUser(args);
  const api = pageApi(args, { lang });
  const form = await args.request.formData();
  const blogId = Number(form.get("blog_id"));
  if (!Number.isSafeInteger(blogId) || blogId <= 0) throw new Response(null, { status: 400 });
  const back = (done: string) => localizePath(`${blogPath(params.category, params.slug)}?done=${done}#comments`, linkPrefix);
  if (form.get("intent") === "delete_comment") {
    const result = await api.call(deleteBlogCommentContract, { params: { blogId, commentId: Number(form.get("comment_id")) } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, COMMENT_FIELDS, null);
    throw redirect(back("comment_deleted"));
  }
  const result = await api.call(addBlogCommentContract, { params: { blogId }, body: { text: String(form.get("text") ?? "") } }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, COMMENT_FIELDS, form);
  throw redirect(back("comment_added"));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.title },
        { name: "description", content: page.blog.excerpt },
        { property: "og:type", content: "article" },
        { property: "og:title", content: page.blog.title },
        ...(page.jsonLd
          ? [
              { tagName: "link", rel: "canonical", href: page.seo.canonical },
              ...page.seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href })),
            ]
          : [{ name: "robots", content: "noindex" }]),
      ]
    : [];

export default function BlogDetailRoute() {
  const { blog, comments, jsonLd, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("blog");
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: COMMENT_FIELDS });
  const name = blog.author.display_name ?? blog.author.username;
  const pageCount = comments ? Math.max(1, Math.ceil(comments.total / comments.page_size)) : 1;
  const statusWord = blog.status === 4 ? t("status.post_check") : t(`status.${blog.display_status}`);
  return (
    <div className="wr-blogs wr-blog" data-testid="blog-detail" data-blog-id={blog.id} data-status={blog.status}>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      <p className="wr-blog__back">
        <a href={href(blogListPath(blog.category))}>← {t(`category.${blog.category}`)}</a>
      </p>
      <article className="wr-blog__article" aria-labelledby="blog-title">
        {blog.display_status !== "published" ? (
          <Alert tone="info" data-testid="blog-status-note">
            <p>{t("detail.status_note", { status: statusWord })}</p>
            {blog.rejection_reason ? (
              <p>
                <strong>{t("editor.rejected_reason")}:</strong> {blog.rejection_reason}
              </p>
            ) : null}
          </Alert>
        ) : blog.is_own && blog.status === 4 ? (
          <Alert tone="info">
            <p>{t("detail.post_check")}</p>
          </Alert>
        ) : null}
        <header className="wr-blog__header">
          <p className="wr-blog-tile__category">{t(`category.${blog.category}`)}</p>
          <h1 id="blog-title" data-testid="blog-title">
            {blog.title}
          </h1>
          <p className="wr-blog__byline">
            <img src={blog.author.avatar_url} alt="" width={40} height={40} className="wr-blog__avatar" />
            <span>
              <a href={href(`/p/${encodeURIComponent(blog.author.username)}`)}>{name}</a>
              {blog.author.city ? ` · ${blog.author.city}` : ""}
              <br />
              {blog.published_at ? <time dateTime={blog.published_at}>{t("detail.published", { date: formatBlogDate(blog.published_at, lang) })}</time> : null}
            </span>
          </p>
          {blog.can_edit ? (
            <a className="sr-button sr-button--secondary sr-button--sm" href={href(blogEditPath(blog.category, blog.slug))} data-testid="blog-edit">
              <span className="sr-button__label">{t("detail.edit")}</span>
            </a>
          ) : null}
        </header>
        {blog.cover ? <img className="wr-blog__cover" src={blog.cover.full} alt="" width={1200} height={675} /> : null}
        {/* The body was sanitised by the api's blog allow-list before it was stored (packages/rich-text). */}
        <div className="wr-blog__body" data-testid="blog-body" dangerouslySetInnerHTML={{ __html: blog.body }} />
        {/* guests too (the report page asks them to sign in); the api decides who may report what */}
        {!blog.is_own && blog.display_status === "published" ? (
          <footer className="wr-blog__footer">
            <ReportLink category={REPORT_CATEGORY.blog} itemId={blog.id} testId="blog-report" />
          </footer>
        ) : null}
      </article>
      {comments ? (
        <section className="wr-blog__comments" id="comments" aria-labelledby="comments-title">
          <h2 id="comments-title">
            {t("comments.title")} <span className="wr-blog__count">({comments.total})</span>
          </h2>
          {done === "comment_added" ? <Alert tone="success">{<p>{t("comments.added")}</p>}</Alert> : null}
          {done === "comment_deleted" ? <Alert tone="success">{<p>{t("comments.deleted")}</p>}</Alert> : null}
          {user && blog.can_comment ? (
            <Form method="post" replace className="wr-blog__comment-form" data-testid="blog-comment-form" noValidate>
              <FormErrorSummary errors={form.errors} />
              <input type="hidden" name="blog_id" value={blog.id} />
              <Textarea label={t("comments.label")} name="text" rows={3} maxLength={BLOG_COMMENT_MAX} hint={t("comments.hint")} error={form.fieldError("text")} defaultValue={form.value("text") ?? ""} data-testid="blog-comment-text" />
              <Button type="submit" loading={navigation.state === "submitting"} data-testid="blog-comment-submit">
                {t("comments.submit")}
              </Button>
            </Form>
          ) : !user ? (
            <p>
              <a href={href(`/login?r=${encodeURIComponent(blogPath(blog.category, blog.slug))}`)}>{t("comments.sign_in")}</a>
            </p>
          ) : null}
          {comments.items.length === 0 ? (
            <EmptyState title={t("comments.empty")} />
          ) : (
            <ol className="wr-blog__comment-list" data-testid="blog-comments">
              {comments.items.map((comment) => {
                const who = comment.author.display_name ?? comment.author.username;
                return (
                  <li key={comment.id} className="wr-blog-comment" data-testid="blog-comment" data-comment-id={comment.id}>
                    <p className="wr-blog-comment__meta">
                      <a href={href(`/p/${encodeURIComponent(comment.author.username)}`)}>{who}</a> · <time dateTime={comment.created_at}>{formatBlogDate(comment.created_at, lang)}</time>
                    </p>
                    <p className="wr-blog-comment__text">{comment.body}</p>
                    <div className="wr-blog-comment__actions">
                      {comment.can_delete ? (
                        <Form method="post" replace>
                          <input type="hidden" name="blog_id" value={blog.id} />
                          <input type="hidden" name="comment_id" value={comment.id} />
                          <button type="submit" name="intent" value="delete_comment" className="sr-button sr-button--ghost sr-button--sm" aria-label={t("comments.delete_named", { name: who })}>
                            <span className="sr-button__label">{t("comments.delete")}</span>
                          </button>
                        </Form>
                      ) : null}
                      {comment.author.id !== user?.id ? <ReportLink category={REPORT_CATEGORY.blog_comments} itemId={comment.id} testId="blog-comment-report" /> : null}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {pageCount > 1 ? (
            <Pager current={comments.page_no} pageCount={pageCount} hrefFor={(n) => href(`${blogPath(blog.category, blog.slug)}?comments_page=${n}#comments`)} labels={pagerLabels(t, t("comments.pages"))} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
