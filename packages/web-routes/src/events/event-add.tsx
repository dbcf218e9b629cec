import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createEventContract } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
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
import { EVENT_FORM_FIELDS, eventBodyFromForm } from "./event-words";
import eventsCssUrl from "./events.css?url";
import richEditorCssUrl from "../blogs/rich-editor.css?url";
import { coverChoices } from "./event-covers.server";

// "blog": the shared rich-text editor's toolbar words
export const handle = { i18n: ["common", "event", "blog"], sensitive: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventsCssUrl },
  { rel: "stylesheet", href: richEditorCssUrl },
];

// events/add (spec 000 §2): an escort or business creates an event; it waits for the team.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const mayOrganize = user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business;
  const covers = mayOrganize ? await coverChoices(pageApi(args, { lang }), null) : [];
  return data({ title: serverI18n.t(lang)("add.title", { ns: "event" }), mayOrganize, covers }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const result = await pageApi(args, { lang }).call(createEventContract, { body: eventBodyFromForm(form) }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, EVENT_FORM_FIELDS, form);
  throw redirect(localizePath(`/my_events?done=created`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function EventAddRoute() {
  const { mayOrganize, covers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("event");
  const { href } = usePageLocale();
  const form = useFormState(actionData, { fields: EVENT_FORM_FIELDS });
  return (
    <div className="wr-events wr-events--narrow" data-testid="event-add">
      <p className="wr-events__back">
        <a href={href("/my_events")}>← {t("my.title")}</a>
      </p>
      <h1>{t("add.title")}</h1>
      {mayOrganize ? (
        <>
          <p className="wr-events__intro">{t("add.intro")}</p>
          <EventForm event={null} form={form} submitLabel={t("add.submit")} covers={covers} />
        </>
      ) : (
        <Alert tone="info" data-testid="event-add-refused">
          <p>{t("add.organizer_only")}</p>
        </Alert>
      )}
    </div>
  );
}
