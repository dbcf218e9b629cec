import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  cancelEventContract,
  commentEventReviewContract,
  confirmAttendeeContract,
  eventAttendeesContract,
  eventDetailContract,
  eventReviewsContract,
  rejectAttendeeContract,
  setAttendanceContract,
  type TEvent,
  type TEventAttendees,
  type TEventReviews,
} from "@samtrot/api-client/contracts";
import { EVENT_REVIEW_CRITERIA, REPORT_CATEGORY, type TLocale } from "@samtrot/constants-catalogue";
import { ReportLink } from "../reports/report-link";
import { ratingWordKey } from "../dating/review-words";
import { Alert, Button, Card, Pager, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { brand } from "@brand";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { requireUser } from "../shell/session/session.server";
import { useSessionUser } from "../shell/session/use-session-user";
import { formatDateDay, formatDateTime } from "../dating/date-words";
import { seoAlternates } from "../seo/seo-links";
import { EventStateBadge, priceText } from "./event-card";
import { eventJsonLd, eventPath, jsonLdText, plainTextOf } from "./event-words";
import eventsCssUrl from "./events.css?url";

export const handle = { i18n: ["common", "event"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsCssUrl }];

const INTENTS = ["attend", "absent", "reject", "confirm", "cancel", "comment"] as const;

// events/{category}/{slug} (spec 000 §2, guests too): server-rendered with canonical, hreflang and JSON-LD Event;
// attend / absent, the attendees (20 a page; the organizer rejects or confirms), the reviews with the organizer's
// comments. Every action is a plain form post to this route (same-origin checked), then back here.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const url = new URL(args.request.url);
  const api = pageApi(args, { lang });
  const detail = await api.call(eventDetailContract, { params: { category: args.params.category ?? "", slug: args.params.slug ?? "" } }, { camelCase: false });
  if (!detail.ok) throw new Response(null, { status: detail.status === 404 ? 404 : 502 });
  const event = detail.data;
  const attendeesPage = Math.max(1, Math.floor(Number(url.searchParams.get("attendees_page")) || 1));
  const reviewsPage = Math.max(1, Math.floor(Number(url.searchParams.get("reviews_page")) || 1));
  const [attendees, reviews] = await Promise.all([
    event.locked ? null : api.call(eventAttendeesContract, { params: { eventId: event.id }, query: { page_no: attendeesPage } }, { camelCase: false }),
    api.call(eventReviewsContract, { params: { eventId: event.id }, query: { page_no: reviewsPage } }, { camelCase: false }),
  ]);
  const path = eventPath(event);
  const seo = seoAlternates({ origin: url.origin, path, lang, localePrefix: brand.localePrefix });
  const description = event.description ? plainTextOf(event.description).replace(/\s+/g, " ").trim().slice(0, 160) : serverI18n.t(lang)(`category.${event.category}`, { ns: "event" });
  const organizerPath = `/p/${encodeURIComponent(event.organizer.username)}`;
  return data(
    {
      event,
      attendees: attendees?.ok ? attendees.data : (null as TEventAttendees | null),
      reviews: reviews.ok ? reviews.data : (null as TEventReviews | null),
      seo,
      description,
      jsonLd: jsonLdText(eventJsonLd(event, { url: seo.canonical, origin: url.origin, organizerUrl: `${url.origin}${localizePath(organizerPath, "")}`, description })),
      done: url.searchParams.get("done"),
      brandName: brand.name,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const api = pageApi(args, { lang });
  const detail = await api.call(eventDetailContract, { params: { category: args.params.category ?? "", slug: args.params.slug ?? "" } }, { camelCase: false });
  if (!detail.ok) throw new Response(null, { status: detail.status === 404 ? 404 : 502 });
  const eventId = detail.data.id;
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!(INTENTS as readonly string[]).includes(intent)) throw new Response(null, { status: 400 });
  const userId = Number(form.get("user_id"));
  let result;
  let anchor = "";
  switch (intent as (typeof INTENTS)[number]) {
    case "attend":
    case "absent":
      result = await api.call(setAttendanceContract, { params: { eventId }, body: { attendance: intent as "attend" | "absent" } }, { camelCase: false });
      break;
    case "reject":
      result = await api.call(rejectAttendeeContract, { params: { eventId, userId } }, { camelCase: false });
      anchor = "#attendees";
      break;
    case "confirm":
      result = await api.call(confirmAttendeeContract, { params: { eventId, userId } }, { camelCase: false });
      anchor = "#attendees";
      break;
    case "cancel":
      result = await api.call(cancelEventContract, { params: { eventId } }, { camelCase: false });
      break;
    case "comment":
      result = await api.call(commentEventReviewContract, { params: { eventId, reviewId: Number(form.get("review_id")) }, body: { text: String(form.get("text") ?? "") } }, { camelCase: false });
      anchor = "#reviews";
      break;
  }
  if (!result.ok) return refuseFromApi(result, ["text"], form);
  throw redirect(localizePath(`${eventPath(detail.data)}?done=${intent}${anchor}`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: `${page.event.title} – ${page.brandName}` },
        { name: "description", content: page.description },
        ...(page.event.status === "accepted" ? [] : [{ name: "robots", content: "noindex" }]),
        { tagName: "link", rel: "canonical", href: page.seo.canonical },
        ...page.seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
        { property: "og:title", content: page.event.title },
        { property: "og:description", content: page.description },
        { property: "og:url", content: page.seo.canonical },
        { property: "og:type", content: "website" },
        ...(page.event.cover_url ? [{ property: "og:image", content: page.event.cover_url }] : []),
      ]
    : [];

export default function EventDetailRoute() {
  const { event, attendees, reviews, jsonLd, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("event");
  const common = useTranslation("common").t;
  const { lang, href } = usePageLocale();
  const user = useSessionUser();
  const form = useFormState(actionData, { fields: ["text"] });
  const path = eventPath(event);
  return (
    <div className="wr-events wr-event" data-testid="event-detail" data-event-id={event.id} data-status={event.status} data-timing={event.timing}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <p className="wr-events__back">
        <a href={href(`/events/${event.category}`)}>← {t(`category.${event.category}`)}</a>
      </p>
      <header className="wr-event__head">
        {event.cover_url ? <img className="wr-event__cover" src={event.cover_url} alt="" width={800} height={450} /> : null}
        <p className="wr-event-card__category">
          {t(`category.${event.category}`)}
          {event.plus_only ? <span className="wr-event-plus"> · {t("plus_only_badge")}</span> : null}
        </p>
        <h1 data-testid="event-heading">{event.title}</h1>
        <EventStateBadge event={event} />
      </header>
      {done ? (
        <Alert tone="success" data-testid="event-done">
          <p>{t(`done.${done}`, { defaultValue: t("done.saved") })}</p>
        </Alert>
      ) : null}
      {form.errors.formError ? <FormErrorSummary errors={form.errors} /> : null}
      {event.is_organizer && event.status === "rejected" ? (
        <Alert tone="error" data-testid="event-rejected-reason">
          <p>
            <strong>{t("rejected_title")}</strong>
          </p>
          <p>{event.status_reason}</p>
        </Alert>
      ) : null}
      {event.is_organizer && event.status === "pending" ? (
        <Alert tone="info" data-testid="event-pending">
          <p>{t("pending_note")}</p>
        </Alert>
      ) : null}
      <div className="wr-event__layout">
        <aside className="wr-event__side">
          <Card title={t("your_attendance")} data-testid="event-attendance">
            <AttendancePanel event={event} signedIn={Boolean(user)} loginHref={href(`/login?r=${encodeURIComponent(path)}`)} />
            {event.can_review ? (
              <a className="sr-button sr-button--primary sr-button--md" href={href(`${path}/reviews/add`)} data-testid="event-review-link">
                <span className="sr-button__label">{t("review.write")}</span>
              </a>
            ) : null}
          </Card>
          {event.is_organizer ? (
            <Card title={t("organizer_tools")} data-testid="event-organizer-tools">
              {event.can_edit ? (
                <a className="sr-button sr-button--secondary sr-button--md" href={href(`${path}/edit`)} data-testid="event-edit-link">
                  <span className="sr-button__label">{t("edit.title")}</span>
                </a>
              ) : null}
              {event.needs_confirmation ? (
                <p>
                  <a href={href("/event/creator_accept")}>{t("creator_accept.title")}</a>
                </p>
              ) : null}
              {event.status !== "cancelled" && event.timing !== 0 ? (
                <Form method="post" replace>
                  <input type="hidden" name="intent" value="cancel" />
                  <Button type="submit" variant="secondary" data-testid="event-cancel">
                    {t("cancel_event")}
                  </Button>
                </Form>
              ) : null}
            </Card>
          ) : null}
          {/* guests too (the report page asks them to sign in); the api decides who may report what */}
          {!event.is_organizer ? (
            <p className="wr-event__report">
              <ReportLink category={REPORT_CATEGORY.event} itemId={event.id} testId="event-report" />
            </p>
          ) : null}
        </aside>
        <div className="wr-event__main">
          <EventFacts event={event} lang={lang} href={href} />
          {event.locked ? (
            <Alert tone="info" data-testid="event-locked">
              <p>{t("locked")}</p>
              <p>
                <a href={href(user ? "/user/membership" : `/login?r=${encodeURIComponent(path)}`)}>{user ? t("become_plus") : t("sign_in")}</a>
              </p>
            </Alert>
          ) : (
            <section className="wr-event__description" aria-labelledby="event-about">
              <h2 id="event-about">{t("about")}</h2>
              <div className="wr-rich-text" data-testid="event-description" dangerouslySetInnerHTML={{ __html: event.description ?? "" }} />
            </section>
          )}
          <Attendees event={event} attendees={attendees} />
          <Reviews event={event} reviews={reviews} lang={lang} form={form} viewerId={user?.id ?? null} />
        </div>
      </div>
    </div>
  );
}

function EventFacts({ event, lang, href }: { event: TEvent; lang: TLocale; href: (p: string) => string }) {
  const { t } = useTranslation("event");
  const when = (iso: string) => t("when", { day: formatDateDay(iso, lang), time: formatDateTime(iso) });
  return (
    <dl className="wr-event__facts" data-testid="event-facts">
      <div>
        <dt>{t("field.starts")}</dt>
        <dd>
          <time dateTime={event.starts_at}>{when(event.starts_at)}</time>
        </dd>
      </div>
      <div>
        <dt>{t("field.ends")}</dt>
        <dd>
          <time dateTime={event.ends_at}>{when(event.ends_at)}</time>
        </dd>
      </div>
      <div>
        <dt>{t("field.where")}</dt>
        <dd>
          {event.city.name}
          {event.address ? <span className="wr-event__address"> – {event.address}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t("field.price")}</dt>
        <dd data-testid="event-price">{priceText(event.price, lang, t("free"))}</dd>
      </div>
      <div>
        <dt>{t("field.attendees")}</dt>
        <dd data-testid="event-attending-count">{event.max_attendees === null ? event.attending_count : t("attending_of", { count: event.attending_count, max: event.max_attendees })}</dd>
      </div>
      <div>
        <dt>{t("field.organizer")}</dt>
        <dd>
          <a href={href(`/p/${encodeURIComponent(event.organizer.username)}`)}>{event.organizer.display_name ?? event.organizer.username}</a>
        </dd>
      </div>
    </dl>
  );
}

function AttendancePanel({ event, signedIn, loginHref }: { event: TEvent; signedIn: boolean; loginHref: string }) {
  const { t } = useTranslation("event");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (event.is_organizer) return <p>{t("attendance.organizer")}</p>;
  if (event.my_attendance === "rejected_by_organizer") return <p data-testid="event-my-attendance" data-attendance="rejected_by_organizer">{t("attendance.rejected")}</p>;
  const state = event.my_attendance === "attend" ? (event.my_confirmed ? "attend" : "requested") : event.my_attendance === "absent" ? "absent" : "none";
  return (
    <div className="wr-event__attend">
      <p data-testid="event-my-attendance" data-attendance={event.my_attendance ?? "none"}>
        {t(`attendance.${state}`)}
      </p>
      {!signedIn && event.status === "accepted" && event.timing >= 2 ? (
        <a className="sr-button sr-button--primary sr-button--md" href={loginHref}>
          <span className="sr-button__label">{t("sign_in_to_attend")}</span>
        </a>
      ) : null}
      {event.can_attend ? (
        <Form method="post" replace className="wr-event__attend-buttons">
          {event.my_attendance !== "attend" ? (
            <Button type="submit" name="intent" value="attend" loading={busy} data-testid="event-attend">
              {event.needs_confirmation ? t("attendance.request") : t("attendance.do_attend")}
            </Button>
          ) : null}
          {event.my_attendance !== "absent" ? (
            <Button type="submit" name="intent" value="absent" variant="secondary" data-testid="event-absent">
              {t("attendance.do_absent")}
            </Button>
          ) : null}
        </Form>
      ) : null}
      {event.locked && signedIn ? <p>{t("attendance.plus_only")}</p> : null}
    </div>
  );
}

function Attendees({ event, attendees }: { event: TEvent; attendees: TEventAttendees | null }) {
  const { t } = useTranslation("event");
  const { href } = usePageLocale();
  if (event.locked) return null;
  const pageCount = attendees ? Math.max(1, Math.ceil(attendees.total / attendees.page_size)) : 1;
  const organizerMayAct = event.is_organizer && (event.timing === 2 || event.timing === 3);
  return (
    <section id="attendees" className="wr-event__attendees" aria-labelledby="event-attendees-title" data-testid="event-attendees">
      <h2 id="event-attendees-title">{t("attendees.title", { count: attendees?.total ?? 0 })}</h2>
      {!attendees || attendees.items.length === 0 ? (
        <p className="wr-events__muted">{t("attendees.empty")}</p>
      ) : (
        <ul className="wr-event__attendee-list">
          {attendees.items.map((a) => (
            <li key={a.user.id} data-testid="event-attendee" data-user-id={a.user.id} data-attendance={a.attendance}>
              <a href={href(`/p/${encodeURIComponent(a.user.username)}`)}>{a.user.display_name ?? a.user.username}</a>
              {a.attendance === "rejected_by_organizer" ? <span className="wr-event-tag wr-event-tag--over">{t("attendees.rejected")}</span> : null}
              {a.attendance === "attend" && !a.confirmed ? <span className="wr-event-tag">{t("attendees.requested")}</span> : null}
              {organizerMayAct && a.attendance === "attend" ? (
                <Form method="post" replace className="wr-event__attendee-actions">
                  <input type="hidden" name="user_id" value={a.user.id} />
                  {!a.confirmed ? (
                    <Button type="submit" name="intent" value="confirm" size="sm" data-testid="event-attendee-confirm">
                      {t("attendees.confirm")}
                      <span className="sr-visually-hidden"> – {a.user.username}</span>
                    </Button>
                  ) : null}
                  <Button type="submit" name="intent" value="reject" size="sm" variant="secondary" data-testid="event-attendee-reject">
                    {t("attendees.reject")}
                    <span className="sr-visually-hidden"> – {a.user.username}</span>
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && attendees ? (
        <Pager current={attendees.page_no} pageCount={pageCount} hrefFor={(n) => href(`${eventPath(event)}?attendees_page=${n}#attendees`)} labels={pagerLabels(t, t("pages"))} />
      ) : null}
    </section>
  );
}

function Reviews({
  event,
  reviews,
  lang,
  form,
  viewerId,
}: {
  event: TEvent;
  reviews: TEventReviews | null;
  lang: TLocale;
  form: ReturnType<typeof useFormState>;
  viewerId: number | null;
}) {
  const { t } = useTranslation("event");
  const common = useTranslation("common").t;
  const { href } = usePageLocale();
  if (!reviews) return null;
  const pageCount = Math.max(1, Math.ceil(reviews.total / reviews.page_size));
  return (
    <section id="reviews" className="wr-event__reviews" aria-labelledby="event-reviews-title" data-testid="event-reviews">
      <h2 id="event-reviews-title">{t("review.title_list", { count: reviews.total })}</h2>
      {reviews.total > 0 ? (
        <dl className="wr-event__averages">
          {EVENT_REVIEW_CRITERIA.map((c) => (
            <div key={c}>
              <dt>{t(`review.criterion.${c}`)}</dt>
              <dd>{reviews.averages[c] === null ? "–" : `${reviews.averages[c]!.toLocaleString(lang === "en" ? "en-GB" : lang)} / 5`}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="wr-events__muted" data-testid="event-reviews-empty">
          {event.timing === 0 ? t("review.empty_past") : t("review.empty_upcoming")}
        </p>
      )}
      <ul className="wr-event__review-list">
        {reviews.items.map((review) => (
          <li key={review.id} data-testid="event-review" data-review-id={review.id}>
            <article aria-label={t("review.by", { name: review.author.display_name ?? review.author.username })}>
              <p className="wr-event__review-head">
                <strong>{review.author.display_name ?? review.author.username}</strong> · <time dateTime={review.created_at}>{formatDateDay(review.created_at, lang)}</time>
              </p>
              <ul className="wr-event__review-ratings">
                {EVENT_REVIEW_CRITERIA.map((c) => (
                  <li key={c}>
                    {t(`review.criterion.${c}`)}: {review.ratings[c]} – {common(ratingWordKey(review.ratings[c]!) as string)}
                  </li>
                ))}
                <li>
                  {t("review.radio.would_attend_again")}: {review.radios.would_attend_again ? t("review.yes") : t("review.no")}
                </li>
                <li>
                  {t("review.radio.will_recommend")}: {review.radios.will_recommend ? t("review.yes") : t("review.no")}
                </li>
              </ul>
              {review.comment ? <p className="wr-event__review-comment">{review.comment}</p> : null}
              {review.author.id !== viewerId ? (
                <p className="wr-event__report">
                  <ReportLink category={REPORT_CATEGORY.event_review} itemId={review.id} testId="event-review-report" />
                </p>
              ) : null}
              {review.comments.map((k) => (
                <blockquote key={k.id} className="wr-event__review-reply" data-testid="event-review-reply">
                  <p className="wr-event__review-head">
                    <strong>{t("review.organizer_comment")}</strong>
                  </p>
                  <p>{k.text}</p>
                  {k.author.id !== viewerId ? (
                    <p className="wr-event__report">
                      <ReportLink category={REPORT_CATEGORY.event_review_comment} itemId={k.id} testId="event-review-reply-report" />
                    </p>
                  ) : null}
                </blockquote>
              ))}
              {event.is_organizer ? (
                <Form method="post" replace className="wr-event__reply-form">
                  <input type="hidden" name="intent" value="comment" />
                  <input type="hidden" name="review_id" value={review.id} />
                  <Textarea label={t("review.comment_label")} name="text" rows={2} maxLength={1000} error={form.fieldError("text")} />
                  <Button type="submit" size="sm" variant="secondary">
                    {t("review.comment_submit")}
                  </Button>
                </Form>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? <Pager current={reviews.page_no} pageCount={pageCount} hrefFor={(n) => href(`${eventPath(event)}?reviews_page=${n}#reviews`)} labels={pagerLabels(t, t("pages"))} /> : null}
    </section>
  );
}
