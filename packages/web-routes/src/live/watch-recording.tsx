import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { liveRecordingContract, type TLiveRecording } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { Alert } from "@samtrot/ui-kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ReportLink } from "../reports/report-link";
import { durationText } from "./live-words";
import liveCssUrl from "./live.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: liveCssUrl }];

// watch_recording/{recordingId} (spec 001 §1): a published recording played with hls.js (the api serves the HLS
// playlist and segments with the access rules: free for the signed-in, members for Plus, price once unlocked).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const recordingId = Number(args.params.recordingId);
  if (!Number.isSafeInteger(recordingId) || recordingId <= 0) throw new Response(null, { status: 404 });
  const result = await pageApi(args, { lang }).call(liveRecordingContract, { params: { recordingId } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 ? 404 : 502 });
  const recording = result.data as TLiveRecording;
  return data(
    { recording, title: serverI18n.t(lang)("live.recordings.meta_title", { title: recording.title, brand: brand.name }) },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

/** HLS in the browser: hls.js where Media Source Extensions exist (loaded only here), the browser's own HLS else. */
function HlsPlayer({ src, label }: { src: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroy: (() => void) | null = null;
    let cancelled = false;
    void import("hls.js").then(({ default: Hls }) => {
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls();
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      } else if (element.canPlayType("application/vnd.apple.mpegurl")) {
        element.src = src;
      }
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);
  return <video ref={video} controls playsInline aria-label={label} data-testid="recording-player" />;
}

export default function WatchRecordingRoute() {
  const { recording } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const refusal =
    recording.playlist_url !== null
      ? null
      : recording.status !== "ready"
        ? t("live.recordings.not_ready")
        : recording.visibility === "members"
          ? t("live.recordings.members_only")
          : recording.visibility === "price"
            ? t("live.recordings.locked", { price: recording.price })
            : t("live.recordings.sign_in");
  return (
    <div className="wr-live wr-live--narrow" data-testid="watch-recording" data-can-watch={String(recording.can_watch)}>
      <p className="wr-live__back">
        <a href={href("/browse_streaming")}>← {t("live.recordings.back")}</a>
      </p>
      <h1>{recording.title}</h1>
      <p className="wr-live__muted">
        <a href={href(`/p/${recording.producer.username}`)}>{recording.display_name}</a>
        {recording.duration_seconds !== null ? ` · ${durationText(recording.duration_seconds, t)}` : ""} · {t("live.recordings.views", { count: recording.views })}
      </p>
      <p className="wr-live__links">
        <ReportLink category={REPORT_CATEGORY.recording_video} itemId={recording.id} testId="recording-report" />
      </p>
      {recording.playlist_url ? (
        <div className="wr-live__stage">
          <HlsPlayer src={recording.playlist_url} label={t("live.recordings.player", { name: recording.display_name })} />
        </div>
      ) : (
        <Alert tone="info" data-testid="recording-refused">
          <p>{refusal}</p>
        </Alert>
      )}
    </div>
  );
}
