import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  editForumPostContract,
  FORUM_POST_MAX,
  FORUM_QUOTE_EXCERPT_MAX,
  forumThreadContract,
  moderateForumTopicContract,
  removeForumPostContract,
  replyForumTopicContract,
  type TForumPost,
} from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { DEFAULT_LINK_WHITELIST } from "@samtrot/messenger";
import { Alert, Button, EmptyState, Pager, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { MessageText } from "../messenger/message-text";
import { ReportLink } from "../reports/report-link";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { boardParam, CommunityNav, ForumAvatar, ForumTeamBadge, forumBoardPath, forumTopicPath, pageParam, useForumDates } from "./forum-shared";
import communityCssUrl from "./community.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: communityCssUrl }];

const REPLY_FIELDS = ["text", "quote_post_id"] as const;
const DONE = ["replied", "edited", "removed", "locked", "unlocked", "pinned", "unpinned"] as const;

function topicParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}
const idParam = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

// community/forum/{board}/{topicId} (issue 17 item 6; decision 042): a thread, 20 posts a page, oldest first; reply
// (optionally quoting a post), edit an own post in its window, report, and the team's remove, lock and pin. Every
// form works without JavaScript; the api decides every rule and the page shows its answer.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const board = boardParam(args.params.board);
  const topicId = topicParam(args.params.topicId);
  const url = new URL(args.request.url);
  const pageNo = pageParam(url);
  const result = await pageApi(args, { lang }).call(forumThreadContract, { params: { topicId }, query: { page_no: pageNo } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 && result.status !== 422 ? result.status : 404 });
  const thread = result.data;
  // the topic lives in another board (a moved link): its own address
  if (thread.board.slug !== board) throw redirect(localizePath(forumTopicPath(thread.board.slug, topicId, pageNo), linkPrefix));
  const lastPage = Math.max(1, Math.ceil(thread.total / thread.page_size));
  if (pageNo > lastPage) throw redirect(localizePath(forumTopicPath(board, topicId, lastPage), linkPrefix));
  const quoteId = idParam(url, "quote");
  const editId = idParam(url, "edit");
  const done = url.searchParams.get("done");
  return data(
    {
      title: `${thread.topic.title} – ${serverI18n.t(lang)("forum.title")}`,
      viewerId: user.id,
      ...thread,
      quote: thread.items.find((post) => post.id === quoteId) ?? null,
      editId: thread.items.some((post) => post.id === editId && post.can_edit) ? editId : null,
      done: DONE.find((word) => word === done) ?? null,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const board = boardParam(args.params.board);
  const topicId = topicParam(args.params.topicId);
  const pageNo = pageParam(new URL(args.request.url));
  const api = pageApi(args, { lang });
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = (done: string, page = pageNo, anchor = "") => localizePath(`${forumTopicPath(board, topicId, page)}${page > 1 ? "&" : "?"}done=${done}${anchor}`, linkPrefix);
  const postId = Number(form.get("post_id"));
  switch (intent) {
    case "reply": {
      const quote = Number(form.get("quote_post_id"));
      const body = { text: String(form.get("text") ?? ""), ...(Number.isSafeInteger(quote) && quote > 0 ? { quote_post_id: quote } : {}) };
      const result = await api.call(replyForumTopicContract, { params: { topicId }, body }, { camelCase: false });
      if (!result.ok) return refuseFromApi(result, REPLY_FIELDS, form);
      throw redirect(back("replied", result.data.page_no, `#post-${result.data.post.id}`));
    }
    case "edit": {
      const result = await api.call(editForumPostContract, { params: { postId }, body: { text: String(form.get("text") ?? "") } }, { camelCase: false });
      // the refused edit stays open with its text (the form's values carry intent and post_id)
      if (!result.ok) return refuseFromApi(result, ["text"], form);
      throw redirect(back("edited", pageNo, `#post-${postId}`));
    }
    case "remove": {
      const result = await api.call(removeForumPostContract, { params: { postId } }, { camelCase: false });
      if (!result.ok) return refuseFromApi(result, [], null);
      if (result.data.topic_removed) throw redirect(localizePath(`${forumBoardPath(board)}?done=topic_removed`, linkPrefix));
      throw redirect(back("removed"));
    }
    case "lock":
    case "unlock":
    case "pin":
    case "unpin": {
      const body = intent === "lock" || intent === "unlock" ? { is_locked: intent === "lock" } : { is_pinned: intent === "pin" };
      const result = await api.call(moderateForumTopicContract, { params: { topicId }, body }, { camelCase: false });
      if (!result.ok) return refuseFromApi(result, [], null);
      throw redirect(back(({ lock: "locked", unlock: "unlocked", pin: "pinned", unpin: "unpinned" } as const)[intent]));
    }
    default:
      throw new Response(null, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ForumTopicRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const topic = page.topic;
  const failedEdit = actionData && !actionData.ok && actionData.values.intent === "edit" ? Number(actionData.values.post_id) : null;
  const replyForm = useFormState(failedEdit ? undefined : actionData, { fields: REPLY_FIELDS });
  const editForm = useFormState(failedEdit ? actionData : undefined, { fields: ["text"] });
  const pageCount = Math.max(1, Math.ceil(page.total / page.page_size));
  const here = forumTopicPath(topic.board_slug, topic.id, page.page_no);
  const canReply = !topic.is_locked || page.viewer.is_moderator;
  const busy = navigation.state === "submitting";
  return (
    <div className="sr-container wr-forum wr-forum--thread" data-testid="forum-topic-page" data-topic-id={topic.id}>
      <CommunityNav current="forum" />
      <p className="wr-chat-room__back">
        <a href={href(forumBoardPath(page.board.slug))}>← {page.board.name}</a>
      </p>
      <header className="wr-forum__head">
        <div>
          <h1 data-testid="forum-topic-title">{topic.title}</h1>
          <p className="wr-forum-topic__meta">
            {topic.is_pinned ? <span className="wr-forum-badge">{t("forum.pinned")}</span> : null}
            {topic.is_locked ? <span className="wr-forum-badge wr-forum-badge--locked">{t("forum.locked")}</span> : null}
            <span>{t("forum.replies", { count: topic.reply_count })}</span>
          </p>
        </div>
        {page.viewer.is_moderator ? (
          <Form method="post" className="wr-forum-mod" aria-label={t("forum.moderate")}>
            <button type="submit" name="intent" value={topic.is_locked ? "unlock" : "lock"} className="sr-button sr-button--secondary sr-button--sm" data-testid="forum-lock">
              <span className="sr-button__label">{t(topic.is_locked ? "forum.unlock" : "forum.lock")}</span>
            </button>
            <button type="submit" name="intent" value={topic.is_pinned ? "unpin" : "pin"} className="sr-button sr-button--secondary sr-button--sm" data-testid="forum-pin">
              <span className="sr-button__label">{t(topic.is_pinned ? "forum.unpin" : "forum.pin")}</span>
            </button>
          </Form>
        ) : null}
      </header>
      {page.done ? (
        <Alert tone="success" data-testid="forum-done">
          <p>{t(`forum.done.${page.done}`)}</p>
        </Alert>
      ) : null}
      {page.items.length === 0 ? (
        <EmptyState title={t("forum.no_posts")} />
      ) : (
        <ol className="wr-forum-posts" data-testid="forum-posts">
          {page.items.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                editing={page.editId === post.id || failedEdit === post.id}
                isModerator={page.viewer.is_moderator}
                mine={post.author.id === page.viewerId}
                here={here}
                canQuote={canReply}
                editForm={editForm}
                busy={busy}
              />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? <Pager current={page.page_no} pageCount={pageCount} hrefFor={(n) => href(forumTopicPath(topic.board_slug, topic.id, n))} labels={pagerLabels(t, t("forum.post_pages"))} /> : null}
      <section className="wr-forum-reply" id="reply" aria-labelledby="forum-reply-title">
        <h2 id="forum-reply-title">{t("forum.reply_title")}</h2>
        {canReply ? (
          <Form method="post" className="wr-forum-form" noValidate data-testid="forum-reply-form">
            <FormErrorSummary errors={replyForm.errors} />
            {topic.is_locked ? (
              <Alert tone="info">
                <p>{t("forum.locked_team_note")}</p>
              </Alert>
            ) : null}
            {page.quote ? (
              <div className="wr-forum-quote-preview" data-testid="forum-quote-preview">
                <input type="hidden" name="quote_post_id" value={page.quote.id} />
                <blockquote className="wr-forum-quote">
                  <p className="wr-forum-quote__who">{t("forum.quote_of", { username: page.quote.author.username })}</p>
                  <p className="wr-forum-quote__text">{excerptOf(page.quote.body)}</p>
                </blockquote>
                <a href={`${href(here)}#reply`}>{t("forum.quote_remove")}</a>
              </div>
            ) : null}
            <Textarea
              label={t("forum.your_reply")}
              name="text"
              rows={5}
              maxLength={FORUM_POST_MAX}
              hint={t("forum.post_hint")}
              error={replyForm.fieldError("text") ?? replyForm.fieldError("quote_post_id")}
              defaultValue={replyForm.value("text") ?? ""}
              data-testid="forum-reply-text"
            />
            <div className="wr-forum-form__actions">
              <Button type="submit" name="intent" value="reply" loading={busy} data-testid="forum-reply-submit">
                {t("forum.send_reply")}
              </Button>
            </div>
          </Form>
        ) : (
          <Alert tone="info" data-testid="forum-locked">
            <p>{t("forum.locked_note")}</p>
          </Alert>
        )}
      </section>
    </div>
  );
}

function excerptOf(text: string): string {
  const chars = [...text];
  return chars.length <= FORUM_QUOTE_EXCERPT_MAX ? text : `${chars.slice(0, FORUM_QUOTE_EXCERPT_MAX).join("").trimEnd()}…`;
}

function PostCard(props: { post: TForumPost; editing: boolean; isModerator: boolean; mine: boolean; here: string; canQuote: boolean; editForm: ReturnType<typeof useFormState>; busy: boolean }) {
  const { post, editing, isModerator, mine, here, canQuote, editForm, busy } = props;
  const { t } = useTranslation("common");
  const { href, lang } = usePageLocale();
  const { dayTime } = useForumDates();
  const join = here.includes("?") ? "&" : "?";
  const profile = href(`/p/${encodeURIComponent(post.author.username)}`);
  return (
    <article className="wr-forum-post" id={`post-${post.id}`} data-testid="forum-post" data-post-id={post.id} aria-labelledby={`post-${post.id}-who`}>
      <header className="wr-forum-post__head">
        <ForumAvatar author={post.author} size={40} />
        <p className="wr-forum-post__meta">
          <a className="wr-chat-line__who" id={`post-${post.id}-who`} href={profile}>
            {post.author.username}
          </a>
          <ForumTeamBadge userType={post.author.user_type} />
          <a className="wr-forum-post__time" href={`${href(here)}#post-${post.id}`}>
            <time dateTime={post.created_at}>{dayTime(post.created_at)}</time>
          </a>
          {post.edited_at ? <span className="wr-forum-post__edited">{t("forum.edited")}</span> : null}
        </p>
      </header>
      {post.quote ? (
        <blockquote className="wr-forum-quote" data-testid="forum-post-quote">
          <p className="wr-forum-quote__who">{t("forum.quote_of", { username: post.quote.username })}</p>
          <p className="wr-forum-quote__text">{post.quote.excerpt}</p>
        </blockquote>
      ) : null}
      {editing ? (
        <Form method="post" className="wr-forum-form" noValidate data-testid="forum-edit-form">
          <FormErrorSummary errors={editForm.errors} />
          <input type="hidden" name="post_id" value={post.id} />
          <Textarea
            label={t("forum.edit_label")}
            name="text"
            rows={5}
            maxLength={FORUM_POST_MAX}
            hint={post.editable_until ? t("forum.edit_until", { when: new Date(post.editable_until).toLocaleTimeString(lang === "de" ? "de-DE" : "en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" }) }) : undefined}
            error={editForm.fieldError("text")}
            defaultValue={editForm.value("text") ?? post.body}
            data-testid="forum-edit-text"
          />
          <div className="wr-forum-form__actions">
            <Button type="submit" name="intent" value="edit" loading={busy} data-testid="forum-edit-submit">
              {t("forum.save")}
            </Button>
            <a href={`${href(here)}#post-${post.id}`}>{t("forum.cancel")}</a>
          </div>
        </Form>
      ) : (
        <p className="wr-forum-post__body" data-testid="forum-post-body">
          <MessageText text={post.body} whitelist={DEFAULT_LINK_WHITELIST} />
        </p>
      )}
      <footer className="wr-forum-post__actions">
        {canQuote ? (
          <a href={`${href(here)}${join}quote=${post.id}#reply`} aria-label={t("forum.quote_named", { username: post.author.username })} data-testid="forum-quote">
            {t("forum.quote")}
          </a>
        ) : null}
        {post.can_edit && !editing ? (
          <a href={`${href(here)}${join}edit=${post.id}#post-${post.id}`} data-testid="forum-edit">
            {t("forum.edit")}
          </a>
        ) : null}
        {!mine ? <ReportLink category={REPORT_CATEGORY.forum_post} itemId={post.id} testId="forum-report" /> : null}
        {isModerator ? (
          <Form method="post" className="wr-forum-post__remove">
            <input type="hidden" name="post_id" value={post.id} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className="wr-forum-link-button"
              onClick={(event) => {
                if (!window.confirm(t(post.is_opening ? "forum.remove_topic_confirm" : "forum.remove_confirm"))) event.preventDefault();
              }} aria-label={t(post.is_opening ? "forum.remove_topic_named" : "forum.remove_named", { username: post.author.username })} data-testid="forum-remove">
              {t(post.is_opening ? "forum.remove_topic" : "forum.remove")}
            </button>
          </Form>
        ) : null}
      </footer>
    </article>
  );
}
