import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { attendanceRequestsContract, confirmAttendeeContract, rejectAttendeeContract } from "@samtrot/api-client/contracts";
import { Alert, Button, EmptyState, Pager } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
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
import { formatDateDay, formatDateTime } from "../dating/date-words";
import { eventPath } from "./event-words";
import eventsCssUrl from "./events.css?url";

export const handle = { i18n: ["common", "event"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsCssUrl }];

// /event/creator_accept (spec 000 §2; decision 029): the organizer's attendance requests on his events that need
// confirmation — confirm (the attendance counts) or reject (for good).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const url = new URL(args.request.url);
  const pageNo = Math.max(1, Math.floor(Number(url.searchParams.get("page_no")) || 1));
  const result = await pageApi(args, { lang }).call(attendanceRequestsContract, { query: { page_no: pageNo } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: 502 });
  return data({ title: serverI18n.t(lang)("creator_accept.title", { ns: "event" }), list: result.data, done: url.searchParams.get("done") }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const params = { eventId: Number(form.get("event_id")), userId: Number(form.get("user_id")) };
  const intent = form.get("intent") === "confirm" ? "confirm" : "reject";
  const result = await pageApi(args, { lang }).call(intent === "confirm" ? confirmAttendeeContract : rejectAttendeeContract, { params }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, [], form);
  throw redirect(localizePath(`/event/creator_accept?done=${intent}`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function CreatorAcceptRoute() {
  const { list, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useFormState(actionData, { fields: [] });
  const { t } = useTranslation("event");
  const { lang, href } = usePageLocale();
  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <div className="wr-events wr-events--narrow" data-testid="creator-accept">
      <h1>{t("creator_accept.title")}</h1>
      <p className="wr-events__intro">{t("creator_accept.intro")}</p>
      {done ? (
        <Alert tone="success">
          <p>{t(`done.${done}`)}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={form.errors} />
      {list.items.length === 0 ? (
        <EmptyState title={t("creator_accept.empty")} data-testid="creator-accept-empty">
          <p>
            <a href={href("/my_events")}>{t("my.title")}</a>
          </p>
        </EmptyState>
      ) : (
        <ul className="wr-event__request-list">
          {list.items.map(({ event, attendee }) => (
            <li key={`${event.id}-${attendee.user.id}`} className="wr-event__request" data-testid="attendance-request">
              <p>
                <a href={href(`/p/${encodeURIComponent(attendee.user.username)}`)}>
                  <strong>{attendee.user.display_name ?? attendee.user.username}</strong>
                </a>{" "}
                {t("creator_accept.wants")} <a href={href(eventPath(event))}>{event.title}</a>
              </p>
              <p className="wr-events__muted">{t("when", { day: formatDateDay(event.starts_at, lang), time: formatDateTime(event.starts_at) })}</p>
              <Form method="post" replace className="wr-event__attendee-actions">
                <input type="hidden" name="event_id" value={event.id} />
                <input type="hidden" name="user_id" value={attendee.user.id} />
                <Button type="submit" name="intent" value="confirm" size="sm" data-testid="request-confirm">
                  {t("attendees.confirm")}
                </Button>
                <Button type="submit" name="intent" value="reject" size="sm" variant="secondary" data-testid="request-reject">
                  {t("attendees.reject")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pager current={list.page_no} pageCount={pageCount} hrefFor={(n) => href(`/event/creator_accept?page_no=${n}`)} labels={pagerLabels(t, t("pages"))} /> : null}
    </div>
  );
}
