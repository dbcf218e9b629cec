import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  AD_ART,
  AD_BRANDS,
  AD_KINDS,
  AD_PLACEMENTS,
  createAdContract,
  moderationAdsContract,
  updateAdContract,
  type TAdBody,
  type TManagedAd,
} from "@samtrot/api-client/contracts";
import { LOCALES } from "@samtrot/constants-catalogue";
import { Alert, Button, Checkbox, EmptyState, Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { berlinInputToIso, isoToBerlinInput } from "./berlin-time";
import { requireModeratorPage } from "./moderation-guard.server";

export const handle = { i18n: ["common"], sensitive: true };

const FIELDS = ["kind", "brand", "lang", "placements", "headline", "body", "art", "link_url", "advertiser", "starts_at", "ends_at", "weight"] as const;

// moderation/ads (team and backend only: the moderation guard; the api refuses everyone else too): every ad with
// its impressions and clicks per day, a form to create or edit one, and a switch to deactivate it (decision 041).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const url = new URL(args.request.url);
  const result = await pageApi(args, { lang }).call(moderationAdsContract, { query: { days: 14 } }, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 404 : 502 });
  const editId = Number(url.searchParams.get("edit"));
  return data(
    {
      title: serverI18n.t(lang)("ads.team.title"),
      ...result.data,
      editing: result.data.items.find((ad) => ad.id === editId) ?? null,
      creating: url.searchParams.get("new") === "1",
      saved: url.searchParams.get("saved") === "1",
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

function bodyOf(form: FormData): TAdBody {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const ends = text("ends_at");
  return {
    kind: text("kind") as TAdBody["kind"],
    brand: text("brand") as TAdBody["brand"],
    lang: text("lang") as TAdBody["lang"],
    placements: form.getAll("placements").map(String) as TAdBody["placements"],
    headline: text("headline"),
    body: text("body") || null,
    art: (text("art") || null) as TAdBody["art"],
    link_url: text("link_url"),
    advertiser: text("advertiser") || null,
    starts_at: berlinInputToIso(text("starts_at")) ?? text("starts_at"),
    ends_at: ends ? (berlinInputToIso(ends) ?? ends) : null,
    weight: text("weight") as unknown as number,
    active: form.get("active") === "on",
  };
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireModeratorPage(args);
  const form = await args.request.formData();
  const api = pageApi(args, { lang });
  const adId = Number(form.get("ad_id"));
  if (form.get("intent") === "toggle") {
    // Deactivating keeps everything else as it is: the stored ad is read back and sent whole.
    const list = await api.call(moderationAdsContract, { query: { days: 1 } }, { camelCase: false });
    const ad = list.ok ? list.data.items.find((item) => item.id === adId) : undefined;
    if (!ad) throw new Response(null, { status: 404 });
    const result = await api.call(updateAdContract, { params: { adId }, body: { ...storedBody(ad), active: !ad.active } }, { camelCase: false });
    if (!result.ok) return refuseFromApi(result, [], form);
    throw redirect(localizePath("/moderation/ads?saved=1", linkPrefix));
  }
  const body = bodyOf(form);
  const result = adId > 0 ? await api.call(updateAdContract, { params: { adId }, body }, { camelCase: false }) : await api.call(createAdContract, { body }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, FIELDS, form);
  throw redirect(localizePath("/moderation/ads?saved=1", linkPrefix));
}

function storedBody(ad: TManagedAd): TAdBody {
  return {
    kind: ad.kind,
    brand: ad.brand,
    lang: ad.lang,
    placements: ad.placements,
    headline: ad.headline,
    body: ad.body,
    art: ad.art as TAdBody["art"],
    link_url: ad.link_url,
    advertiser: ad.advertiser,
    starts_at: ad.starts_at,
    ends_at: ad.ends_at,
    weight: ad.weight,
    active: ad.active,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function AdManagerRoute() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const formOpen = page.creating || page.editing !== null;
  const dateText = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
  const dayText = (day: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const rate = (ad: TManagedAd) => (ad.totals.impressions > 0 ? new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(ad.totals.clicks / ad.totals.impressions) : "–");
  return (
    <div className="sr-container wr-ads-team" data-testid="moderation-ads">
      <div className="wr-ads-team__head">
        <div>
          <h1>{t("ads.team.title")}</h1>
          <p className="wr-ads-team__muted">{t("ads.team.intro")}</p>
        </div>
        {!formOpen ? (
          <a className="sr-button sr-button--primary sr-button--md" href={href("/moderation/ads?new=1")} data-testid="ads-new">
            {t("ads.team.new")}
          </a>
        ) : null}
      </div>
      {page.saved ? (
        <Alert tone="success" data-testid="ads-saved">
          <p>{t("ads.team.saved")}</p>
        </Alert>
      ) : null}
      {formOpen ? <AdForm ad={page.editing} /> : null}
      <h2 className="wr-ads-team__period">{t("ads.team.period", { days: 14, from: dayText(page.from), to: dayText(page.to) })}</h2>
      {page.items.length === 0 ? (
        <EmptyState title={t("ads.team.empty")} />
      ) : (
        <ul className="wr-ads-team__list">
          {page.items.map((ad) => (
            <li key={ad.id} className="wr-ads-team__item" data-testid="ads-item" data-ad-id={ad.id} data-active={ad.active}>
              <div className="wr-ads-team__summary">
                <h3 className="wr-ads-team__headline">{ad.headline}</h3>
                <p className="wr-ads-team__muted">
                  {t(`ads.team.kind_${ad.kind}`)}
                  {ad.advertiser ? ` (${ad.advertiser})` : ""} · {ad.brand === "samtrot" ? "Samtrot" : "Nachtfalter"} · {ad.lang.toUpperCase()} · {t("ads.team.weight")}: {ad.weight} ·{" "}
                  <span className={ad.active ? "wr-ads-team__on" : "wr-ads-team__off"}>{ad.active ? t("ads.team.active") : t("ads.team.inactive")}</span>
                </p>
                <p className="wr-ads-team__muted">
                  {ad.ends_at ? t("ads.team.runs", { from: dateText(ad.starts_at), to: dateText(ad.ends_at) }) : t("ads.team.runs_open", { from: dateText(ad.starts_at) })} ·{" "}
                  {ad.placements.map((p) => t(`ads.placement.${p}`)).join(", ")}
                </p>
                <p className="wr-ads-team__link">{ad.link_url}</p>
              </div>
              <dl className="wr-ads-team__figures">
                <div>
                  <dt>{t("ads.team.impressions")}</dt>
                  <dd data-testid="ads-impressions">{ad.totals.impressions}</dd>
                </div>
                <div>
                  <dt>{t("ads.team.clicks")}</dt>
                  <dd data-testid="ads-clicks">{ad.totals.clicks}</dd>
                </div>
                <div>
                  <dt>{t("ads.team.ctr")}</dt>
                  <dd>{rate(ad)}</dd>
                </div>
              </dl>
              <details className="wr-ads-team__days">
                <summary>{t("ads.team.per_day")}</summary>
                {ad.days.length === 0 ? (
                  <p className="wr-ads-team__muted">{t("ads.team.no_days")}</p>
                ) : (
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t("ads.team.day")}</th>
                        <th scope="col">{t("ads.team.impressions")}</th>
                        <th scope="col">{t("ads.team.clicks")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {ad.days.map((day) => (
                        <tr key={day.day}>
                          <th scope="row">{dayText(day.day)}</th>
                          <td>{day.impressions}</td>
                          <td>{day.clicks}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </details>
              <div className="wr-ads-team__actions">
                <a className="sr-button sr-button--secondary sr-button--sm" href={href(`/moderation/ads?edit=${ad.id}`)} aria-label={`${t("ads.team.edit")}: ${ad.headline}`}>
                  {t("ads.team.edit")}
                </a>
                <Form method="post" replace>
                  <input type="hidden" name="ad_id" value={ad.id} />
                  <Button type="submit" name="intent" value="toggle" size="sm" variant={ad.active ? "danger" : "secondary"} aria-label={`${ad.active ? t("ads.team.deactivate") : t("ads.team.activate")}: ${ad.headline}`} data-testid="ads-toggle">
                    {ad.active ? t("ads.team.deactivate") : t("ads.team.activate")}
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AdForm({ ad }: { ad: TManagedAd | null }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useFormState(actionData, { fields: FIELDS });
  const failed = actionData !== undefined;
  const value = (name: string, stored: string | number | null | undefined) => (failed ? (form.value(name) ?? "") : String(stored ?? ""));
  const chosen = failed ? form.values("placements") : (ad?.placements ?? []);
  const option = (values: readonly string[], label: (v: string) => string) => values.map((v) => ({ value: v, label: label(v) }));
  const now = new Date().toISOString();
  return (
    <Form method="post" className="wr-ads-team__form" data-testid="ads-form" noValidate>
      <h2>{ad ? `${t("ads.team.edit")}: ${ad.headline}` : t("ads.team.new")}</h2>
      <FormErrorSummary errors={form.errors} />
      <input type="hidden" name="ad_id" value={ad?.id ?? ""} />
      <div className="wr-ads-team__grid">
        <Select label={t("ads.team.kind")} name="kind" options={option(AD_KINDS, (v) => t(`ads.team.kind_${v}`))} defaultValue={value("kind", ad?.kind ?? "partner")} error={form.fieldError("kind")} />
        <Select label={t("ads.team.brand")} name="brand" options={option(AD_BRANDS, (v) => (v === "samtrot" ? "Samtrot" : "Nachtfalter"))} defaultValue={value("brand", ad?.brand ?? "samtrot")} error={form.fieldError("brand")} />
        <Select label={t("ads.team.lang")} name="lang" options={option(LOCALES, (v) => v.toUpperCase())} defaultValue={value("lang", ad?.lang ?? "de")} error={form.fieldError("lang")} />
        <TextInput label={t("ads.team.weight")} name="weight" type="number" min={1} max={100} required hint={t("ads.team.weight_hint")} defaultValue={value("weight", ad?.weight ?? 50)} error={form.fieldError("weight")} />
      </div>
      <fieldset className="wr-ads-team__placements" aria-invalid={form.fieldError("placements") ? true : undefined}>
        <legend>{t("ads.team.placements")}</legend>
        {AD_PLACEMENTS.map((placement) => (
          <Checkbox key={placement} label={t(`ads.placement.${placement}`)} name="placements" value={placement} defaultChecked={chosen.includes(placement)} />
        ))}
        {form.fieldError("placements") ? <p className="wr-ads-team__error">{form.fieldError("placements")}</p> : null}
      </fieldset>
      <TextInput label={t("ads.team.headline")} name="headline" required maxLength={80} defaultValue={value("headline", ad?.headline)} error={form.fieldError("headline")} />
      <TextInput label={t("ads.team.body")} name="body" maxLength={160} defaultValue={value("body", ad?.body)} error={form.fieldError("body")} />
      <TextInput label={t("ads.team.link_url")} name="link_url" required hint={t("ads.team.link_hint")} defaultValue={value("link_url", ad?.link_url)} error={form.fieldError("link_url")} />
      <div className="wr-ads-team__grid">
        <TextInput label={t("ads.team.advertiser")} name="advertiser" maxLength={80} defaultValue={value("advertiser", ad?.advertiser)} error={form.fieldError("advertiser")} />
        <Select label={t("ads.team.art")} name="art" options={[{ value: "", label: t("ads.team.art_none") }, ...option(AD_ART, (v) => v)]} defaultValue={value("art", ad?.art)} error={form.fieldError("art")} />
        <TextInput label={t("ads.team.starts_at")} name="starts_at" type="datetime-local" required defaultValue={value("starts_at", isoToBerlinInput(ad?.starts_at ?? now))} error={form.fieldError("starts_at")} />
        <TextInput label={t("ads.team.ends_at")} name="ends_at" type="datetime-local" defaultValue={value("ends_at", ad?.ends_at ? isoToBerlinInput(ad.ends_at) : "")} error={form.fieldError("ends_at")} />
      </div>
      <Checkbox label={t("ads.team.active")} name="active" defaultChecked={failed ? form.value("active") === "on" : (ad?.active ?? true)} />
      <div className="wr-ads-team__actions">
        <Button type="submit" loading={navigation.state === "submitting"} data-testid="ads-save">
          {ad ? t("ads.team.save") : t("ads.team.create")}
        </Button>
        <a className="sr-button sr-button--ghost sr-button--md" href={href("/moderation/ads")}>
          {t("ads.team.cancel")}
        </a>
      </div>
    </Form>
  );
}
