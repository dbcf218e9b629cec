import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { acceptEventContract, moderationEventsContract, rejectEventContract } from "@samtrot/api-client/contracts";
import { Alert, Button, EmptyState, Pager, Textarea } from "@samtrot/ui-kit";
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
import { requireModeratorPage } from "./moderation-guard.server";
import { formatDateDay, formatDateTime } from "../dating/date-words";
import { priceText } from "../events/event-card";
import { eventPath } from "../events/event-words";
import eventsCssUrl from "../events/events.css?url";
import { ConsoleShell } from "./console-shell";
import consoleCssUrl from "./moderation-console.css?url";

export const handle = { i18n: ["common", "event"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsCssUrl }, { rel: "stylesheet", href: consoleCssUrl }];

// moderation/events (team and backend only: the shared moderation guard; the api refuses everyone else too): the
// pending queue, oldest first; accept, or reject with a statement to the organizer.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const url = new URL(args.request.url);
  const pageNo = Math.max(1, Math.floor(Number(url.searchParams.get("page_no")) || 1));
  const result = await pageApi(args, { lang }).call(moderationEventsContract, { query: { page_no: pageNo } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 404 : 502 });
  return data({ title: serverI18n.t(lang)("moderation.title", { ns: "event" }), list: result.data, done: url.searchParams.get("done") }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  const eventId = Number(form.get("event_id"));
  const api = pageApi(args, { lang });
  const result =
    form.get("intent") === "accept"
      ? await api.call(acceptEventContract, { params: { eventId } }, { camelCase: false })
      : await api.call(rejectEventContract, { params: { eventId }, body: { reason: String(form.get("reason") ?? "") } }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, ["reason"], form);
  throw redirect(localizePath(`/moderation/events?done=${form.get("intent") === "accept" ? "accepted" : "rejected"}`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ModerationEventsRoute() {
  const { list, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("event");
  const { lang, href } = usePageLocale();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: ["reason"] });
  const failedFor = form.value("event_id");
  const pageCount = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <ConsoleShell section="events">
    <div className="wr-events wr-events--narrow" data-testid="moderation-events">
      <h1>{t("moderation.title")}</h1>
      <p className="wr-events__intro">{t("moderation.intro", { count: list.total })}</p>
      {done ? (
        <Alert tone="success" data-testid="moderation-done">
          <p>{t(`moderation.done_${done}`)}</p>
        </Alert>
      ) : null}
      {list.items.length === 0 ? (
        <EmptyState title={t("moderation.empty")} data-testid="moderation-empty" />
      ) : (
        <ul className="wr-event__request-list">
          {list.items.map((event) => (
            <li key={event.id} className="wr-event__request" data-testid="moderation-event" data-event-id={event.id}>
              <h2 className="wr-event-card__title">
                <a href={href(eventPath(event))}>{event.title}</a>
              </h2>
              <p className="wr-events__muted">
                {t(`category.${event.category}`)} · {event.city.name} · {t("when", { day: formatDateDay(event.starts_at, lang), time: formatDateTime(event.starts_at) })} ·{" "}
                {priceText(event.price, lang, t("free"))} · {event.organizer.display_name ?? event.organizer.username}
              </p>
              <div className="wr-rich-text wr-event__moderation-text" dangerouslySetInnerHTML={{ __html: event.description ?? "" }} />
              <Form method="post" replace className="wr-event__moderation-form">
                <input type="hidden" name="event_id" value={event.id} />
                {String(event.id) === failedFor ? <FormErrorSummary errors={form.errors} /> : null}
                <Textarea label={t("moderation.reason")} name="reason" rows={2} maxLength={1000} hint={t("moderation.reason_hint")} error={String(event.id) === failedFor ? form.fieldError("reason") : undefined} />
                <div className="wr-event__attendee-actions">
                  <Button type="submit" name="intent" value="accept" size="sm" loading={navigation.state === "submitting"} data-testid="moderation-accept">
                    {t("moderation.accept")}
                  </Button>
                  <Button type="submit" name="intent" value="reject" size="sm" variant="danger" data-testid="moderation-reject">
                    {t("moderation.reject")}
                  </Button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? <Pager current={list.page_no} pageCount={pageCount} hrefFor={(n) => href(`/moderation/events?page_no=${n}`)} labels={pagerLabels(t, t("pages"))} /> : null}
    </div>
    </ConsoleShell>
  );
}
