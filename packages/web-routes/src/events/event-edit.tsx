import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { eventDetailContract, updateEventContract } from "@samtrot/api-client/contracts";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { EventForm } from "./event-form";
import { EVENT_FORM_FIELDS, eventBodyFromForm, eventPath } from "./event-words";
import eventsCssUrl from "./events.css?url";
import richEditorCssUrl from "../blogs/rich-editor.css?url";
import { coverChoices } from "./event-covers.server";

// "blog": the shared rich-text editor's toolbar words
export const handle = { i18n: ["common", "event", "blog"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventsCssUrl },
  { rel: "stylesheet", href: richEditorCssUrl },
];

async function loadOwnEvent(args: LoaderFunctionArgs, lang: Parameters<typeof pageApi>[1]["lang"]) {
  const result = await pageApi(args, { lang }).call(eventDetailContract, { params: { category: args.params.category ?? "", slug: args.params.slug ?? "" } }, { camelCase: false });
  if (!result.ok || !result.data.is_organizer) throw new Response(null, { status: 404 });
  return result.data;
}

// events/{category}/{slug}/edit (spec 000 §2): the organizer edits before the start; the event goes back to the team.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const event = await loadOwnEvent(args, lang);
  const covers = await coverChoices(pageApi(args, { lang }), event);
  return data({ title: serverI18n.t(lang)("edit.title", { ns: "event" }), event, covers }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const event = await loadOwnEvent(args, lang);
  const form = await args.request.formData();
  const result = await pageApi(args, { lang }).call(updateEventContract, { params: { eventId: event.id }, body: eventBodyFromForm(form) }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, EVENT_FORM_FIELDS, form);
  throw redirect(localizePath(`${eventPath(result.data)}?done=updated`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function EventEditRoute() {
  const { event, covers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("event");
  const { href } = usePageLocale();
  const form = useFormState(actionData, { fields: EVENT_FORM_FIELDS });
  return (
    <div className="wr-events wr-events--narrow" data-testid="event-edit">
      <p className="wr-events__back">
        <a href={href(eventPath(event))}>← {event.title}</a>
      </p>
      <h1>{t("edit.title")}</h1>
      {event.can_edit ? (
        <>
          <Alert tone="info">
            <p>{t("edit.back_to_review")}</p>
          </Alert>
          <EventForm event={event} form={form} submitLabel={t("edit.submit")} covers={covers} />
        </>
      ) : (
        <Alert tone="info" data-testid="event-edit-refused">
          <p>{t("edit.not_editable")}</p>
        </Alert>
      )}
    </div>
  );
}
