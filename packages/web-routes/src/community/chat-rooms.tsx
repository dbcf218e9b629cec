import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { chatRoomListContract, type TChatRoom } from "@samtrot/api-client/contracts";
import { EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { chatRoomPath, inLanguage } from "./chat-room-state";
import { CommunityNav } from "./forum-shared";
import communityCssUrl from "./community.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: communityCssUrl }];

// community/chat (issue 15 item 4; spec 000 §2 community/*): the topic chat rooms with members online and the last
// activity. Signed-in users only (guests go to the sign-in and come back); decision 035.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(chatRoomListContract, {}, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("chatrooms.title"), rooms: result.data.items }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ChatRoomsRoute() {
  const { rooms } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  return (
    <div className="sr-container wr-chat-rooms" data-testid="chat-rooms">
      <CommunityNav current="chat" />
      <header className="wr-chat-rooms__head">
        <p className="wr-chat-rooms__kicker">{t("chatrooms.kicker")}</p>
        <h1>{t("chatrooms.title")}</h1>
        <p className="wr-chat-rooms__intro">{t("chatrooms.intro")}</p>
      </header>
      {rooms.length === 0 ? (
        <EmptyState title={t("chatrooms.no_rooms")} />
      ) : (
        <ul className="wr-chat-rooms__list">
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RoomCard({ room }: { room: TChatRoom }) {
  const { t, i18n } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const name = inLanguage(room.name, lang);
  const last = room.last_message_at
    ? new Intl.DateTimeFormat(i18n.language === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(room.last_message_at))
    : null;
  return (
    <li className="wr-chat-room-card" data-testid={`chat-room-${room.slug}`}>
      <h2 className="wr-chat-room-card__name">
        <a href={href(chatRoomPath(room.slug))}>{name}</a>
      </h2>
      <p className="wr-chat-room-card__description">{inLanguage(room.description, lang)}</p>
      <ul className="wr-chat-room-card__facts">
        <li className="wr-chat-online" data-testid="chat-room-online">
          <span className={room.online_count > 0 ? "wr-chat-online__dot wr-chat-online__dot--on" : "wr-chat-online__dot"} aria-hidden="true" />
          {t("chatrooms.online", { count: room.online_count })}
        </li>
        <li>{last ? t("chatrooms.last_activity", { when: last }) : t("chatrooms.no_activity")}</li>
        {room.slow_mode_seconds > 0 ? <li>{t("chatrooms.slow_mode_badge", { seconds: room.slow_mode_seconds })}</li> : null}
      </ul>
    </li>
  );
}
