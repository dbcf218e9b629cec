import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import {
  bundleContract,
  createBundleContract,
  galleryListContract,
  submitBundleContract,
  updateBundleContract,
  ZBundleInput,
  type TBundle,
  type TGalleryItem,
} from "@samtrot/api-client/contracts";
import { BUNDLE_LIMITS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { Alert, Button, Checkbox, Stepper, TextInput, Textarea } from "@samtrot/ui-kit";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi, type TFormFailure } from "../shell/forms/form-action.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { intlLocale } from "../profiles/profile-facts";
import { bundleBodyOf, EDITOR_STEPS, editorStepOf, formatDollars, mediaIdsOf } from "./bundle-form";

import bundlesCssUrl from "./bundles.css?url";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: bundlesCssUrl }];

type TMedium = TCamelCased<TGalleryItem>;
const FIELDS = ["title", "description", "price", "media_ids", "cover_media_id", "fsk18"] as const;
/** Gallery pages read for the selection (33 each, spec 001 §9): enough for the 30 media a bundle may hold. */
const GALLERY_PAGES = 3;

function failStatus(status: number | string): number {
  return typeof status === "number" && status >= 400 ? status : 502;
}

// my_bundles/edit/{bundleId?} (sensitive, spec 000 §2; spec 001 §2 steps creation_selection and creation_meta_info).
// Step 1 picks media from the owner's gallery (a GET form: the choice travels in the address, so "back" keeps it);
// step 2 names the bundle, prices it, picks the cover and saves it as a draft or submits it for review.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const api = pageApi(args, { lang });
  const url = new URL(args.request.url);
  const bundleId = args.params.bundleId ? Number(args.params.bundleId) : null;
  if (bundleId !== null && !(Number.isSafeInteger(bundleId) && bundleId > 0)) throw new Response(null, { status: 404 });
  const [bundle, ...pages] = await Promise.all([
    bundleId === null ? Promise.resolve(null) : api.call(bundleContract, { params: { id: bundleId } }),
    ...Array.from({ length: GALLERY_PAGES }, (_, i) => api.call(galleryListContract, { query: { panel: "image", page_no: i + 1 } })),
  ]);
  if (bundle && !bundle.ok) throw new Response(null, { status: bundle.status === 404 ? 404 : failStatus(bundle.status) });
  const first = pages[0]!;
  if (!first.ok) throw new Response(null, { status: failStatus(first.status) });
  const gallery: TMedium[] = [];
  for (const page of pages) if (page.ok) for (const item of page.data.items) if (!gallery.some((g) => g.id === item.id)) gallery.push(item);
  const existing = bundle?.ok ? bundle.data : null;
  if (existing && !existing.editable) throw redirect(localizePath("/my_bundles", linkPrefix));
  const chosen = mediaIdsOf(url.searchParams.getAll("media"));
  const step = editorStepOf(url.searchParams.get("step"));
  const selected = chosen.length > 0 ? chosen : (existing?.media.map((m) => m.id) ?? []);
  // The meta-info step needs a selection; without one the page shows the selection step.
  const shownStep = step === "creation_meta_info" && selected.length > 0 ? step : "creation_selection";
  const t = serverI18n.t(lang);
  return data(
    {
      title: t(existing ? "bundles.edit.title_edit" : "bundles.edit.title_new", { ns: "payment" }),
      bundle: existing,
      gallery,
      selected,
      step: shownStep as (typeof EDITOR_STEPS)[number],
      emptySelection: step === "creation_meta_info" && selected.length === 0,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const submitForReview = form.get("intent") === "submit";
  const parsed = ZBundleInput.safeParse(bundleBodyOf(form));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ code: 422, title: issue.message, source: String(issue.path[0] ?? "") }));
    return refuse(formErrorsFrom(errors, FIELDS), form);
  }
  const api = pageApi(args, { lang });
  const bundleId = args.params.bundleId ? Number(args.params.bundleId) : null;
  const saved =
    bundleId === null ? await api.call(createBundleContract, { body: parsed.data }) : await api.call(updateBundleContract, { params: { id: bundleId }, body: parsed.data });
  if (!saved.ok) return refuseFromApi(saved, FIELDS, form);
  if (submitForReview) {
    const submitted = await api.call(submitBundleContract, { params: { id: saved.data.id } });
    if (!submitted.ok) return refuseFromApi(submitted, FIELDS, form);
  }
  throw redirect(localizePath(`/my_bundles?saved=${saved.data.id}${submitForReview ? "&submitted=1" : ""}`, linkPrefix));
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function BundleEditRoute() {
  const { bundle, gallery, selected, step, emptySelection } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payment");
  const { href } = usePageLocale();
  const base = bundle ? `/my_bundles/edit/${bundle.id}` : "/my_bundles/edit";
  const stepIndex = EDITOR_STEPS.indexOf(step as (typeof EDITOR_STEPS)[number]);
  return (
    <div className="sr-container wr-bundles wr-bundle-editor" data-testid="bundle-editor" data-step={step}>
      <p>
        <a href={href("/my_bundles")}>{t("bundles.edit.back_to_list")}</a>
      </p>
      <h1>{bundle ? t("bundles.edit.title_edit") : t("bundles.edit.title_new")}</h1>
      <Stepper
        steps={EDITOR_STEPS.map((key) => ({ key, label: t(`bundles.step.${key}`) }))}
        current={step}
        label={t("bundles.edit.progress")}
        doneText={t("bundles.edit.step_done")}
        currentText={t("bundles.edit.step_current")}
        summary={t("bundles.edit.step_summary", { current: stepIndex + 1, total: EDITOR_STEPS.length })}
      />
      {bundle?.status === "rejected" && bundle.rejectReason ? (
        <Alert tone="error" data-testid="bundle-editor-rejected">
          <p>
            <strong>{t("bundles.list.reject_reason")}</strong> {bundle.rejectReason}
          </p>
        </Alert>
      ) : null}
      {step === "creation_selection" ? (
        <SelectionStep base={base} gallery={gallery} selected={selected} emptySelection={emptySelection} />
      ) : (
        <MetaInfoStep base={base} bundle={bundle} gallery={gallery} selected={selected} />
      )}
    </div>
  );
}

/** Why a medium cannot go into a bundle (the api refuses the same ones), or null. */
function unavailableReason(medium: TMedium): "avatar" | "rejected" | null {
  if (medium.isAvatar) return "avatar";
  if (medium.reviewStatusName === "rejected") return "rejected";
  return null;
}

function SelectionStep({ base, gallery, selected, emptySelection }: { base: string; gallery: TMedium[]; selected: number[]; emptySelection: boolean }) {
  const { t } = useTranslation("payment");
  const { href } = usePageLocale();
  const [chosen, setChosen] = useState<number[]>(selected);
  const toggle = (id: number, on: boolean) => setChosen((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  const form = useRef<HTMLFormElement>(null);
  // Tiles ticked before the page ran its script are ticked in the form (it works without script): take them over.
  useEffect(() => {
    const ticked = Array.from(form.current?.querySelectorAll<HTMLInputElement>('input[name="media"]:checked') ?? [], (input) => Number(input.value));
    setChosen((now) => [...now.filter((id) => ticked.includes(id)), ...ticked.filter((id) => !now.includes(id))]);
  }, []);
  if (gallery.length === 0) {
    return (
      <div className="sr-empty" data-testid="bundle-editor-no-media">
        <h2 className="sr-empty__title">{t("bundles.edit.no_media_title")}</h2>
        <div className="sr-empty__body">
          <p>{t("bundles.edit.no_media_text")}</p>
          <a className="sr-button sr-button--primary sr-button--md" href={href("/user/media_gallery")}>
            <span className="sr-button__label">{t("bundles.edit.to_gallery")}</span>
          </a>
        </div>
      </div>
    );
  }
  const tooMany = chosen.length > BUNDLE_LIMITS.mediaMax;
  return (
    <Form ref={form} method="get" action={href(base)} className="wr-bundle-select" data-testid="bundle-selection">
      <input type="hidden" name="step" value="creation_meta_info" />
      <fieldset>
        <legend className="wr-bundle-select__legend">
          <span className="wr-bundle-select__heading">{t("bundles.edit.select_heading")}</span>
          <span className="wr-muted">{t("bundles.edit.select_hint", { max: BUNDLE_LIMITS.mediaMax })}</span>
        </legend>
        {emptySelection ? (
          <p className="sr-field__error" role="alert" data-testid="bundle-selection-error">
            {t("validation.bundles.media_count", { ns: "common" })}
          </p>
        ) : null}
        <ul className="wr-bundle-select__grid">
          {gallery.map((medium) => {
            const reason = unavailableReason(medium);
            const checked = chosen.includes(medium.id);
            const order = chosen.indexOf(medium.id);
            return (
              <li key={medium.id}>
                <label className="wr-pick" data-disabled={reason ? "true" : undefined} data-testid="bundle-pick" data-id={medium.id}>
                  <input
                    type="checkbox"
                    name="media"
                    value={medium.id}
                    checked={checked}
                    disabled={reason !== null}
                    onChange={(event) => toggle(medium.id, event.currentTarget.checked)}
                    className="wr-pick__input"
                  />
                  <img src={medium.urls.thumb} alt="" loading="lazy" width={medium.width} height={medium.height} className="wr-pick__img" />
                  <span className="wr-pick__check" aria-hidden="true">
                    {checked ? order + 1 : ""}
                  </span>
                  <span className="wr-pick__label">
                    {t("bundles.edit.pick_label", { id: medium.id })}
                    {", "}
                    {t(`bundles.visibility.${medium.visibility}`)}
                    {reason ? `, ${t(`bundles.edit.unavailable.${reason}`)}` : ""}
                  </span>
                  {medium.visibility === MEDIA_VISIBILITY.fsk18 ? <span className="wr-pick__tag">18+</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="wr-bundle-editor__bar">
        <p className="wr-bundle-editor__count" aria-live="polite" data-testid="bundle-selected-count">
          {t("bundles.edit.selected", { count: chosen.length })}
          {tooMany ? ` – ${t("validation.bundles.media_count", { ns: "common" })}` : ""}
        </p>
        <Button type="submit" disabled={tooMany} data-testid="bundle-selection-next">
          {t("bundles.edit.next")}
        </Button>
      </div>
    </Form>
  );
}

function MetaInfoStep({ base, bundle, gallery, selected }: { base: string; bundle: TCamelCased<TBundle> | null; gallery: TMedium[]; selected: number[] }) {
  const { t } = useTranslation("payment");
  const common = useTranslation("common").t;
  const { href, lang } = usePageLocale();
  const actionData = useActionData<TFormFailure>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const values = actionData?.values ?? {};
  const fieldError = (name: string) => {
    const key = actionData?.errors.fieldErrors[name];
    return key ? common(key) : undefined;
  };
  const value = (name: string, fallback: string) => {
    const v = values[name];
    return typeof v === "string" ? v : fallback;
  };
  const media = selected.map((id) => gallery.find((g) => g.id === id) ?? bundle?.media.find((m) => m.id === id)).filter((m): m is NonNullable<typeof m> => m !== undefined);
  const [title, setTitle] = useState(value("title", bundle?.title ?? ""));
  const [price, setPrice] = useState(value("price", bundle ? String(bundle.price) : ""));
  const [cover, setCover] = useState(Number(value("cover_media_id", String(bundle?.coverMediaId ?? selected[0] ?? ""))));
  const anyFsk18 = media.some((m) => m.visibility === MEDIA_VISIBILITY.fsk18);
  const coverMedium = media.find((m) => m.id === cover) ?? media[0];
  const priceNumber = Number(price);
  const backHref = href(`${base}?${selected.map((id) => `media=${id}`).join("&")}`);
  return (
    <Form method="post" noValidate className="wr-bundle-meta" data-testid="bundle-meta">
      {actionData?.errors.formError ? (
        <Alert tone="error" data-testid="bundle-meta-error">
          <p>{common(actionData.errors.formError)}</p>
        </Alert>
      ) : null}
      {selected.map((id) => (
        <input key={id} type="hidden" name="media" value={id} />
      ))}
      <div className="wr-bundle-meta__layout">
        <div className="wr-bundle-meta__fields">
          <TextInput
            label={t("bundles.edit.field_title")}
            name="title"
            required
            maxLength={BUNDLE_LIMITS.titleMax}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={fieldError("title")}
            hint={t("bundles.edit.title_hint", { min: BUNDLE_LIMITS.titleMin, max: BUNDLE_LIMITS.titleMax })}
            data-testid="bundle-title"
          />
          <Textarea
            label={t("bundles.edit.field_description")}
            name="description"
            rows={4}
            defaultValue={value("description", bundle?.description ?? "")}
            error={fieldError("description")}
            counter={{ format: (count) => `${count} / ${BUNDLE_LIMITS.descriptionMax}`, tooLong: (count) => count > BUNDLE_LIMITS.descriptionMax }}
            data-testid="bundle-description"
          />
          <TextInput
            label={t("bundles.edit.field_price")}
            name="price"
            type="number"
            inputMode="numeric"
            required
            min={BUNDLE_LIMITS.priceMin}
            max={BUNDLE_LIMITS.priceMax}
            step={1}
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={fieldError("price")}
            hint={t("bundles.edit.price_hint", { min: BUNDLE_LIMITS.priceMin, max: BUNDLE_LIMITS.priceMax })}
            className="wr-bundle-meta__price"
            data-testid="bundle-price"
          />
          <fieldset className="wr-bundle-meta__covers">
            <legend>{t("bundles.edit.field_cover")}</legend>
            {fieldError("cover_media_id") ? <p className="sr-field__error">{fieldError("cover_media_id")}</p> : null}
            {fieldError("media_ids") ? (
              <p className="sr-field__error" role="alert">
                {fieldError("media_ids")}
              </p>
            ) : null}
            <ul>
              {media.map((m, index) => (
                <li key={m.id}>
                  <label className="wr-cover-pick">
                    <input type="radio" name="cover_media_id" value={m.id} checked={cover === m.id} onChange={() => setCover(m.id)} />
                    <img src={m.urls.thumb} alt="" width={m.width} height={m.height} loading="lazy" />
                    <span className="sr-visually-hidden">{t("bundles.edit.cover_option", { index: index + 1 })}</span>
                  </label>
                </li>
              ))}
            </ul>
            <a href={backHref} className="wr-bundle-meta__change" data-testid="bundle-meta-back">
              {t("bundles.edit.change_selection")}
            </a>
          </fieldset>
          {anyFsk18 ? (
            <p className="wr-bundle-meta__fsk" data-testid="bundle-fsk18-auto">
              <span className="wr-bundle-card__fsk">18+</span> {t("bundles.edit.fsk18_auto")}
            </p>
          ) : (
            <Checkbox label={t("bundles.edit.field_fsk18")} name="fsk18" defaultChecked={values.fsk18 !== undefined || (bundle?.markedFsk18 ?? false)} hint={t("bundles.edit.fsk18_hint")} />
          )}
          {anyFsk18 ? <input type="hidden" name="fsk18" value="on" /> : null}
        </div>
        <aside className="wr-bundle-meta__preview" aria-labelledby="bundle-preview-heading">
          <h2 id="bundle-preview-heading" className="wr-bundle-meta__preview-heading">
            {t("bundles.edit.preview_heading")}
          </h2>
          <div className="wr-shop-card" data-testid="bundle-preview">
            <div className="wr-shop-card__media wr-shop-card__media--blurred">
              {coverMedium ? <img src={coverMedium.urls.thumb} alt="" width={coverMedium.width} height={coverMedium.height} /> : null}
              <span className="wr-shop-card__lock" aria-hidden="true">
                <LockGlyph />
              </span>
              {anyFsk18 ? <span className="wr-bundle-card__fsk">18+</span> : null}
            </div>
            <div className="wr-shop-card__body">
              <p className="wr-shop-card__title">{title.trim() || t("bundles.edit.preview_untitled")}</p>
              <p className="wr-shop-card__meta">{t("bundles.media_count", { count: media.length })}</p>
              <p className="wr-shop-card__price">{Number.isInteger(priceNumber) && priceNumber > 0 ? formatDollars(priceNumber, intlLocale(lang)) : "–"}</p>
            </div>
          </div>
          <p className="wr-muted">{t("bundles.edit.preview_hint")}</p>
        </aside>
      </div>
      <div className="wr-bundle-editor__bar">
        <a href={backHref} className="sr-button sr-button--ghost sr-button--md">
          <span className="sr-button__label">{t("bundles.edit.back")}</span>
        </a>
        <div className="wr-bundle-editor__actions">
          <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy} data-testid="bundle-save">
            {t("bundles.edit.save_draft")}
          </Button>
          <Button type="submit" name="intent" value="submit" disabled={busy} data-testid="bundle-save-submit">
            {t("bundles.edit.save_submit")}
          </Button>
        </div>
      </div>
    </Form>
  );
}

export function LockGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="5" y="10.5" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
