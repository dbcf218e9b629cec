import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { createForumTopicContract, FORUM_POST_MAX, FORUM_TITLE_MAX, forumTopicsContract } from "@samtrot/api-client/contracts";
import { Button, Textarea, TextInput } from "@samtrot/ui-kit";
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
import { boardParam, CommunityNav, forumBoardPath, forumTopicPath } from "./forum-shared";
import communityCssUrl from "./community.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: communityCssUrl }];

const FIELDS = ["title", "text"] as const;

// community/forum/{board}/new (issue 17 item 6; decision 042): start a topic with its opening post. The api sanitises,
// applies the ad-text rules and the flood limit; the page shows what it refuses, with the text kept.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const slug = boardParam(args.params.board);
  const result = await pageApi(args, { lang }).call(forumTopicsContract, { params: { slug }, query: { page_no: 1 } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 && result.status !== 422 ? result.status : 404 });
  const t = serverI18n.t(lang);
  return data({ title: `${t("forum.new_topic")} – ${result.data.board.name}`, board: result.data.board }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const slug = boardParam(args.params.board);
  const form = await args.request.formData();
  const result = await pageApi(args, { lang }).call(
    createForumTopicContract,
    { params: { slug }, body: { title: String(form.get("title") ?? ""), text: String(form.get("text") ?? "") } },
    { camelCase: false },
  );
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath(forumTopicPath(slug, result.data.topic.id), linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ForumNewTopicRoute() {
  const { board } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormState(actionData, { fields: FIELDS });
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <div className="sr-container wr-forum" data-testid="forum-new-topic-page">
      <CommunityNav current="forum" />
      <p className="wr-chat-room__back">
        <a href={href(forumBoardPath(board.slug))}>← {board.name}</a>
      </p>
      <h1 className="wr-forum__title">{t("forum.new_topic_in", { board: board.name })}</h1>
      <Form method="post" className="wr-forum-form" noValidate data-testid="forum-topic-form">
        <FormErrorSummary errors={form.errors} />
        <TextInput label={t("forum.topic_title")} name="title" required maxLength={FORUM_TITLE_MAX} error={form.fieldError("title")} defaultValue={form.value("title") ?? ""} data-testid="forum-topic-title" />
        <Textarea
          label={t("forum.your_post")}
          name="text"
          required
          rows={8}
          maxLength={FORUM_POST_MAX}
          hint={t("forum.post_hint")}
          error={form.fieldError("text")}
          defaultValue={form.value("text") ?? ""}
          data-testid="forum-topic-text"
        />
        <div className="wr-forum-form__actions">
          <Button type="submit" loading={navigation.state === "submitting"} data-testid="forum-topic-submit">
            {t("forum.publish_topic")}
          </Button>
          <a href={href(forumBoardPath(board.slug))}>{t("forum.cancel")}</a>
        </div>
      </Form>
    </div>
  );
}
