import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  LIVE_AGE_BANDS,
  LIVE_AUDIENCE_GENDERS,
  LIVE_AUDIENCE_USER_TYPES,
  LIVE_LANGUAGES,
  LIVE_ORIGINS,
  myLiveRoomContract,
  myRecordingsContract,
  startLiveRoomContract,
  type TLiveRecording,
  type TLiveRoom,
} from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import { Alert, Button, Checkbox, TextInput } from "@samtrot/ui-kit";
import { useEffect, useRef, useState } from "react";
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
import { requireUser } from "../shell/session/session.server";
import { RecordingsPanel } from "./live-recordings";
import { countryName, languageName, roomPath, tagsFromField } from "./live-words";
import liveCssUrl from "./live.css?url";

export const handle = { i18n: ["common"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: liveCssUrl }];

const FIELDS = ["title", "tags", "display_name", "spoken_language", "audience"] as const;
const GENDER_NAMES = { 1: "male", 2: "female", 3: "trans" } as const;
const USER_TYPE_NAMES = { 1: "client", 2: "escort", 3: "business" } as const;

// start_streaming (spec 001 §1): an escort or business checks the camera, describes the stream (title, tags, display
// name, spoken language; spec 001 §3 creator fields) and chooses the audience filter, then goes live in the room.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const mayProduce = user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business;
  const api = pageApi(args, { lang });
  const [open, recordings] = mayProduce ? await Promise.all([api.call(myLiveRoomContract, {}, { camelCase: false }), api.call(myRecordingsContract, {}, { camelCase: false })]) : [null, null];
  return data(
    {
      title: serverI18n.t(lang)("live.start.meta_title", { brand: brand.name }),
      mayProduce,
      username: user.username,
      openRoom: open?.ok ? (open.data as TLiveRoom | null) : null,
      recordings: recordings?.ok ? (recordings.data.items as TLiveRecording[]) : [],
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const numbers = (name: string) => form.getAll(name).map(Number);
  const body = {
    title: String(form.get("title") ?? ""),
    tags: tagsFromField(String(form.get("tags") ?? "")),
    display_name: String(form.get("display_name") ?? ""),
    spoken_language: String(form.get("spoken_language") ?? "") as (typeof LIVE_LANGUAGES)[number],
    audience: {
      user_types: numbers("user_types") as (1 | 2 | 3)[],
      genders: numbers("genders") as (1 | 2 | 3)[],
      age_bands: form.getAll("age_bands").map(String),
      members_only: form.get("members_only") === "on",
      origins: form.getAll("origins").map(String) as (typeof LIVE_ORIGINS)[number][],
    },
  };
  const result = await pageApi(args, { lang }).call(startLiveRoomContract, { body }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath(roomPath(result.data.id), linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

/** The camera preview: only in the browser, only when asked (a page that opens the camera by itself startles). */
function CameraPreview() {
  const { t } = useTranslation("common");
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"off" | "on" | "denied">("off");
  const stream = useRef<MediaStream | null>(null);
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);
  const start = async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
      if (video.current) video.current.srcObject = stream.current;
      setState("on");
    } catch {
      setState("denied");
    }
  };
  return (
    <section className="wr-live__preview" aria-label={t("live.start.preview")}>
      <div className="wr-live__stage wr-live__stage--small">
        <video ref={video} autoPlay muted playsInline data-testid="live-start-preview" />
        {state !== "on" ? (
          <div className="wr-live__stage-overlay">
            <Button variant="secondary" onClick={start} data-testid="live-camera-start">
              {t("live.start.camera_start")}
            </Button>
          </div>
        ) : null}
      </div>
      {state === "denied" ? (
        <Alert tone="error">
          <p>{t("live.start.camera_denied")}</p>
        </Alert>
      ) : (
        <p className="wr-live__muted">{t("live.start.camera_hint")}</p>
      )}
    </section>
  );
}

export default function StartStreamingRoute() {
  const { mayProduce, username, openRoom, recordings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const form = useFormState(actionData, { fields: FIELDS });
  const busy = useNavigation().state === "submitting";
  const checked = (name: string, value: string) => (form.values(name).length > 0 ? form.values(name).includes(value) : undefined);
  if (!mayProduce) {
    return (
      <div className="wr-live wr-live--narrow" data-testid="live-start">
        <h1>{t("live.start.title")}</h1>
        <Alert tone="info" data-testid="live-start-refused">
          <p>{t("live.start.only_producers")}</p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="wr-live wr-live--narrow" data-testid="live-start">
      <p className="wr-live__back">
        <a href={href("/browse_streaming")}>← {t("live.room.back")}</a>
      </p>
      <h1>{t("live.start.title")}</h1>
      <p className="wr-live__muted">{t("live.start.intro")}</p>
      {openRoom ? (
        <Alert tone="info" data-testid="live-start-open">
          <p>
            {t("live.start.open_room")} <a href={href(roomPath(openRoom.id))}>{t("live.start.continue_room")}</a>
          </p>
        </Alert>
      ) : null}
      <div className="wr-live__start">
        <CameraPreview />
        <Form method="post" className="wr-live__form" noValidate>
          <FormErrorSummary errors={form.errors} />
          <TextInput label={t("live.start.stream_title")} name="title" required maxLength={80} defaultValue={form.value("title")} error={form.fieldError("title")} data-testid="live-title" />
          <TextInput label={t("live.start.tags")} name="tags" hint={t("live.start.tags_hint")} defaultValue={form.value("tags")} error={form.fieldError("tags")} data-testid="live-tags" />
          <TextInput
            label={t("live.start.display_name")}
            name="display_name"
            required
            maxLength={40}
            defaultValue={form.value("display_name") ?? username}
            error={form.fieldError("display_name")}
            data-testid="live-display-name"
          />
          <label className="wr-live__field">
            <span>{t("live.start.spoken_language")}</span>
            <select name="spoken_language" defaultValue={form.value("spoken_language") ?? (lang === "de" ? "DE" : "EN")} data-testid="live-language">
              {LIVE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, lang)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="wr-live__audience">
            <legend>{t("live.start.audience")}</legend>
            <p className="wr-live__muted">{t("live.start.audience_hint")}</p>
            <div className="wr-live__choices" role="group" aria-label={t("live.start.user_types")}>
              <span className="wr-live__choices-title">{t("live.start.user_types")}</span>
              {LIVE_AUDIENCE_USER_TYPES.map((type) => (
                <Checkbox key={type} name="user_types" value={String(type)} label={t(`common.user_type.${USER_TYPE_NAMES[type]}`)} defaultChecked={checked("user_types", String(type))} />
              ))}
            </div>
            <div className="wr-live__choices" role="group" aria-label={t("live.start.genders")}>
              <span className="wr-live__choices-title">{t("live.start.genders")}</span>
              {LIVE_AUDIENCE_GENDERS.map((gender) => (
                <Checkbox key={gender} name="genders" value={String(gender)} label={t(`common.gender.${GENDER_NAMES[gender]}`)} defaultChecked={checked("genders", String(gender))} />
              ))}
            </div>
            <div className="wr-live__choices" role="group" aria-label={t("live.start.age_bands")}>
              <span className="wr-live__choices-title">{t("live.start.age_bands")}</span>
              {LIVE_AGE_BANDS.map((band) => (
                <Checkbox key={band} name="age_bands" value={band} label={t(`common.age_band.${band}`)} defaultChecked={checked("age_bands", band)} />
              ))}
            </div>
            <div className="wr-live__choices" role="group" aria-label={t("live.start.origins")}>
              <span className="wr-live__choices-title">{t("live.start.origins")}</span>
              {LIVE_ORIGINS.map((country) => (
                <Checkbox key={country} name="origins" value={country} label={countryName(country, lang)} defaultChecked={checked("origins", country)} />
              ))}
            </div>
            <Checkbox name="members_only" label={t("live.start.members_only")} defaultChecked={form.value("members_only") === "on"} data-testid="live-members-only" />
          </fieldset>
          <Button type="submit" loading={busy} disabled={Boolean(openRoom)} data-testid="live-start-submit">
            {t("live.start.submit")}
          </Button>
        </Form>
      </div>
      <RecordingsPanel initial={recordings} href={href} />
    </div>
  );
}
