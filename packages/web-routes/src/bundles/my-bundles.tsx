import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import { deleteBundleContract, myBundlesContract, submitBundleContract, type TBundle } from "@samtrot/api-client/contracts";
import { BUNDLE_STATUS, USER_TYPE, type TBundleStatus } from "@samtrot/constants-catalogue";
import { Alert, Button, EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { intlLocale } from "../profiles/profile-facts";
import { bundleViewOf, formatDollars, type TBundleView } from "./bundle-form";

import bundlesCssUrl from "./bundles.css?url";

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: bundlesCssUrl }];

type TItem = TCamelCased<TBundle>;
type TFilter = "all" | TBundleStatus;

function failStatus(status: number | string): number {
  return typeof status === "number" && status >= 400 ? status : 502;
}

// my_bundles (sensitive, spec 000 §2; spec 001 §2 step view_list): the owner's bundles with their states (§3 draft,
// pending, accepted, rejected), a grid of 2 columns or a list of 1 on phones, and what each state allows.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const user = await requireUser(args);
  const url = new URL(args.request.url);
  const view = bundleViewOf(url.searchParams.get("view"));
  const statusParam = url.searchParams.get("status");
  const filter: TFilter = (BUNDLE_STATUS as readonly string[]).includes(statusParam ?? "") ? (statusParam as TBundleStatus) : "all";
  const list = await pageApi(args, { lang }).call(myBundlesContract);
  if (!list.ok) throw new Response(null, { status: failStatus(list.status) });
  const saved = Number(url.searchParams.get("saved")) || null;
  const seller = user.profile.userType === USER_TYPE.escort || user.profile.userType === USER_TYPE.business;
  return data(
    { title: serverI18n.t(lang)("bundles.title", { ns: "payment" }), view, filter, list: list.data, saved, submitted: url.searchParams.get("submitted") === "1", seller },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const api = pageApi(args, { lang });
  const t = serverI18n.t(lang);
  const result =
    intent === "submit"
      ? await api.call(submitBundleContract, { params: { id } })
      : intent === "delete"
        ? await api.call(deleteBundleContract, { params: { id } })
        : null;
  if (!result) return data({ ok: false as const, id, message: t("exception.common.something_wrong_happened") }, { status: 400 });
  if (!result.ok) return data({ ok: false as const, id, message: result.message }, { status: failStatus(result.status) });
  return data({ ok: true as const, id, message: t(intent === "submit" ? "bundles.list.submitted" : "bundles.list.deleted", { ns: "payment" }) });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

const STATUS_TONE: Record<TBundleStatus, string> = { draft: "neutral", pending: "info", accepted: "success", rejected: "error" };

export default function MyBundlesRoute() {
  const { view, filter, list, saved, submitted, seller } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("payment");
  const { href } = usePageLocale();
  const items = filter === "all" ? list.items : list.items.filter((b) => b.status === filter);
  const query = (more: Record<string, string>) => {
    const params = new URLSearchParams({ ...(filter !== "all" ? { status: filter } : {}), ...(view !== "grid" ? { view } : {}), ...more });
    const text = params.toString();
    return href(`/my_bundles${text ? `?${text}` : ""}`);
  };
  return (
    <div className="sr-container wr-bundles" data-testid="my-bundles">
      <header className="wr-bundles__head">
        <div>
          <h1>{t("bundles.title")}</h1>
          <p className="wr-muted">{t("bundles.list.intro")}</p>
        </div>
        {seller ? (
          <a className="sr-button sr-button--primary sr-button--md" href={href("/my_bundles/edit")} data-testid="bundles-new">
            <span className="sr-button__label">{t("bundles.list.new")}</span>
          </a>
        ) : null}
      </header>
      {saved ? (
        <Alert tone="success" data-testid="bundles-saved">
          <p>{submitted ? t("bundles.list.saved_submitted") : t("bundles.list.saved")}</p>
        </Alert>
      ) : null}
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "error"} data-testid="bundles-message">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      {!seller ? (
        <EmptyState title={t("bundles.list.sellers_only_title")} data-testid="bundles-sellers-only">
          <p>{t("bundles.list.sellers_only_text")}</p>
        </EmptyState>
      ) : list.items.length === 0 ? (
        <EmptyState title={t("bundles.list.empty_title")} data-testid="bundles-empty">
          <p>{t("bundles.list.empty_text")}</p>
          <a className="sr-button sr-button--primary sr-button--md" href={href("/my_bundles/edit")}>
            <span className="sr-button__label">{t("bundles.list.empty_cta")}</span>
          </a>
        </EmptyState>
      ) : (
        <>
          <div className="wr-bundles__toolbar">
            <nav aria-label={t("bundles.list.filter_label")} className="wr-bundles__filters">
              <ul>
                {(["all", ...BUNDLE_STATUS] as const).map((key) => (
                  <li key={key}>
                    <a href={query({ status: key === "all" ? "" : key })} aria-current={filter === key ? "page" : undefined} data-testid={`bundles-filter-${key}`}>
                      {t(`bundles.status.${key}`)} <span className="wr-bundles__count">{list.counts[key]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <ViewToggle view={view} hrefFor={(next) => query({ view: next })} />
          </div>
          {items.length === 0 ? (
            <p className="wr-muted" data-testid="bundles-filter-empty">
              {t("bundles.list.filter_empty")}
            </p>
          ) : (
            <ul className={`wr-bundles__items wr-bundles__items--${view}`} data-testid="bundles-list" data-view={view}>
              {items.map((bundle) => (
                <BundleCard key={bundle.id} bundle={bundle} error={actionData && !actionData.ok && actionData.id === bundle.id ? actionData.message : undefined} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** Grid (2 columns on phones) or list (1 column): links, so the choice survives a reload and works without JavaScript. */
function ViewToggle({ view, hrefFor }: { view: TBundleView; hrefFor: (view: TBundleView) => string }) {
  const { t } = useTranslation("payment");
  return (
    <div className="wr-bundles__views" role="group" aria-label={t("bundles.list.view_label")}>
      {(["grid", "list"] as const).map((key) => (
        <a key={key} href={hrefFor(key)} aria-current={view === key ? "true" : undefined} className="wr-bundles__view" data-testid={`bundles-view-${key}`}>
          <ViewIcon kind={key} />
          <span>{t(`bundles.list.view_${key}`)}</span>
        </a>
      ))}
    </div>
  );
}

function ViewIcon({ kind }: { kind: TBundleView }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      {kind === "grid" ? (
        <>
          <rect x="2" y="2" width="7" height="7" rx="1.5" />
          <rect x="11" y="2" width="7" height="7" rx="1.5" />
          <rect x="2" y="11" width="7" height="7" rx="1.5" />
          <rect x="11" y="11" width="7" height="7" rx="1.5" />
        </>
      ) : (
        <>
          <rect x="2" y="3" width="16" height="4" rx="1.5" />
          <rect x="2" y="13" width="16" height="4" rx="1.5" />
        </>
      )}
    </svg>
  );
}

function BundleCard({ bundle, error }: { bundle: TItem; error?: string }) {
  const { t } = useTranslation("payment");
  const { href, lang } = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const cover = bundle.media.find((m) => m.id === bundle.coverMediaId) ?? bundle.media[0];
  const headingId = `bundle-${bundle.id}-title`;
  return (
    <li className="wr-bundle-card" data-testid="bundle-card" data-id={bundle.id} data-status={bundle.status} aria-labelledby={headingId}>
      <div className="wr-bundle-card__media">
        {cover ? <img src={cover.urls.thumb} alt="" loading="lazy" width={cover.width} height={cover.height} /> : <span className="wr-bundle-card__no-media" />}
        <span className={`wr-bundle-status wr-bundle-status--${STATUS_TONE[bundle.status]}`} data-testid="bundle-status">
          {t(`bundles.status.${bundle.status}`)}
        </span>
        {bundle.isFsk18 ? <span className="wr-bundle-card__fsk">18+</span> : null}
      </div>
      <div className="wr-bundle-card__body">
        <h2 id={headingId} className="wr-bundle-card__title">
          {bundle.title}
        </h2>
        <p className="wr-bundle-card__facts">
          <strong>{formatDollars(bundle.price, intlLocale(lang))}</strong>
          <span aria-hidden="true"> · </span>
          <span>{t("bundles.media_count", { count: bundle.media.length })}</span>
          {bundle.status === "accepted" ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t("bundles.list.purchases", { count: bundle.purchases })}</span>
            </>
          ) : null}
        </p>
        {bundle.status === "rejected" && bundle.rejectReason ? (
          <p className="wr-bundle-card__reason" data-testid="bundle-reject-reason">
            <span className="wr-bundle-card__reason-label">{t("bundles.list.reject_reason")}</span> {bundle.rejectReason}
          </p>
        ) : null}
        {bundle.status === "pending" ? <p className="wr-muted wr-bundle-card__hint">{t("bundles.list.pending_hint")}</p> : null}
        {error ? (
          <p className="wr-bundle-card__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="wr-bundle-card__actions">
          {bundle.editable ? (
            <>
              <a className="sr-button sr-button--secondary sr-button--sm" href={href(`/my_bundles/edit/${bundle.id}`)} data-testid="bundle-edit" aria-describedby={headingId}>
                <span className="sr-button__label">{t("bundles.list.edit")}</span>
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="submit" />
                <input type="hidden" name="id" value={bundle.id} />
                <Button type="submit" size="sm" disabled={busy} data-testid="bundle-submit" aria-describedby={headingId}>
                  {t("bundles.list.submit")}
                </Button>
              </Form>
            </>
          ) : null}
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t(bundle.purchases > 0 ? "bundles.list.delete_confirm_bought" : "bundles.list.delete_confirm", { title: bundle.title }))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={bundle.id} />
            <Button type="submit" size="sm" variant="ghost" disabled={busy} data-testid="bundle-delete" aria-describedby={headingId}>
              {t("bundles.list.delete")}
            </Button>
          </Form>
        </div>
      </div>
    </li>
  );
}
