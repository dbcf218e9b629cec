import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { addEventReviewContract, eventDetailContract } from "@samtrot/api-client/contracts";
import { EVENT_REVIEW_CRITERIA, EVENT_REVIEW_RADIOS } from "@samtrot/constants-catalogue";
import { Alert, Button, Card, ChoiceGroup, Textarea } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { ratingOptions } from "../dating/review-words";
import { EVENT_REVIEW_FIELDS, eventPath, eventReviewBodyFromForm } from "./event-words";
import eventsCssUrl from "./events.css?url";

export const handle = { i18n: ["common", "event"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsCssUrl }];

async function loadEvent(args: LoaderFunctionArgs, lang: Parameters<typeof pageApi>[1]["lang"]) {
  const result = await pageApi(args, { lang }).call(eventDetailContract, { params: { category: args.params.category ?? "", slug: args.params.slug ?? "" } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 404 ? 404 : 502 });
  return result.data;
}

// events/{category}/{slug}/reviews/add (spec 000 §2): an attendee rates service, organisation, location and value
// (1–5 with the rating words) and answers would attend again / will recommend, once, after the event.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const event = await loadEvent(args, lang);
  return data({ title: serverI18n.t(lang)("review.add_title", { ns: "event", title: event.title }), event }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const event = await loadEvent(args, lang);
  const form = await args.request.formData();
  const result = await pageApi(args, { lang }).call(addEventReviewContract, { params: { eventId: event.id }, body: eventReviewBodyFromForm(form) }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, EVENT_REVIEW_FIELDS, form);
  throw redirect(localizePath(`${eventPath(event)}?done=review#reviews`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function EventReviewAddRoute() {
  const { event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("event");
  const common = useTranslation("common").t;
  const { href } = usePageLocale();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: EVENT_REVIEW_FIELDS });
  const back = href(eventPath(event));
  const options = ratingOptions((key) => common(key));
  return (
    <div className="wr-events wr-events--narrow" data-testid="event-review-add">
      <p className="wr-events__back">
        <a href={back}>← {event.title}</a>
      </p>
      <h1>{t("review.add_title", { title: event.title })}</h1>
      {!event.can_review ? (
        <Alert tone="info" data-testid="event-review-refused">
          <p>{event.timing !== 0 ? t("review.too_early") : t("review.not_allowed")}</p>
          <p>
            <a href={back}>{t("review.back")}</a>
          </p>
        </Alert>
      ) : (
        <Form method="post" replace className="wr-event-form" data-testid="event-review-form" noValidate>
          <FormErrorSummary errors={form.errors} />
          <Card title={t("review.criteria_title")}>
            {EVENT_REVIEW_CRITERIA.map((criterion) => (
              <ChoiceGroup
                key={criterion}
                kind="radio"
                name={`ratings.${criterion}`}
                legend={t(`review.criterion.${criterion}`)}
                options={options}
                columns
                required
                defaultValue={form.values(`ratings.${criterion}`)}
                error={form.fieldError(`ratings.${criterion}`)}
              />
            ))}
          </Card>
          <Card title={t("review.questions_title")}>
            {EVENT_REVIEW_RADIOS.map((radio) => (
              <ChoiceGroup
                key={radio}
                kind="radio"
                name={`radios.${radio}`}
                legend={t(`review.radio.${radio}`)}
                options={[
                  { value: "yes", label: t("review.yes") },
                  { value: "no", label: t("review.no") },
                ]}
                columns
                required
                defaultValue={form.values(`radios.${radio}`)}
                error={form.fieldError(`radios.${radio}`)}
              />
            ))}
            <Textarea label={t("review.comment")} name="comment" rows={4} maxLength={2000} defaultValue={form.value("comment") ?? ""} error={form.fieldError("comment")} data-testid="event-review-comment" />
          </Card>
          <Button type="submit" loading={navigation.state === "submitting"} data-testid="event-review-submit">
            {t("review.submit")}
          </Button>
        </Form>
      )}
    </div>
  );
}
