import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { blogDetailContract, createBlogContract, deleteBlogContract, updateBlogContract, BLOG_TITLE_MAX, type TBlogDetail } from "@samtrot/api-client/contracts";
import { BLOG_CATEGORIES, DEFAULT_BLOG_CATEGORY } from "@samtrot/constants-catalogue";
import { Alert, Button, Select, TextInput } from "@samtrot/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { BlogImageUpload } from "./blog-image-upload";
import { blogPath, isBlogCategory } from "./blog-words";
import { RichTextField } from "./rich-text-field";
import blogsCssUrl from "./blogs.css?url";
import richEditorCssUrl from "./rich-editor.css?url";

export const handle = { i18n: ["common", "blog"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: blogsCssUrl },
  { rel: "stylesheet", href: richEditorCssUrl },
];

const FIELDS = ["title", "category", "body", "cover_media_id"] as const;
const headers = { "cache-control": "private, no-store" };

async function loadOwnBlog(args: LoaderFunctionArgs | ActionFunctionArgs, lang: string): Promise<TBlogDetail | null> {
  const { category, slug } = args.params;
  if (category === undefined) return null;
  if (!isBlogCategory(category) || !slug || !/^[a-z0-9-]{1,90}$/.test(slug)) throw new Response(null, { status: 404 });
  const result = await pageApi(args, { lang: lang as never }).call(blogDetailContract, { params: { category, slug } }, { camelCase: false });
  if (!result.ok || !result.data.can_edit) throw new Response(null, { status: 404 });
  return result.data;
}

// blogs/add and blogs/{category}/{slug}/edit (spec 000 §2): title, category, cover image and the rich-text body
// (TipTap after hydration, a plain textarea before); save as a draft or submit for review. A plain form post: the
// api decides and sanitises everything.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const blog = await loadOwnBlog(args, lang);
  const t = serverI18n.t(lang);
  return data({ blog, title: t(blog ? "editor.edit_title" : "editor.add_title", { ns: "blog" }) }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const blog = await loadOwnBlog(args, lang);
  const api = pageApi(args, { lang });
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "draft");
  if (intent === "delete" && blog) {
    const result = await api.call(deleteBlogContract, { params: { blogId: blog.id } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, FIELDS, form);
    throw redirect(localizePath("/my_blogs?done=deleted", linkPrefix), { headers });
  }
  const cover = Number(form.get("cover_media_id"));
  const body = {
    title: String(form.get("title") ?? ""),
    category: String(form.get("category") ?? DEFAULT_BLOG_CATEGORY) as TBlogDetail["category"],
    body: String(form.get("body") ?? ""),
    cover_media_id: Number.isSafeInteger(cover) && cover > 0 ? cover : null,
    submit: intent === "submit",
  };
  const result = blog
    ? await api.call(updateBlogContract, { params: { blogId: blog.id }, body }, { camelCase: false })
    : await api.call(createBlogContract, { body }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  const saved = result.data;
  const done = saved.status === 0 ? "submitted" : "saved";
  throw redirect(localizePath(saved.display_status === "published" ? `${blogPath(saved.category, saved.slug)}` : `/my_blogs?done=${done}`, linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function BlogEditorRoute() {
  const { blog, title } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("blog");
  const { href } = usePageLocale();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: FIELDS });
  const initialBody = form.value("body") ?? blog?.body ?? "";
  const [cover, setCover] = useState<number | null>(() => Number(form.value("cover_media_id")) || blog?.cover?.media_id || null);
  const submitting = navigation.state === "submitting";
  const canSubmit = !blog || blog.can_submit;
  return (
    <div className="wr-blogs wr-blog-editor" data-testid="blog-editor-page">
      <p className="wr-blog__back">
        <a href={href(blog ? blogPath(blog.category, blog.slug) : "/my_blogs")}>← {blog ? blog.title : t("my_blogs")}</a>
      </p>
      <h1>{title}</h1>
      <p className="wr-blogs__intro">{t("editor.intro")}</p>
      {blog?.rejection_reason ? (
        <Alert tone="error" data-testid="blog-rejection-reason">
          <p>
            <strong>{t("editor.rejected_reason")}:</strong> {blog.rejection_reason}
          </p>
        </Alert>
      ) : null}
      <Form method="post" replace className="wr-blog-editor__form" data-testid="blog-editor-form" noValidate>
        <FormErrorSummary errors={form.errors} />
        <TextInput label={t("editor.title")} name="title" required maxLength={BLOG_TITLE_MAX} hint={t("editor.title_hint")} defaultValue={form.value("title") ?? blog?.title ?? ""} error={form.fieldError("title")} data-testid="blog-title-input" />
        <Select
          label={t("editor.category")}
          name="category"
          defaultValue={form.value("category") ?? blog?.category ?? DEFAULT_BLOG_CATEGORY}
          options={BLOG_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          error={form.fieldError("category")}
          data-testid="blog-category-select"
        />
        <fieldset className="wr-blog-editor__cover">
          <legend className="sr-field__label">{t("editor.cover")}</legend>
          <input type="hidden" name="cover_media_id" value={cover ?? ""} />
          {cover ? (
            <div className="wr-blog-editor__cover-preview">
              <img src={`/api/v2/blogs/media/${cover}/thumb`} alt="" width={240} height={150} />
              <button type="button" className="sr-button sr-button--ghost sr-button--sm" onClick={() => setCover(null)}>
                <span className="sr-button__label">{t("editor.cover_remove")}</span>
              </button>
            </div>
          ) : null}
          <BlogImageUpload label={t("editor.cover_upload")} inputId="blog-cover" testId="blog-cover-upload" onUploaded={setCover} />
          {form.fieldError("cover_media_id") ? (
            <p className="sr-field__error" role="alert">
              {form.fieldError("cover_media_id")}
            </p>
          ) : null}
        </fieldset>
        <RichTextField
          id="blog-body"
          name="body"
          label={t("editor.body")}
          hint={t("editor.body_hint")}
          initialHtml={initialBody}
          error={form.fieldError("body")}
          rows={14}
          loadingLabel={t("editor.loading_editor")}
          variant="blog"
          textareaTestId="blog-body-textarea"
          editorTestId="blog-editor"
        />
        <div className="wr-blog-editor__actions">
          {canSubmit ? (
            <Button type="submit" name="intent" value="submit" loading={submitting} data-testid="blog-submit">
              {t("editor.submit")}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="draft" variant={canSubmit ? "secondary" : "primary"} loading={submitting} data-testid="blog-save">
            {blog && !canSubmit ? t("editor.save") : t("editor.save_draft")}
          </Button>
        </div>
      </Form>
      {blog ? (
        <Form method="post" className="wr-blog-editor__delete" onSubmit={(event) => (window.confirm(t("editor.delete_confirm")) ? undefined : event.preventDefault())}>
          <Button type="submit" name="intent" value="delete" variant="danger" size="sm">
            {t("editor.delete")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
