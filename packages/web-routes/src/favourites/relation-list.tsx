import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { TApiError } from "@samtrot/api-client";
import { FAVORITE_AGE_BANDS, favoriteVisitorsContract, favoritesContract, visitorsContract, ZFavoriteVisitorQuery } from "@samtrot/api-client/contracts";
import { GENDER, ONLY_SHOW_OPTIONS, USER_TYPE, labelKey } from "@samtrot/constants-catalogue";
import { Alert, Button, Checkbox, EmptyState, Pager, Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import type { TTileProfile } from "../profiles/profile-labels";
import { requireUser } from "../shell/session/session.server";
import { ResultGrid } from "../search/result-grid";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";

export const handle = { i18n: ["common", "profile"], sensitive: true };

/** The three lists (spec 000 §2 favorite, visitor, favorite_visitor) by their path. */
const LISTS = {
  favorite: { contract: favoritesContract, plusOnly: false },
  visitor: { contract: visitorsContract, plusOnly: true },
  favorite_visitor: { contract: favoriteVisitorsContract, plusOnly: true },
} as const;
type TListName = keyof typeof LISTS;

const LIST_FILTERS = ["onlyShow", "gender", "userType", "age"] as const;

function listNameOf(request: Request): TListName {
  const last = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  if (last in LISTS) return last as TListName;
  throw new Response(null, { status: 404 });
}

/** The filter form's query (repeated checkboxes) → the api's query (one comma list per key). */
function apiQueryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of LIST_FILTERS) {
    const values = url.searchParams.getAll(name).filter(Boolean);
    if (values.length) query[name] = values.join(",");
  }
  const city = url.searchParams.get("city")?.trim();
  if (city) query.city = city.toLowerCase();
  const page = url.searchParams.get("page_no");
  if (page) query.page_no = page;
  return query;
}

// favorite, visitor, favorite_visitor (spec 000 §2, spec 001 §3 filters, §6 Plus, §9 tiles of 12).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const name = listNameOf(args.request);
  // spec 001 §2 placements "favorites" and "visitors" (favorite_visitor counts as favourites); Plus is ad-free.
  const adLoad = user.isMember ? null : loadAd(args, { lang, placement: name === "visitor" ? "visitors" : "favorites" });
  const url = new URL(args.request.url);
  const t = serverI18n.t(lang);
  const headers = { "cache-control": "private, no-store" };
  const parsed = ZFavoriteVisitorQuery.safeParse(apiQueryOf(url));
  const selected = Object.fromEntries([...LIST_FILTERS, "city"].map((key) => [key, url.searchParams.getAll(key)]));
  const base = { title: t(`relations.${name}.title`), name, selected, ad: null as Awaited<ReturnType<typeof loadAd>> };
  if (!parsed.success) return data({ ...base, state: "invalid" as const, list: null, upsellCount: 0 }, { status: 422, headers });
  const [result, ad] = await Promise.all([pageApi(args, { lang }).call(LISTS[name].contract, { query: parsed.data }), adLoad]);
  base.ad = ad;
  if (!result.ok) {
    if (result.status === 403 && LISTS[name].plusOnly) {
      // Non-members see how many there are, not who (the upsell; meta.count from the api).
      const meta = (result.errors[0] as TApiError & { meta?: { count?: number } }).meta;
      return data({ ...base, state: "upsell" as const, list: null, upsellCount: Number(meta?.count ?? 0) }, { headers });
    }
    throw new Response(null, { status: typeof result.status === "number" && result.status >= 400 ? result.status : 502 });
  }
  return data({ ...base, state: "list" as const, list: result.data, upsellCount: 0 }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function RelationListRoute() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const { name, selected } = page;
  const path = `/${name}`;
  const chosen = (key: string, value: string) => (selected[key] ?? []).includes(value);
  const pageHref = (pageNo: number) => {
    const query = new URLSearchParams();
    for (const [key, values] of Object.entries(selected)) for (const v of values) if (v) query.append(key, v);
    query.set("page_no", String(pageNo));
    return href(`${path}?${query.toString()}`);
  };
  return (
    <div className="sr-container" data-testid={`relations-${name}`}>
      <h1>{t(`relations.${name}.title`)}</h1>
      <nav aria-label={t("relations.nav")} className="wr-tabs">
        <ul>
          {(Object.keys(LISTS) as TListName[]).map((list) => (
            <li key={list}>
              <a href={href(`/${list}`)} aria-current={list === name ? "page" : undefined}>
                {t(`relations.${list}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={href(path)} className="wr-relation-filters" aria-label={t("relations.filters")}>
        <fieldset className="sr-field">
          <legend className="sr-field__label">{t("relations.only_show")}</legend>
          {ONLY_SHOW_OPTIONS.map((option) => (
            <Checkbox key={option} name="onlyShow" value={option} label={t(`relations.option.${option}`)} defaultChecked={chosen("onlyShow", option)} />
          ))}
        </fieldset>
        <fieldset className="sr-field">
          <legend className="sr-field__label">{t("relations.gender")}</legend>
          {(Object.entries(GENDER) as [keyof typeof GENDER, number][]).map(([key, code]) => (
            <Checkbox key={key} name="gender" value={String(code)} label={t(labelKey.gender(key))} defaultChecked={chosen("gender", String(code))} />
          ))}
        </fieldset>
        <fieldset className="sr-field">
          <legend className="sr-field__label">{t("relations.age")}</legend>
          {FAVORITE_AGE_BANDS.map((band) => (
            <Checkbox key={band} name="age" value={band} label={t(labelKey.ageBand(band))} defaultChecked={chosen("age", band)} />
          ))}
        </fieldset>
        <Select
          label={t("relations.user_type")}
          name="userType"
          placeholder={t("relations.any")}
          defaultValue={selected.userType?.[0] ?? ""}
          options={(["client", "escort", "business"] as const).map((type) => ({ value: String(USER_TYPE[type]), label: t(labelKey.userType(type)) }))}
        />
        <TextInput label={t("relations.city")} name="city" defaultValue={selected.city?.[0] ?? ""} />
        <Button type="submit" data-testid="relations-filter-submit">
          {t("relations.apply")}
        </Button>
      </form>
      {page.state === "invalid" ? (
        <Alert tone="error">
          <p>{t("relations.invalid_filter")}</p>
        </Alert>
      ) : page.state === "upsell" ? (
        <div className="wr-upsell" data-testid="relations-upsell">
          <h2>{t("relations.upsell_heading")}</h2>
          <p>{t(`relations.${name}.upsell`, { count: page.upsellCount })}</p>
          <a className="sr-button" href={href("/user/membership")}>
            {t("relations.upsell_cta")}
          </a>
        </div>
      ) : page.list && page.list.items.length > 0 ? (
        <>
          <ResultGrid items={page.list.items as unknown as TTileProfile[]} headingLevel={2} />
          {page.list.total > page.list.pageSize ? (
            <Pager
              current={page.list.pageNo}
              pageCount={Math.ceil(page.list.total / page.list.pageSize)}
              hrefFor={pageHref}
              labels={pagerLabels(t, t("relations.pages"))}
            />
          ) : null}
        </>
      ) : (
        <EmptyState title={t(`relations.${name}.empty`)} data-testid="relations-empty" />
      )}
      <AdSlot ad={page.ad} />
    </div>
  );
}
