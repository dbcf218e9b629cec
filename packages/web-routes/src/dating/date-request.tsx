import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DATE_PLACE_KINDS, profileContract, sendDateRequestContract } from "@samtrot/api-client/contracts";
import { FORM_INVALID_KEY, USER_TYPE } from "@samtrot/constants-catalogue";
import { Button, Card, ChoiceGroup, TextInput, Textarea } from "@samtrot/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { euroLabel, intlLocale } from "../profiles/profile-facts";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { WhenFields } from "./date-form-fields";
import { berlinToIso, firstOffer } from "./date-words";
import datingCssUrl from "./dating.css?url";

export const handle = { i18n: ["common", "dating"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: datingCssUrl }];

const headers = { "cache-control": "private, no-store" };
const FIELDS = ["date", "start_at", "duration_minutes", "place_kind", "place_note", "message"] as const;
const DEFAULT_DURATION = 60;

async function loadReceiver(args: LoaderFunctionArgs | ActionFunctionArgs, lang: Parameters<typeof pageApi>[1]["lang"]) {
  const user = await requireUser(args);
  const username = args.params.username ?? "";
  const profile = await pageApi(args, { lang }).call(profileContract, { params: { username }, query: {} }, { camelCase: false });
  if (!profile.ok) throw new Response(null, { status: profile.status === 404 ? 404 : typeof profile.status === "number" && profile.status >= 400 ? profile.status : 502 });
  const p = profile.data;
  // Clients ask escorts and businesses (the api decides again; this only keeps others off a form they cannot send).
  const allowed = user.profile.userType === USER_TYPE.client && p.id !== user.id && (p.user_type === USER_TYPE.escort || p.user_type === USER_TYPE.business);
  return { allowed, receiver: { id: p.id, username: p.username, displayName: p.display_name, avatarUrl: p.avatar_url, prices: p.prices } };
}

// my_date/new/{username}: a client's request form for an escort or business (issue 13; spec 001 §9 durations).
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const { allowed, receiver } = await loadReceiver(args, lang);
  if (!allowed) throw redirect(localizePath(`/p/${encodeURIComponent(receiver.username)}`, linkPrefix));
  return data({ title: serverI18n.t(lang)("request.title", { ns: "dating", name: receiver.displayName }), receiver, offer: firstOffer(new Date()) }, { headers });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const { receiver } = await loadReceiver(args, lang);
  const form = await args.request.formData();
  const date = String(form.get("date") ?? "");
  const time = String(form.get("time") ?? "");
  if (!date) return refuse({ fieldErrors: { date: "validation.common.required" }, formError: FORM_INVALID_KEY }, form);
  const startAt = berlinToIso(date, time);
  if (!startAt) return refuse({ fieldErrors: { start_at: time ? "validation.dating.invalid_start" : "validation.common.required" }, formError: FORM_INVALID_KEY }, form);
  const placeKind = String(form.get("place_kind") ?? "") as (typeof DATE_PLACE_KINDS)[number];
  const placeNote = String(form.get("place_note") ?? "").trim();
  const result = await pageApi(args, { lang }).call(
    sendDateRequestContract,
    {
      body: {
        receiver_id: receiver.id,
        start_at: startAt,
        duration_minutes: Number(form.get("duration_minutes")),
        place_kind: placeKind,
        ...(placeNote ? { place_note: placeNote } : {}),
        message: String(form.get("message") ?? "").trim(),
      },
    },
    { camelCase: false },
  );
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath(`/my_date/${result.data.date.id}?done=request`, linkPrefix), { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function DateRequestRoute() {
  const { receiver, offer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dating");
  const { lang, href } = usePageLocale();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: FIELDS });
  const [duration, setDuration] = useState(Number(form.value("duration_minutes") ?? DEFAULT_DURATION));
  const price = receiver.prices.find((p) => p.name === duration)?.price;
  const profileHref = href(`/p/${encodeURIComponent(receiver.username)}`);
  return (
    <div className="wr-dates wr-date-request" data-testid="date-request">
      <p className="wr-date-detail__back">
        <a href={profileHref}>← {t("request.back")}</a>
      </p>
      <div className="wr-date-request__head">
        <img src={receiver.avatarUrl} alt="" width={56} height={56} />
        <h1>{t("request.title", { name: receiver.displayName })}</h1>
      </div>
      <p className="wr-dates__intro">{t("request.intro", { name: receiver.displayName })}</p>
      <Card>
        <Form method="post" className="wr-date-form" data-testid="date-request-form" noValidate>
          <FormErrorSummary errors={form.errors} />
          <WhenFields form={form} defaults={{ date: offer.date, time: offer.time, duration: DEFAULT_DURATION }} onDurationChange={setDuration} />
          <p className="wr-date-form__price" data-testid="date-request-price" aria-live="polite">
            {price === undefined ? t("form.price_none") : t("form.price", { price: euroLabel(price, intlLocale(lang)) })}
          </p>
          <ChoiceGroup
            legend={t("form.place_kind")}
            name="place_kind"
            kind="radio"
            required
            defaultValue={[form.value("place_kind") ?? "incall"]}
            error={form.fieldError("place_kind")}
            options={DATE_PLACE_KINDS.map((kind) => ({ value: kind, label: t(`place_kind.${kind}`) }))}
          />
          <TextInput
            label={t("form.place_note")}
            name="place_note"
            maxLength={250}
            hint={t("form.place_note_hint")}
            defaultValue={form.value("place_note") ?? ""}
            error={form.fieldError("place_note")}
            data-testid="date-form-place-note"
          />
          <Textarea
            label={t("form.message")}
            name="message"
            rows={3}
            maxLength={1000}
            hint={t("form.message_hint")}
            defaultValue={form.value("message") ?? ""}
            error={form.fieldError("message")}
            data-testid="date-form-message"
          />
          <Button type="submit" loading={navigation.state === "submitting"} data-testid="date-request-submit">
            {t("form.submit")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
