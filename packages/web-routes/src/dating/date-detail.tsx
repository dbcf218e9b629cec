import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import {
  acceptDateContract,
  cancelCheckInContract,
  cancelDateContract,
  confirmCheckInContract,
  dateDetailContract,
  dateSafetyContract,
  fileClientWarningContract,
  setCheckInContract,
  withdrawClientWarningContract,
  dateReviewsContract,
  rejectDateContract,
  replyDateReviewContract,
  rescheduleDateContract,
  type TDate,
  type TDateTimelineEvent,
} from "@samtrot/api-client/contracts";
import { DATE_STAGE, FORM_INVALID_KEY, REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { Alert, Button, Card, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { durationLabel } from "../profiles/profile-facts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { REALTIME_RESYNC, useRealtimeEvent, useRealtimeStatus } from "../shell/realtime/use-realtime";
import { requireUser } from "../shell/session/session.server";
import { DateFacts, partnerName, StageBadge } from "./date-card";
import { WhenFields } from "./date-form-fields";
import { actionKey, berlinFields, berlinToIso, formatDateDay, formatDateTime, partnerOf, timelineKey, viewerIdOf } from "./date-words";
import { DateReviews } from "./date-reviews-section";
import { CHECK_IN_FIELDS, ClientWarningsBox, DateSafetyPanel, SAFETY_INTENTS, WARNING_FIELDS, type TSafetyIntent } from "./safety/date-safety-panel";
import { ReportLink } from "../reports/report-link";
import datingCssUrl from "./dating.css?url";
import safetyCssUrl from "./safety/safety.css?url";

export const handle = { i18n: ["common", "dating"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: datingCssUrl },
  { rel: "stylesheet", href: safetyCssUrl },
];

const headers = { "cache-control": "private, no-store" };
const INTENTS = ["accept", "reject", "cancel", "reschedule"] as const;
type TIntent = (typeof INTENTS)[number];
/** ?done= after a redirect: what just happened (the request form sends "request", the review form "review"). */
const DONE = [...INTENTS, "request", "review", "reply", ...SAFETY_INTENTS] as const;
/** Stages in which a date has (or may get) reviews: the 7 days after an accepted date, and after them. */
const REVIEW_STAGES: readonly number[] = [DATE_STAGE.NEEDS_REVIEW, DATE_STAGE.COMPLETED];
const RESCHEDULE_FIELDS = ["date", "start_at", "duration_minutes", "message"] as const;

function dateIdOf(params: Record<string, string | undefined>): number {
  const id = Number(params.dateId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}

// my_date/{dateId}: a date's facts, its timeline and what the viewer may do now (the api's `actions`). Every action
// is a plain form post (works without JavaScript); the page follows date.changed live.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const dateId = dateIdOf(args.params);
  const api = pageApi(args, { lang });
  const result = await api.call(dateDetailContract, { params: { dateId } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 ? 404 : typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  // The reviews once the date is over (a failed call leaves the section out rather than the page).
  const reviews = REVIEW_STAGES.includes(result.data.date.stage) ? await api.call(dateReviewsContract, { params: { dateId } }, { camelCase: false }) : null;
  // The escort side's safety (check-in, her warning, and for verified escorts the client's warnings); the api
  // refuses it to the client side, so it is asked for only as the receiver.
  const safety = result.data.date.my_side === "receiver" ? await api.call(dateSafetyContract, { params: { dateId } }, { camelCase: false }) : null;
  const done = new URL(args.request.url).searchParams.get("done");
  const name = partnerName(result.data.date);
  return data(
    {
      title: serverI18n.t(lang)("detail_title", { ns: "dating", name }),
      detail: result.data,
      reviews: reviews?.ok ? reviews.data : null,
      safety: safety?.ok ? safety.data : null,
      now: Date.now(),
      done: (DONE as readonly string[]).includes(done ?? "") ? (done as (typeof DONE)[number]) : null,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const dateId = dateIdOf(args.params);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "") as TIntent | "reply" | TSafetyIntent;
  if ((SAFETY_INTENTS as readonly string[]).includes(intent)) return safetyAction(args, { dateId, lang, linkPrefix, intent: intent as TSafetyIntent, form });
  if (intent === "reply") {
    const reply = await pageApi(args, { lang }).call(replyDateReviewContract, { params: { dateId }, body: { text: String(form.get("text") ?? "").trim() } }, { camelCase: false });
    if (!reply.ok) return refuseFromApi(reply, ["text"], form);
    throw redirect(localizePath(`/my_date/${dateId}?done=reply#reviews`, linkPrefix), { headers });
  }
  if (!(INTENTS as readonly string[]).includes(intent)) return refuse({ fieldErrors: {}, formError: "validation.common.invalid_choice" }, form);
  const versionValue = Number(form.get("version"));
  const version = Number.isSafeInteger(versionValue) && versionValue > 0 ? versionValue : undefined;
  const message = String(form.get("message") ?? "").trim();
  const api = pageApi(args, { lang });
  let result;
  if (intent === "reschedule") {
    const date = String(form.get("date") ?? "");
    const time = String(form.get("time") ?? "");
    if (!date) return refuse({ fieldErrors: { date: "validation.common.required" }, formError: FORM_INVALID_KEY }, form);
    const startAt = berlinToIso(date, time);
    if (!startAt) return refuse({ fieldErrors: { start_at: time ? "validation.dating.invalid_start" : "validation.common.required" }, formError: FORM_INVALID_KEY }, form);
    const duration = Number(form.get("duration_minutes"));
    result = await api.call(
      rescheduleDateContract,
      { params: { dateId }, body: { start_at: startAt, duration_minutes: duration, version, message } },
      { camelCase: false },
    );
    if (!result.ok) return refuseFromApi(result, RESCHEDULE_FIELDS, form);
  } else {
    const contract = intent === "accept" ? acceptDateContract : intent === "reject" ? rejectDateContract : cancelDateContract;
    result = await api.call(contract, { params: { dateId }, body: { version, message } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, [], form);
  }
  // Post/redirect/get: a reload does not send the action again.
  throw redirect(localizePath(`/my_date/${dateId}?done=${intent}`, linkPrefix), { headers });
}

/** The safety forms: check-in set/move, "Ich bin sicher", cancel; the warning filed or withdrawn. */
async function safetyAction(args: ActionFunctionArgs, input: { dateId: number; lang: Parameters<typeof pageApi>[1]["lang"]; linkPrefix: string; intent: TSafetyIntent; form: FormData }) {
  const { dateId, intent, form } = input;
  const api = pageApi(args, { lang: input.lang });
  const params = { dateId };
  if (intent === "checkin_set") {
    const date = String(form.get("date") ?? "");
    const time = String(form.get("time") ?? "");
    if (!date) return refuse({ fieldErrors: { date: "validation.common.required" }, formError: FORM_INVALID_KEY }, form);
    const dueAt = berlinToIso(date, time);
    if (!dueAt) return refuse({ fieldErrors: { due_at: time ? "validation.dating.invalid_check_in_time" : "validation.common.required" }, formError: FORM_INVALID_KEY }, form);
    const body = {
      due_at: dueAt,
      contact_name: String(form.get("contact_name") ?? ""),
      contact_email: String(form.get("contact_email") ?? ""),
      remember_contact: form.get("remember_contact") === "1",
    };
    const result = await api.call(setCheckInContract, { params, body }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, CHECK_IN_FIELDS, form);
  } else if (intent === "warning_file") {
    const body = { categories: form.getAll("categories").map(String), text: String(form.get("text") ?? "") };
    const result = await api.call(fileClientWarningContract, { params, body }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, WARNING_FIELDS, form);
  } else {
    const contract = intent === "checkin_confirm" ? confirmCheckInContract : intent === "checkin_cancel" ? cancelCheckInContract : withdrawClientWarningContract;
    const result = await api.call(contract, { params }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, [], form);
  }
  const anchor = intent.startsWith("warning") ? "#warning" : "#safety";
  throw redirect(localizePath(`/my_date/${dateId}?done=${intent}${anchor}`, input.linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function DateDetailRoute() {
  const { detail, done, reviews, safety, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  const { lang, href } = usePageLocale();
  const revalidator = useRevalidator();
  const realtime = useRealtimeStatus();
  const navigation = useNavigation();
  const { date, timeline } = detail;
  const partner = partnerOf(date);
  const name = partnerName(date);
  const viewerId = viewerIdOf(date);
  const failedIntent = actionData && "values" in actionData ? String(actionData.values.intent ?? "") : "";
  const rescheduleForm = useFormState(failedIntent === "reschedule" ? actionData : undefined, { fields: RESCHEDULE_FIELDS });
  const overall = useFormState(
    failedIntent && failedIntent !== "reschedule" && failedIntent !== "reply" && failedIntent !== "checkin_set" && failedIntent !== "warning_file" ? actionData : undefined,
    { fields: [] },
  );
  const checkInForm = useFormState(failedIntent === "checkin_set" ? actionData : undefined, { fields: CHECK_IN_FIELDS });
  const warningForm = useFormState(failedIntent === "warning_file" ? actionData : undefined, { fields: WARNING_FIELDS });
  const replyForm = useFormState(failedIntent === "reply" ? actionData : undefined, { fields: ["text"] });
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";

  useRealtimeEvent<{ date?: { id?: number } }>("date.changed", (payload) => {
    if (!payload?.date?.id || payload.date.id === date.id) revalidator.revalidate();
  });
  useRealtimeEvent(REALTIME_RESYNC, () => revalidator.revalidate());

  const simpleActions = date.actions.filter((a): a is "accept" | "reject" | "cancel" => a !== "reschedule");
  const canReschedule = date.actions.includes("reschedule");
  const proposal = berlinFields(date.start_at);
  return (
    <div className="wr-dates wr-date-detail" data-testid="date-detail" data-realtime={realtime} data-date-id={date.id} data-stage={date.stage}>
      <p className="wr-date-detail__back">
        <a href={href("/my_date")}>← {t("back")}</a>
      </p>
      <div className="wr-date-row__head">
        <h1 className="wr-date-detail__title">
          {t("with", { name: "" })}
          <a href={href(`/p/${encodeURIComponent(partner.username)}`)} data-testid="date-partner">
            {name}
          </a>
        </h1>
        <StageBadge stage={date.stage} />
      </div>
      <p className="wr-date-detail__report">
        <ReportLink category={REPORT_CATEGORY.date} itemId={date.id} testId="date-report" />
      </p>
      {/* The confirmation holds while the viewer's own step is the newest; a live change by the other side ends it. */}
      {done && !actionData && (done as string).match(/^(checkin|warning)_/) ? (
        <Alert tone="success" data-testid="date-done">
          <p>{common(`date_safety.safety.done.${done}`)}</p>
        </Alert>
      ) : done && !actionData && timeline.at(-1)?.actor_id === viewerId ? (
        <Alert tone="success" data-testid="date-done">
          <p>{t(`done.${done}`)}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={overall.errors} />
      <div className="wr-date-detail__grid">
        <div className="wr-date-detail__main">
          {safety?.client_warnings ? <ClientWarningsBox warnings={safety.client_warnings} name={name} lang={lang} /> : null}
          <Card title={t("field.status")} data-testid="date-facts">
            <DateFacts date={date} lang={lang} />
            {date.expires_at ? (
              <p className="wr-date-detail__expires">
                {t("field.expires")}: <time dateTime={date.expires_at}>{t("when", { day: formatDateDay(date.expires_at, lang), time: formatDateTime(date.expires_at) })}</time>
              </p>
            ) : null}
          </Card>
          <Card title={t("actions_title")} data-testid="date-actions">
            {date.stage === DATE_STAGE.NEEDS_REVIEW && reviews?.can_review ? (
              <p className="wr-date-actions">
                <a className="sr-button sr-button--primary sr-button--md" href={href(`/dating/reviews/add/${date.id}`)} data-testid="date-action-review">
                  {t("review.write")}
                </a>
              </p>
            ) : null}
            {date.actions.length === 0 && !(date.stage === DATE_STAGE.NEEDS_REVIEW && reviews?.can_review) ? <p className="wr-date-detail__none">{t("no_actions")}</p> : null}
            {simpleActions.length ? (
              <div className="wr-date-actions">
                {simpleActions.map((name) => (
                  <Form
                    key={name}
                    method="post"
                    replace
                    onSubmit={(event) => {
                      if (name === "cancel" && !window.confirm(t("cancel_confirm"))) event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value={name} />
                    <input type="hidden" name="version" value={date.version} />
                    <Button
                      type="submit"
                      variant={name === "accept" ? "primary" : "secondary"}
                      loading={busyIntent === name}
                      disabled={busyIntent !== ""}
                      data-testid={`date-action-${name}`}
                    >
                      {t(actionKey(name, date))}
                    </Button>
                  </Form>
                ))}
              </div>
            ) : null}
            {canReschedule ? (
              <details key={date.version} className="wr-date-reschedule" open={failedIntent === "reschedule" || undefined}>
                <summary data-testid="date-action-reschedule">{t("action.reschedule")}</summary>
                <Form method="post" replace className="wr-date-form" data-testid="reschedule-form" noValidate>
                  <input type="hidden" name="intent" value="reschedule" />
                  <input type="hidden" name="version" value={date.version} />
                  <FormErrorSummary errors={rescheduleForm.errors} />
                  <WhenFields form={rescheduleForm} defaults={{ date: proposal.date, time: proposal.time, duration: date.duration_minutes }} />
                  <Textarea
                    label={t("form.message")}
                    name="message"
                    rows={2}
                    maxLength={1000}
                    hint={t("form.message_hint")}
                    defaultValue={rescheduleForm.value("message") ?? ""}
                    error={rescheduleForm.fieldError("message")}
                  />
                  <Button type="submit" loading={busyIntent === "reschedule"} disabled={busyIntent !== ""} data-testid="reschedule-submit">
                    {t("form.submit_reschedule")}
                  </Button>
                </Form>
              </details>
            ) : null}
          </Card>
          {safety ? <DateSafetyPanel safety={safety} clientName={name} lang={lang} checkInForm={checkInForm} warningForm={warningForm} busyIntent={busyIntent} /> : null}
          {reviews ? <DateReviews reviews={reviews} date={date} name={name} lang={lang} now={now} form={replyForm} busy={busyIntent === "reply"} /> : null}
          {date.message ? (
            <Card title={t("field.message")}>
              <p className="wr-date-detail__message">{date.message}</p>
            </Card>
          ) : null}
        </div>
        <Card title={t("timeline_title")} className="wr-date-timeline" data-testid="date-timeline">
          <ol className="wr-timeline">
            {timeline.map((event) => (
              <TimelineItem key={event.id} event={event} viewerId={viewerId} name={name} lang={lang} date={date} />
            ))}
          </ol>
        </Card>
      </div>
    </div>
  );
}

function TimelineItem({ event, viewerId, name, lang, date }: { event: TDateTimelineEvent; viewerId: number; name: string; lang: Parameters<typeof formatDateDay>[1]; date: TDate }) {
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  const mine = event.actor_id === viewerId;
  return (
    <li className={`wr-timeline__item${event.actor_id === null ? " wr-timeline__item--system" : mine ? " wr-timeline__item--mine" : ""}`} data-testid="timeline-event" data-type={event.type}>
      <p className="wr-timeline__text">{t(timelineKey(event, viewerId), { name })}</p>
      {event.start_at ? (
        <p className="wr-timeline__proposal">
          {t("proposed", {
            when: t("when", { day: formatDateDay(event.start_at, lang), time: formatDateTime(event.start_at) }),
            duration: durationLabel(event.duration_minutes ?? date.duration_minutes, common),
          })}
        </p>
      ) : null}
      {event.message ? <blockquote className="wr-timeline__message">{event.message}</blockquote> : null}
      <time className="wr-timeline__time" dateTime={event.created_at}>
        {t("when", { day: formatDateDay(event.created_at, lang), time: formatDateTime(event.created_at) })}
      </time>
    </li>
  );
}
