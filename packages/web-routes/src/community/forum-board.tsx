import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FORUM_POSTS_PAGE_SIZE, forumTopicsContract, type TForumTopic } from "@samtrot/api-client/contracts";
import { Alert, EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";
import { boardParam, CommunityNav, ForumAvatar, FORUM_PATH, forumBoardPath, forumNewTopicPath, forumTopicPath, pageParam, useForumDates } from "./forum-shared";
import communityCssUrl from "./community.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: communityCssUrl }];

// community/forum/{board} (issue 17 item 6; decision 042): a board's topics, pinned first, then newest activity
// first, 20 a page, with reply counts and the last post. Signed-in users only (guests go to the sign-in and back).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const slug = boardParam(args.params.board);
  const pageNo = pageParam(new URL(args.request.url));
  // spec 001 §2 placement "forum"; Plus members browse ad-free
  const [result, ad] = await Promise.all([
    pageApi(args, { lang }).call(forumTopicsContract, { params: { slug }, query: { page_no: pageNo } }, { camelCase: false }),
    user.isMember ? null : loadAd(args, { lang, placement: "forum" }),
  ]);
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 && result.status !== 422 ? result.status : 404 });
  const done = new URL(args.request.url).searchParams.get("done") === "topic_removed" ? "topic_removed" : null;
  return data({ title: `${result.data.board.name} – ${serverI18n.t(lang)("forum.title")}`, ...result.data, done, ad }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ForumBoardRoute() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const board = page.board;
  const pageCount = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <div className="sr-container wr-forum" data-testid="forum-board" data-board={board.slug}>
      <CommunityNav current="forum" />
      <p className="wr-chat-room__back">
        <a href={href(FORUM_PATH)}>← {t("forum.all_boards")}</a>
      </p>
      <header className="wr-forum__head">
        <div>
          <h1>{board.name}</h1>
          <p className="wr-chat-room__description">{board.description}</p>
        </div>
        <a className="sr-button sr-button--primary" href={href(forumNewTopicPath(board.slug))} data-testid="forum-new-topic">
          <span className="sr-button__label">{t("forum.new_topic")}</span>
        </a>
      </header>
      {page.done ? (
        <Alert tone="success" data-testid="forum-done">
          <p>{t("forum.done.topic_removed")}</p>
        </Alert>
      ) : null}
      {page.items.length === 0 ? (
        <EmptyState title={page.page_no > 1 ? t("forum.page_empty") : t("forum.no_topics")} data-testid="forum-no-topics">
          <p>
            {page.page_no > 1 ? <a href={href(forumBoardPath(board.slug))}>{t("forum.first_page")}</a> : <a href={href(forumNewTopicPath(board.slug))}>{t("forum.start_first")}</a>}
          </p>
        </EmptyState>
      ) : (
        <section aria-labelledby="forum-topics-title">
          <h2 id="forum-topics-title" className="sr-visually-hidden">
            {t("forum.topic_list")}
          </h2>
          <ol className="wr-forum-topics" data-testid="forum-topics">
            {page.items.map((topic) => (
              <TopicRow key={topic.id} topic={topic} />
            ))}
          </ol>
        </section>
      )}
      {pageCount > 1 ? <Pager current={page.page_no} pageCount={pageCount} hrefFor={(n) => href(n > 1 ? `${forumBoardPath(board.slug)}?page=${n}` : forumBoardPath(board.slug))} labels={pagerLabels(t, t("forum.topic_pages"))} /> : null}
      <AdSlot ad={page.ad} />
    </div>
  );
}

function TopicRow({ topic }: { topic: TForumTopic }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const { dayTime } = useForumDates();
  const lastPage = Math.max(1, Math.ceil((topic.reply_count + 1) / FORUM_POSTS_PAGE_SIZE));
  return (
    <li className={topic.is_pinned ? "wr-forum-topic wr-forum-topic--pinned" : "wr-forum-topic"} data-testid="forum-topic" data-topic-id={topic.id}>
      <ForumAvatar author={topic.author} size={36} />
      <div className="wr-forum-topic__main">
        <h3 className="wr-forum-topic__title">
          <a href={href(forumTopicPath(topic.board_slug, topic.id))} data-testid="forum-topic-link">
            {topic.title}
          </a>
        </h3>
        <p className="wr-forum-topic__meta">
          {topic.is_pinned ? <span className="wr-forum-badge">{t("forum.pinned")}</span> : null}
          {topic.is_locked ? <span className="wr-forum-badge wr-forum-badge--locked">{t("forum.locked")}</span> : null}
          <span>{t("forum.started_by", { username: topic.author.username, when: dayTime(topic.created_at) })}</span>
        </p>
      </div>
      <p className="wr-forum-topic__replies" data-testid="forum-topic-replies">
        <strong>{topic.reply_count}</strong> <span>{t("forum.replies_word", { count: topic.reply_count })}</span>
      </p>
      <p className="wr-forum-topic__last">
        {topic.last_post ? (
          <a href={href(`${forumTopicPath(topic.board_slug, topic.id, lastPage)}#post-${topic.last_post.id}`)} aria-label={t("forum.last_post_label", { username: topic.last_post.username, when: dayTime(topic.last_post.created_at) })}>
            <span className="wr-forum-topic__last-who">{topic.last_post.username}</span>
            <time dateTime={topic.last_post.created_at}>{dayTime(topic.last_post.created_at)}</time>
          </a>
        ) : null}
      </p>
    </li>
  );
}
