import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { forumBoardsContract, type TForumBoard } from "@samtrot/api-client/contracts";
import { Alert, EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { getUser } from "../shell/session/session.server";
import { CommunityNav, FORUM_PATH, forumBoardPath, useForumDates } from "./forum-shared";
import communityCssUrl from "./community.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: communityCssUrl }];

// community/forum (issue 17 item 6; spec 000 §2 community/* "embedded forum"): the boards of the page language with
// their counts and last activity. Guests see the boards and are asked to sign in; topics and threads need a signed-in
// user (decision 042).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await getUser(args);
  const result = await pageApi(args, { lang }).call(forumBoardsContract, { query: { lang } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("forum.title"), boards: result.data.items, signedIn: user !== null }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ForumBoardsRoute() {
  const { boards, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <div className="sr-container wr-forum" data-testid="forum-boards">
      <CommunityNav current="forum" />
      <header className="wr-chat-rooms__head">
        <p className="wr-chat-rooms__kicker">{t("chatrooms.kicker")}</p>
        <h1>{t("forum.title")}</h1>
        <p className="wr-chat-rooms__intro">{t("forum.intro")}</p>
      </header>
      {!signedIn ? (
        <Alert tone="info" data-testid="forum-sign-in">
          <p>
            {t("forum.guest_note")} <a href={href(`/login?r=${encodeURIComponent(FORUM_PATH)}`)}>{t("forum.sign_in")}</a>
          </p>
        </Alert>
      ) : null}
      {boards.length === 0 ? (
        <EmptyState title={t("forum.no_boards")} />
      ) : (
        <ul className="wr-chat-rooms__list wr-forum-boards">
          {boards.map((board) => (
            <BoardCard key={board.id} board={board} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BoardCard({ board }: { board: TForumBoard }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const { dayTime } = useForumDates();
  return (
    <li className="wr-chat-room-card" data-testid={`forum-board-${board.slug}`}>
      <h2 className="wr-chat-room-card__name">
        <a href={href(forumBoardPath(board.slug))}>{board.name}</a>
      </h2>
      <p className="wr-chat-room-card__description">{board.description}</p>
      <ul className="wr-chat-room-card__facts">
        <li className="wr-forum-count">{t("forum.topics", { count: board.topic_count })}</li>
        <li className="wr-forum-count">{t("forum.posts", { count: board.post_count })}</li>
        <li>{board.last_post_at ? t("forum.last_activity", { when: dayTime(board.last_post_at) }) : t("forum.no_activity")}</li>
      </ul>
    </li>
  );
}
