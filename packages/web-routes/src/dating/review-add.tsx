import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { addDateReviewContract, dateDetailContract, dateReviewsContract } from "@samtrot/api-client/contracts";
import { Alert, Button, Card, ChoiceGroup, Textarea } from "@samtrot/ui-kit";
import { asksShowUp, criteriaFor } from "@samtrot/dating";
import { SHOW_UP } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { formMessageText } from "../shell/forms/form-message";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { partnerName } from "./date-card";
import { formatDateDay, formatDateTime, partnerOf } from "./date-words";
import { ratingOptions, REVIEW_COMMENT_MAX, REVIEW_FIELDS, REVIEW_RADIOS, reviewBodyFromForm, reviewRefusalKey, SHOW_UP_ORDER } from "./review-words";
import datingCssUrl from "./dating.css?url";

export const handle = { i18n: ["common", "dating"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: datingCssUrl }];

const headers = { "cache-control": "private, no-store" };

function dateIdOf(params: Record<string, string | undefined>): number {
  const id = Number(params.dateId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}

function failStatus(status: unknown): number {
  return status === 404 ? 404 : typeof status === "number" && status >= 400 ? status : 502;
}

// dating/reviews/add/{dateId} (spec 000 §2): the viewer's review of the other side — every criterion of the
// subject's kind 1..5 with its word, the three yes/no questions, show-up for a person, a comment. A plain form post
// (works without JavaScript); refusals the api gives before the form (too early, closed, reviewed) replace it.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const dateId = dateIdOf(args.params);
  const api = pageApi(args, { lang });
  const [detail, reviews] = await Promise.all([
    api.call(dateDetailContract, { params: { dateId } }, { camelCase: false }),
    api.call(dateReviewsContract, { params: { dateId } }, { camelCase: false }),
  ]);
  if (!detail.ok) throw new Response(null, { status: failStatus(detail.status) });
  if (!reviews.ok) throw new Response(null, { status: failStatus(reviews.status) });
  const date = detail.data.date;
  const partner = partnerOf(date);
  return data(
    {
      title: serverI18n.t(lang)("review.title", { ns: "dating", name: partnerName(date) }),
      date: { id: date.id, start_at: date.start_at, stage: date.stage, partner, name: partnerName(date) },
      refusal: reviewRefusalKey(date, reviews.data),
      windowClosesAt: reviews.data.window_closes_at,
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const dateId = dateIdOf(args.params);
  const api = pageApi(args, { lang });
  const detail = await api.call(dateDetailContract, { params: { dateId } }, { camelCase: false });
  if (!detail.ok) throw new Response(null, { status: failStatus(detail.status) });
  const form = await args.request.formData();
  const body = reviewBodyFromForm(form, partnerOf(detail.data.date).user_type);
  const result = await api.call(addDateReviewContract, { params: { dateId }, body }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, REVIEW_FIELDS, form);
  // Post/redirect/get to the date, at its reviews.
  throw redirect(localizePath(`/my_date/${dateId}?done=review#reviews`, linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ReviewAddRoute() {
  const { date, refusal, windowClosesAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dating");
  const common = useTranslation("common").t;
  const { lang, href } = usePageLocale();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: REVIEW_FIELDS });
  const back = href(`/my_date/${date.id}`);
  const name = date.name;
  const subjectType = date.partner.user_type;
  const options = ratingOptions((key) => common(key));
  const closes = t("when", { day: formatDateDay(windowClosesAt, lang), time: formatDateTime(windowClosesAt) });
  return (
    <div className="wr-dates wr-review-add" data-testid="review-add" data-date-id={date.id}>
      <p className="wr-date-detail__back">
        <a href={back}>← {t("review.back")}</a>
      </p>
      <h1 className="wr-date-detail__title">{t("review.title", { name })}</h1>
      <p className="wr-date-detail__when">{t("when", { day: formatDateDay(date.start_at, lang), time: formatDateTime(date.start_at) })}</p>
      {refusal ? (
        <Alert tone="info" data-testid="review-refused">
          <p>
            <strong>{t("review.refused_title")}</strong>
          </p>
          <p data-testid="review-refused-reason">{formMessageText(refusal, (k) => common(k))}</p>
          <p>
            <a href={back} data-testid="review-refused-back">
              {t("review.back")}
            </a>
          </p>
        </Alert>
      ) : (
        <Form method="post" replace className="wr-review-form" data-testid="review-form" noValidate>
          <p className="wr-review-form__intro">{t("review.intro", { name })}</p>
          <p className="wr-review-form__intro">{t("review.can_review", { when: closes })}</p>
          <FormErrorSummary errors={form.errors} />
          <Card title={t("review.criteria_title")}>
            {criteriaFor(subjectType).map((criterion) => (
              <ChoiceGroup
                key={criterion}
                kind="radio"
                name={`ratings.${criterion}`}
                legend={t(`review.criterion.${criterion}`)}
                options={options}
                columns
                required
                className="wr-review-form__rating"
                defaultValue={form.values(`ratings.${criterion}`)}
                error={form.fieldError(`ratings.${criterion}`)}
              />
            ))}
          </Card>
          <Card title={t("review.questions_title")}>
            {REVIEW_RADIOS.map((radio) => (
              <ChoiceGroup
                key={radio}
                kind="radio"
                name={`radios.${radio}`}
                legend={t(`review.radio.${radio}`, { name })}
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
            {asksShowUp(subjectType) ? (
              <ChoiceGroup
                kind="radio"
                name="show_up"
                legend={t("review.show_up", { name })}
                options={SHOW_UP_ORDER.map((key) => ({ value: String(SHOW_UP[key]), label: common(`dating.show_up.${key}`) }))}
                columns
                required
                defaultValue={form.values("show_up")}
                error={form.fieldError("show_up")}
              />
            ) : null}
            <Textarea
              label={t("review.comment")}
              name="comment"
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              hint={t("review.comment_hint")}
              defaultValue={form.value("comment") ?? ""}
              error={form.fieldError("comment")}
              data-testid="review-comment"
            />
          </Card>
          <Button type="submit" loading={navigation.state === "submitting"} data-testid="review-submit">
            {t("review.submit")}
          </Button>
        </Form>
      )}
    </div>
  );
}
