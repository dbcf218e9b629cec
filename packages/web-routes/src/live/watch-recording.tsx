import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import {
  addRecordingCommentContract,
  deleteRecordingCommentContract,
  ledgerBalanceContract,
  liveRecordingContract,
  LIVE_RECORDING_COMMENT_MAX,
  recordingCommentsContract,
  unlockRecordingContract,
  type TLiveRecording,
  type TRecordingCommentList,
} from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { Alert, Button, EmptyState, Pager, Textarea } from "@samtrot/ui-kit";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { buyDollarsPath } from "../bundles/bundle-form";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { useSessionUser } from "../shell/session/use-session-user";
import { formatBlogDate } from "../blogs/blog-dates";
import { ReportLink } from "../reports/report-link";
import { durationText } from "./live-words";
import liveCssUrl from "./live.css?url";

export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: liveCssUrl }];

const COMMENT_FIELDS = ["text"] as const;
const pathOf = (recordingId: number) => `/watch_recording/${recordingId}`;

function recordingIdOf(params: Record<string, string | undefined>): number {
  const recordingId = Number(params.recordingId);
  if (!Number.isSafeInteger(recordingId) || recordingId <= 0) throw new Response(null, { status: 404 });
  return recordingId;
}

// watch_recording/{recordingId} (spec 001 §1): a published recording played with hls.js (the api serves the HLS
// playlist and segments with the access rules: free for the signed-in, members for Plus, price once unlocked through
// the ledger), the unlock of a priced one, and its comments (20 a page, newest first).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const recordingId = recordingIdOf(args.params);
  const url = new URL(args.request.url);
  const api = pageApi(args, { lang });
  const result = await api.call(liveRecordingContract, { params: { recordingId } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 ? 404 : 502 });
  const recording = result.data as TLiveRecording;
  const done = url.searchParams.get("done");
  const pageNo = Math.max(1, Math.min(100_000, Number(url.searchParams.get("comments_page")) || 1));
  const [comments, balance] = await Promise.all([
    api.call(recordingCommentsContract, { params: { recordingId }, query: { page_no: pageNo } }, { camelCase: false }),
    // the balance beside the unlock button, and after an unlock
    recording.can_unlock || done === "unlocked" ? api.call(ledgerBalanceContract, {}, { camelCase: false }) : null,
  ]);
  return data(
    {
      recording,
      comments: comments.ok ? (comments.data as TRecordingCommentList) : null,
      balance: balance?.ok ? (balance.data as { dollar: number }).dollar : null,
      done,
      title: serverI18n.t(lang)("live.recordings.meta_title", { title: recording.title, brand: brand.name }),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const recordingId = recordingIdOf(args.params);
  await requireUser(args);
  const api = pageApi(args, { lang });
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "comment");
  const back = (done: string, hash = "") => localizePath(`${pathOf(recordingId)}?done=${done}${hash}`, linkPrefix);
  if (intent === "unlock") {
    const result = await api.call(unlockRecordingContract, { params: { recordingId } }, { camelCase: false });
    if (!result.ok) {
      const insufficient = result.errors.some((e) => e.title === "exception.ledger.insufficient_balance");
      const status = typeof result.status === "number" && result.status >= 400 ? result.status : 502;
      return data({ ok: false as const, intent: "unlock" as const, message: result.message, insufficient }, { status });
    }
    throw redirect(back("unlocked"));
  }
  if (intent === "delete_comment") {
    const result = await api.call(deleteRecordingCommentContract, { params: { recordingId, commentId: Number(form.get("comment_id")) } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, COMMENT_FIELDS, null);
    throw redirect(back("comment_deleted", "#comments"));
  }
  const result = await api.call(addRecordingCommentContract, { params: { recordingId }, body: { text: String(form.get("text") ?? "") } }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, COMMENT_FIELDS, form);
  throw redirect(back("comment_added", "#comments"));
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

type TUnlockRefusal = { ok: false; intent: "unlock"; message: string; insufficient: boolean };
const isUnlockRefusal = (value: unknown): value is TUnlockRefusal => typeof value === "object" && value !== null && (value as { intent?: unknown }).intent === "unlock";

/** Over the dark stage when the recording cannot play for the caller: the unlock of a priced one, or why not. */
function LockedStage({ recording, balance, refusal }: { recording: TLiveRecording; balance: number | null; refusal: TUnlockRefusal | null }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const user = useSessionUser();
  const navigation = useNavigation();
  const price = recording.price ?? 0;
  const missing = balance !== null && balance < price ? price - balance : null;
  const signIn = href(`/login?r=${encodeURIComponent(pathOf(recording.id))}`);
  const insufficient = refusal?.insufficient || missing !== null;
  let body: ReactNode;
  if (recording.status !== "ready") {
    body = <p>{t("live.recordings.not_ready")}</p>;
  } else if (recording.visibility === "price") {
    body = (
      <>
        <h2 className="wr-live-lock__title">{t("live.recordings.locked_title")}</h2>
        <p className="wr-live-lock__price">{price} $</p>
        <p>{user ? t("live.recordings.locked") : t("live.recordings.sign_in_unlock", { price })}</p>
        {!user ? (
          <a className="sr-button sr-button--primary sr-button--md" href={signIn} data-testid="recording-sign-in">
            <span className="sr-button__label">{t("live.recordings.sign_in_link")}</span>
          </a>
        ) : recording.can_unlock ? (
          <>
            {balance !== null ? <p className="wr-live-lock__balance" data-testid="recording-balance">{t("live.recordings.balance", { balance })}</p> : null}
            {refusal && !refusal.insufficient ? (
              <p role="alert" className="wr-live-lock__error">
                {refusal.message}
              </p>
            ) : null}
            {insufficient ? (
              <>
                <p role={refusal ? "alert" : undefined} className="wr-live-lock__error" data-testid="recording-missing">
                  {missing !== null ? t("live.recordings.missing", { missing }) : refusal?.message}
                </p>
                <a className="sr-button sr-button--primary sr-button--md" href={href(buyDollarsPath(pathOf(recording.id)))} data-testid="recording-buy-dollars">
                  <span className="sr-button__label">{t("live.recordings.buy_dollars")}</span>
                </a>
              </>
            ) : (
              <Form method="post" replace>
                <Button type="submit" name="intent" value="unlock" loading={navigation.state !== "idle" && navigation.formData?.get("intent") === "unlock"} data-testid="recording-unlock">
                  {t("live.recordings.unlock_button", { price })}
                </Button>
              </Form>
            )}
          </>
        ) : null}
      </>
    );
  } else if (recording.visibility === "members" && user) {
    body = (
      <>
        <p>{t("live.recordings.members_only")}</p>
        <a className="sr-button sr-button--primary sr-button--md" href={href("/user/membership")}>
          <span className="sr-button__label">{t("live.recordings.members_link")}</span>
        </a>
      </>
    );
  } else {
    body = (
      <>
        <p>{t("live.recordings.sign_in")}</p>
        <a className="sr-button sr-button--primary sr-button--md" href={signIn} data-testid="recording-sign-in">
          <span className="sr-button__label">{t("live.recordings.sign_in_link")}</span>
        </a>
      </>
    );
  }
  return (
    <div className="wr-live__stage wr-live__stage--locked">
      <div className="wr-live__stage-overlay wr-live-lock" data-testid="recording-refused">
        <svg className="wr-live-lock__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
        </svg>
        {body}
      </div>
    </div>
  );
}

function Comments({ recording, comments, done }: { recording: TLiveRecording; comments: TRecordingCommentList; done: string | null }) {
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const navigation = useNavigation();
  const location = useLocation();
  const actionData = useActionData<typeof action>();
  const form = useFormState(isUnlockRefusal(actionData) ? undefined : actionData, { fields: COMMENT_FIELDS });
  const pageCount = Math.max(1, Math.ceil(comments.total / comments.page_size));
  const commenting = navigation.state !== "idle" && navigation.formData?.get("intent") === "comment";
  const hint = !user
    ? { text: t("live.recordings.comments.sign_in"), link: href(`/login?r=${encodeURIComponent(pathOf(recording.id))}`) }
    : recording.visibility === "price" && !recording.can_watch
      ? { text: t("live.recordings.comments.locked"), link: null }
      : recording.visibility === "members" && !recording.can_watch
        ? { text: t("live.recordings.comments.members_only"), link: null }
        : null;
  return (
    <section className="wr-live-comments" id="comments" aria-labelledby="comments-title" data-testid="recording-comments">
      <h2 id="comments-title">
        {t("live.recordings.comments.title")} <span className="wr-live-comments__count">({comments.total})</span>
      </h2>
      {done === "comment_added" || done === "comment_deleted" ? (
        <Alert tone="success" data-testid="recording-comment-done">
          <p>{t(done === "comment_added" ? "live.recordings.comments.added" : "live.recordings.comments.deleted")}</p>
        </Alert>
      ) : null}
      {recording.can_comment ? (
        // a new key after each published comment (the redirect is a new location): the field starts empty again
        <Form key={location.key} method="post" replace className="wr-live-comments__form" data-testid="recording-comment-form" noValidate>
          <FormErrorSummary errors={form.errors} />
          <input type="hidden" name="intent" value="comment" />
          <Textarea
            label={t("live.recordings.comments.label")}
            name="text"
            rows={3}
            maxLength={LIVE_RECORDING_COMMENT_MAX}
            hint={t("live.recordings.comments.hint")}
            error={form.fieldError("text")}
            defaultValue={form.value("text") ?? ""}
            data-testid="recording-comment-text"
          />
          <Button type="submit" loading={commenting} data-testid="recording-comment-submit">
            {t("live.recordings.comments.submit")}
          </Button>
        </Form>
      ) : hint ? (
        <p className="wr-live__muted" data-testid="recording-comment-hint">
          {hint.link ? <a href={hint.link}>{hint.text}</a> : hint.text}
        </p>
      ) : null}
      {comments.items.length === 0 ? (
        <EmptyState title={t("live.recordings.comments.empty")} headingLevel={3}>
          {recording.can_comment ? <p>{t("live.recordings.comments.empty_hint")}</p> : null}
        </EmptyState>
      ) : (
        <ol className="wr-live-comments__list">
          {comments.items.map((comment) => (
            <li key={comment.id} className="wr-live-comment" data-testid="recording-comment" data-comment-id={comment.id}>
              <img className="wr-live-comment__avatar" src={comment.author.avatar_url} alt="" width={40} height={40} loading="lazy" />
              <div className="wr-live-comment__main">
                <p className="wr-live-comment__meta">
                  <a href={href(`/p/${encodeURIComponent(comment.author.username)}`)}>{comment.author.username}</a> ·{" "}
                  <time dateTime={comment.created_at}>{formatBlogDate(comment.created_at, lang)}</time>
                </p>
                <p className="wr-live-comment__text">{comment.body}</p>
                <div className="wr-live-comment__actions">
                  {comment.can_delete ? (
                    <Form method="post" replace>
                      <input type="hidden" name="comment_id" value={comment.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete_comment"
                        className="sr-button sr-button--ghost sr-button--sm"
                        aria-label={t("live.recordings.comments.delete_named", { name: comment.author.username })}
                        data-testid="recording-comment-delete"
                      >
                        <span className="sr-button__label">{t("live.recordings.comments.delete")}</span>
                      </button>
                    </Form>
                  ) : null}
                  {comment.author.id !== user?.id ? <ReportLink category={REPORT_CATEGORY.recording_comment} itemId={comment.id} testId="recording-comment-report" /> : null}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <Pager current={comments.page_no} pageCount={pageCount} hrefFor={(n) => href(`${pathOf(recording.id)}?comments_page=${n}#comments`)} labels={pagerLabels(t, t("live.recordings.comments.pages"))} />
      ) : null}
    </section>
  );
}

export default function WatchRecordingRoute() {
  const { recording, comments, balance, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const user = useSessionUser();
  const isProducer = user?.id === recording.producer.id;
  return (
    <div className="wr-live wr-live--narrow" data-testid="watch-recording" data-can-watch={String(recording.can_watch)}>
      <p className="wr-live__back">
        <a href={href("/browse_streaming")}>← {t("live.recordings.back")}</a>
      </p>
      <h1>{recording.title}</h1>
      <p className="wr-live__muted">
        <a href={href(`/p/${recording.producer.username}`)}>{recording.display_name}</a>
        {recording.duration_seconds !== null ? ` · ${durationText(recording.duration_seconds, t)}` : ""} · {t("live.recordings.views", { count: recording.views })}
        {isProducer && recording.unlocks !== null && recording.visibility === "price" ? ` · ${t("live.recordings.unlocks", { count: recording.unlocks, earnings: recording.earnings ?? 0 })}` : ""}
      </p>
      {done === "unlocked" ? (
        <Alert tone="success" data-testid="recording-unlocked">
          <p>{balance !== null ? t("live.recordings.unlocked_balance", { balance }) : t("live.recordings.unlocked")}</p>
        </Alert>
      ) : null}
      {recording.playlist_url ? (
        <div className="wr-live__stage">
          <HlsPlayer src={recording.playlist_url} label={t("live.recordings.player", { name: recording.display_name })} />
        </div>
      ) : (
        <LockedStage recording={recording} balance={balance} refusal={isUnlockRefusal(actionData) ? actionData : null} />
      )}
      {!isProducer ? (
        <p className="wr-live__links">
          <ReportLink category={REPORT_CATEGORY.recording_video} itemId={recording.id} testId="recording-report" />
        </p>
      ) : null}
      {comments ? <Comments recording={recording} comments={comments} done={done} /> : null}
    </div>
  );
}
