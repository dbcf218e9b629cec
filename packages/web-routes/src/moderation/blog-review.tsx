import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { approveBlogContract, moderationBlogDetailContract, rejectBlogContract, BLOG_REJECTION_REASON_MAX } from "@samtrot/api-client/contracts";
import { isAwaitingReview } from "@samtrot/blogs";
import { Alert, Button, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { formatBlogDate } from "../blogs/blog-dates";
import { requireModeratorPage } from "./moderation-guard.server";
import blogsCssUrl from "../blogs/blogs.css?url";

export const handle = { i18n: ["common", "blog"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogsCssUrl }];
const headers = { "cache-control": "private, no-store" };
const FIELDS = ["reason"] as const;

function blogIdOf(params: Record<string, string | undefined>): number {
  const id = Number(params.blogId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}

// moderation/blogs/{blogId} (team only): the blog as its readers will see it, approve, or reject with reasons.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const result = await pageApi(args, { lang }).call(moderationBlogDetailContract, { params: { blogId: blogIdOf(args.params) } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 || result.status === 422 ? 404 : typeof result.status === "number" ? result.status : 502 });
  return data({ blog: result.data }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const blogId = blogIdOf(args.params);
  const form = await args.request.formData();
  const api = pageApi(args, { lang });
  const decision = form.get("intent") === "approve" ? "approved" : "rejected";
  const result =
    decision === "approved"
      ? await api.call(approveBlogContract, { params: { blogId } }, { camelCase: false })
      : await api.call(rejectBlogContract, { params: { blogId }, body: { reason: String(form.get("reason") ?? "") } }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath(`/moderation/blogs?done=${decision}`, linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.blog.title }, { name: "robots", content: "noindex" }];

export default function BlogReviewRoute() {
  const { blog } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("blog");
  const { lang, href } = usePageLocale();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: FIELDS });
  const open = isAwaitingReview(blog.status);
  const statusWord = blog.status === 4 ? t("status.post_check") : t(`status.${blog.display_status}`);
  return (
    <div className="wr-blogs wr-blog" data-testid="moderation-blog" data-blog-id={blog.id}>
      <p className="wr-blog__back">
        <a href={href("/moderation/blogs")}>← {t("moderation.back")}</a>
      </p>
      <article className="wr-blog__article" aria-labelledby="blog-title">
        <header className="wr-blog__header">
          <p className="wr-blog-tile__category">
            {t(`category.${blog.category}`)} · {statusWord}
          </p>
          <h1 id="blog-title">{blog.title}</h1>
          <p className="wr-my-blog__meta">
            <a href={href(`/p/${encodeURIComponent(blog.author.username)}`)}>{blog.author.display_name ?? blog.author.username}</a> · {formatBlogDate(blog.updated_at, lang)}
          </p>
        </header>
        {blog.cover ? <img className="wr-blog__cover" src={blog.cover.full} alt="" width={1200} height={675} /> : null}
        <div className="wr-blog__body" dangerouslySetInnerHTML={{ __html: blog.body }} />
      </article>
      {open ? (
        <section className="wr-moderation-decision" aria-label={t("moderation.title")}>
          <FormErrorSummary errors={form.errors} />
          <Form method="post" replace>
            <Button type="submit" name="intent" value="approve" loading={navigation.state === "submitting"} data-testid="moderation-approve">
              {t("moderation.approve")}
            </Button>
          </Form>
          <Form method="post" replace className="wr-moderation-decision__reject" noValidate>
            <Textarea label={t("moderation.reason")} name="reason" rows={3} maxLength={BLOG_REJECTION_REASON_MAX} hint={t("moderation.reason_hint")} error={form.fieldError("reason")} defaultValue={form.value("reason") ?? ""} data-testid="moderation-reason" />
            <Button type="submit" name="intent" value="reject" variant="danger" data-testid="moderation-reject">
              {t("moderation.reject")}
            </Button>
          </Form>
        </section>
      ) : (
        <Alert tone="info">{<p>{t("moderation.decided", { status: statusWord })}</p>}</Alert>
      )}
    </div>
  );
}
