import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endLiveRoomContract, liveRoomContract, tipAllowanceContract, type TLiveMessage, type TLiveRoom } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY, USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert, Button, Spinner } from "@samtrot/ui-kit";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { useApiClient } from "../shell/api/use-api-client";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { useRealtimeStatus } from "../shell/realtime/use-realtime";
import { getUser } from "../shell/session/session.server";
import { ReportLink } from "../reports/report-link";
import { LiveChat, TipPanel, ViewerList } from "./live-room-parts";
import { LiveMediaError, publishStream, watchRoom, type TLiveConnection } from "./live-media";
import { languageName } from "./live-words";
import { useLiveRoom } from "./use-live-room";
import liveCssUrl from "./live.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: liveCssUrl }];

// streaming_live/{roomId} (spec 001 §1): the producer's room (camera, viewer count, chat, tips, kick, end) or a
// viewer's (player, the producer's name and profile link, chat, tip buttons). The api decides the access; a guest,
// a viewer outside the audience filter and a kicked viewer see their state instead of the player.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const roomId = Number(args.params.roomId);
  if (!Number.isSafeInteger(roomId) || roomId <= 0) throw new Response(null, { status: 404 });
  const api = pageApi(args, { lang });
  const user = await getUser(args);
  const result = await api.call(liveRoomContract, { params: { roomId } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 ? 404 : 502 });
  const room = result.data as TLiveRoom;
  const allowance = user && user.profile.userType === USER_TYPE.client && room.access === "audience" ? await api.call(tipAllowanceContract, {}, { camelCase: false }) : null;
  return data(
    { room, hasPin: allowance?.ok ? allowance.data.has_pin : false, mayTip: user?.profile.userType === USER_TYPE.client, title: serverI18n.t(lang)("live.room.meta_title", { title: room.title, brand: brand.name }) },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

function useMediaError() {
  const { t } = useTranslation("common");
  const [error, setError] = useState<string | null>(null);
  return [error, (cause: unknown) => setError(t(cause instanceof LiveMediaError ? cause.message : "exception.live.media_failed")), () => setError(null)] as const;
}

/** The producer's camera, sent to the SFU once the websocket is up. */
function ProducerStage({ room, ended }: { room: TLiveRoom; ended: boolean }) {
  const { t } = useTranslation("common");
  const video = useRef<HTMLVideoElement>(null);
  const realtime = useRealtimeStatus();
  const [phase, setPhase] = useState<"idle" | "camera" | "connecting" | "live" | "denied">("idle");
  const [error, fail, clear] = useMediaError();
  const connection = useRef<TLiveConnection | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const start = useCallback(async () => {
    clear();
    try {
      stream.current ??= await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
    } catch {
      setPhase("denied");
      return;
    }
    if (video.current) video.current.srcObject = stream.current;
    setPhase("connecting");
    try {
      connection.current?.close();
      connection.current = await publishStream(room.id, stream.current);
      setPhase("live");
    } catch (cause) {
      setPhase("camera");
      fail(cause);
    }
  }, [room.id, clear, fail]);

  useEffect(() => {
    if (phase === "idle" && realtime === "online" && !ended) void start();
  }, [phase, realtime, ended, start]);
  useEffect(() => {
    if (!ended) return;
    connection.current?.close();
    stream.current?.getTracks().forEach((track) => track.stop());
  }, [ended]);
  useEffect(
    () => () => {
      connection.current?.close();
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return (
    <div className="wr-live__stage" data-testid="live-producer-stage" data-phase={phase}>
      <video ref={video} autoPlay muted playsInline aria-label={t("live.room.preview")} data-testid="live-producer-video" />
      {phase === "live" ? <span className="wr-live__badge wr-live__badge--stage">{t("live.live_badge")}</span> : null}
      {phase !== "live" && !ended ? (
        <div className="wr-live__stage-overlay">
          {phase === "connecting" || (phase === "idle" && realtime !== "offline") ? <Spinner label={t("live.room.connecting")} /> : null}
          {phase === "denied" ? <p>{t("live.start.camera_denied")}</p> : null}
          {phase === "camera" || phase === "denied" || realtime === "offline" ? (
            <Button onClick={() => void start()} data-testid="live-producer-retry">
              {t("live.room.start_camera")}
            </Button>
          ) : null}
          {error ? <p role="alert">{error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A viewer's player: asks the SFU for the media once the websocket is up; muted until the viewer turns the sound on. */
function ViewerStage({ room, active }: { room: TLiveRoom; active: boolean }) {
  const { t } = useTranslation("common");
  const video = useRef<HTMLVideoElement>(null);
  const realtime = useRealtimeStatus();
  const [phase, setPhase] = useState<"idle" | "connecting" | "playing" | "failed">("idle");
  const [muted, setMuted] = useState(true);
  const [error, fail, clear] = useMediaError();
  const connection = useRef<TLiveConnection | null>(null);

  const connect = useCallback(async () => {
    clear();
    setPhase("connecting");
    try {
      connection.current?.close();
      connection.current = await watchRoom(room.id, (stream) => {
        if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
        setPhase("playing");
      });
    } catch (cause) {
      setPhase("failed");
      fail(cause);
    }
  }, [room.id, clear, fail]);

  useEffect(() => {
    if (active && phase === "idle" && realtime === "online") void connect();
  }, [active, phase, realtime, connect]);
  useEffect(() => {
    if (!active) connection.current?.close();
  }, [active]);
  useEffect(() => () => connection.current?.close(), []);

  return (
    <div className="wr-live__stage" data-testid="live-viewer-stage" data-phase={phase}>
      <video ref={video} autoPlay playsInline muted={muted} aria-label={t("live.room.player", { name: room.display_name })} data-testid="live-player" />
      {phase === "playing" ? <span className="wr-live__badge wr-live__badge--stage">{t("live.live_badge")}</span> : null}
      {phase === "playing" && muted ? (
        <Button variant="secondary" size="sm" className="wr-live__unmute" onClick={() => setMuted(false)} data-testid="live-unmute">
          {t("live.room.unmute")}
        </Button>
      ) : null}
      {phase !== "playing" ? (
        <div className="wr-live__stage-overlay">
          {phase === "failed" ? (
            <>
              {error ? <p role="alert">{error}</p> : null}
              <Button onClick={() => void connect()}>{t("live.room.reconnect")}</Button>
            </>
          ) : (
            <Spinner label={t("live.room.connecting")} />
          )}
        </div>
      ) : null}
    </div>
  );
}

function StatePanel({ kind, room }: { kind: "ended" | "kicked_out" | "refused" | "sign_in"; room?: TLiveRoom }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const keys = { ended: ["ended_title", "ended_text"], kicked_out: ["kicked_title", "kicked_text"], refused: ["refused_title", "refused_text"], sign_in: ["sign_in_title", "sign_in_text"] }[kind];
  return (
    <div className={room ? "wr-live__state wr-live__state--media" : "wr-live__state"} data-testid={`live-state-${kind}`} role="status">
      {room ? <img className="wr-live__state-image" src={room.producer.avatar_url} alt="" width={240} height={180} /> : null}
      <div className="wr-live__state-text">
        <h2>{t(`live.room.${keys[0]}`)}</h2>
        <p>{t(`live.room.${keys[1]}`)}</p>
        <a className="sr-button sr-button--primary sr-button--md" href={href(kind === "sign_in" ? `/login?r=${encodeURIComponent(roomPathOfPage())}` : "/browse_streaming")}>
          <span className="sr-button__label">{t(kind === "sign_in" ? "live.room.sign_in" : "live.room.back")}</span>
        </a>
      </div>
    </div>
  );
}
const roomPathOfPage = () => (typeof window === "undefined" ? "/browse_streaming" : window.location.pathname);

export default function StreamingLiveRoute() {
  const { room, hasPin, mayTip } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const api = useApiClient();
  const { state, addMessages, poll } = useLiveRoom(room.id, { status: room.status, access: room.access, viewerCount: room.viewer_count });
  const producer = state.access === "producer";
  const ended = state.status === "ended";
  const watching = state.access === "audience" && !ended;
  const onSent = useCallback((message: TLiveMessage) => addMessages([message]), [addMessages]);
  const [ending, setEnding] = useState(false);
  const end = async () => {
    if (!api) return;
    setEnding(true);
    await api.call(endLiveRoomContract, { params: { roomId: room.id } }, { camelCase: false });
    setEnding(false);
    void poll();
  };
  const blocked = !producer && (ended || state.access !== "audience") ? (ended ? "ended" : (state.access as "kicked_out" | "refused" | "sign_in" | "ended")) : null;

  return (
    <div className="wr-live wr-live--room" data-testid="live-room" data-access={state.access} data-status={state.status}>
      <p className="wr-live__back">
        <a href={href("/browse_streaming")}>← {t("live.room.back")}</a>
      </p>
      <div className="wr-live__room-head">
        <div>
          <h1>{room.title}</h1>
          <p className="wr-live__muted">
            <a href={href(`/p/${room.producer.username}`)} data-testid="live-producer-link">
              {room.display_name}
            </a>
            {room.producer.age !== null ? ` · ${room.producer.age}` : ""} · {languageName(room.spoken_language, lang)}
            {room.tags.length ? ` · ${room.tags.map((tag) => `#${tag}`).join(" ")}` : ""}
          </p>
        </div>
        <p className="wr-live__count" data-testid="live-viewer-count" aria-live="polite">
          {t("live.viewers", { count: state.viewerCount })}
        </p>
      </div>
      {blocked ? (
        <StatePanel kind={blocked === "ended" ? "ended" : blocked} room={room} />
      ) : (
        <div className="wr-live__room">
          <div className="wr-live__main">
            {producer ? ended ? <StatePanel kind="ended" /> : <ProducerStage room={room} ended={ended} /> : <ViewerStage room={room} active={watching} />}
            {producer ? (
              <div className="wr-live__producer-bar">
                <p data-testid="live-tips-total">{t("live.room.tips_total", { amount: state.tipsTotal })}</p>
                {!ended ? (
                  <Button variant="danger" onClick={() => void end()} loading={ending} data-testid="live-end">
                    {t("live.room.end")}
                  </Button>
                ) : null}
              </div>
            ) : (
              <p className="wr-live__muted wr-live__links">
                <a href={href(`/p/${room.producer.username}`)}>{t("live.room.profile")}</a>
                <ReportLink category={REPORT_CATEGORY.live_room} itemId={room.id} testId="live-report" />
              </p>
            )}
          </div>
          <aside className="wr-live__side">
            <LiveChat roomId={room.id} messages={state.messages} canWrite={!ended} onSent={onSent} />
            {producer && !ended ? <ViewerList roomId={room.id} viewers={state.viewers} onKicked={() => void poll()} /> : null}
            {!producer && mayTip && watching ? <TipPanel roomId={room.id} hasPin={hasPin} pinHref={href("/user/dollar#pin")} onTipped={onSent} /> : null}
          </aside>
        </div>
      )}
    </div>
  );
}

