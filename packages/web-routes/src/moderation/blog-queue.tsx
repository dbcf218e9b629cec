import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { moderationBlogQueueContract } from "@samtrot/api-client/contracts";
import { Alert, EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { formatBlogDate } from "../blogs/blog-dates";
import { requireModeratorPage } from "./moderation-guard.server";
import blogsCssUrl from "../blogs/blogs.css?url";
import { ConsoleShell } from "./console-shell";
import consoleCssUrl from "./moderation-console.css?url";

export const handle = { i18n: ["common", "blog"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogsCssUrl }, { rel: "stylesheet", href: consoleCssUrl }];
const headers = { "cache-control": "private, no-store" };

// moderation/blogs (team only; issue 14, the small first piece of the console of issue 16): the queue of pending
// blogs and edits of published ones (post check), oldest first.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const url = new URL(args.request.url);
  const pageNo = Math.max(1, Number(url.searchParams.get("page_no")) || 1);
  const result = await pageApi(args, { lang }).call(moderationBlogQueueContract, { query: { page_no: pageNo } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("moderation.title", { ns: "blog" }), queue: result.data, done: url.searchParams.get("done") }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function BlogQueueRoute() {
  const { queue, done } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const { lang, href } = usePageLocale();
  const pageCount = Math.max(1, Math.ceil(queue.total / queue.page_size));
  return (
    <ConsoleShell section="blogs">
    <div className="wr-blogs" data-testid="moderation-blogs">
      <div className="wr-blogs__head">
        <div>
          <h1>{t("moderation.title")}</h1>
          <p className="wr-blogs__intro">{t("moderation.intro")}</p>
        </div>
      </div>
      {done === "approved" || done === "rejected" ? <Alert tone="success">{<p>{t(`moderation.${done}`)}</p>}</Alert> : null}
      {queue.items.length === 0 ? (
        <EmptyState title={t("moderation.empty")} data-testid="moderation-empty" />
      ) : (
        <ul className="wr-my-blogs" data-testid="moderation-queue">
          {queue.items.map((blog) => (
            <li key={blog.id} className="wr-my-blog" data-testid="moderation-item" data-blog-id={blog.id}>
              <article aria-labelledby={`mod-blog-${blog.id}`}>
                <div className="wr-my-blog__head">
                  <h2 id={`mod-blog-${blog.id}`}>{blog.title}</h2>
                  <span className="wr-blog-status wr-blog-status--pending">{t(blog.status === 4 ? "status.post_check" : "status.pending")}</span>
                </div>
                <p className="wr-my-blog__meta">
                  {t(`category.${blog.category}`)} · {blog.author.display_name ?? blog.author.username}
                  {blog.submitted_at ? ` · ${t("moderation.submitted", { date: formatBlogDate(blog.submitted_at, lang) })}` : ""}
                </p>
                <p className="wr-blog-tile__excerpt">{blog.excerpt}</p>
                <a className="sr-button sr-button--primary sr-button--sm" href={href(`/moderation/blogs/${blog.id}`)} data-testid="moderation-open">
                  <span className="sr-button__label">
                    {t("moderation.open")}
                    <span className="sr-visually-hidden"> – {blog.title}</span>
                  </span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pager current={queue.page_no} pageCount={pageCount} hrefFor={(n) => href(`/moderation/blogs?page_no=${n}`)} labels={pagerLabels(t, t("moderation.pages"))} /> : null}
    </div>
    </ConsoleShell>
  );
}
