import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { TCamelCased } from "@samtrot/api-client";
import {
  addGalleryItemContract,
  deleteGalleryItemContract,
  galleryListContract,
  grantGalleryUnlockContract,
  revokeGalleryUnlockContract,
  setGalleryAvatarContract,
  setUnlockPriceContract,
  setGalleryVisibilityContract,
  SETTINGS_CONTRACTS,
  ZWatermarkSettings,
  type TGalleryItem,
  type TWatermarkSettings,
} from "@samtrot/api-client/contracts";
import { GALLERY_PANELS, MEDIA_UNLOCK_PRICE, MEDIA_VISIBILITY, WATERMARK_OPACITY, WATERMARK_POSITIONS, ZGalleryPanel, ZMediaVisibility, ZUsername, type TGalleryPanel } from "@samtrot/constants-catalogue";
import { Alert, Button, Card, EmptyState, Pager, Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { mediaColumnsCss } from "./media-columns-css";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { requireUser } from "../shell/session/session.server";
import { VISIBILITY_OPTIONS } from "../settings/settings-fields";
import { GalleryUpload } from "./gallery-upload";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { pagerLabels } from "../shell/i18n/pager-labels";

export const handle = { i18n: ["common"], sensitive: true };

type TItem = TCamelCased<TGalleryItem>;

function failStatus(status: number | string): number {
  return typeof status === "number" && status >= 400 ? status : 502;
}

// user/media_gallery (spec 000 §2, spec 001 §3, §9): the owner's media by panel, 33 per page, with upload,
// visibility, avatar, delete and the watermark settings. Every change goes through the api, which checks it.
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const url = new URL(args.request.url);
  const panelParse = ZGalleryPanel.safeParse(url.searchParams.get("panel") ?? "all");
  const panel: TGalleryPanel = panelParse.success ? panelParse.data : "all";
  const pageNo = Math.max(1, Math.min(100_000, Number(url.searchParams.get("page_no")) || 1));
  const api = pageApi(args, { lang });
  const [list, settings] = await Promise.all([
    api.call(galleryListContract, { query: { panel, page_no: pageNo } }),
    api.call(SETTINGS_CONTRACTS.media_gallery.get),
  ]);
  if (!list.ok) throw new Response(null, { status: failStatus(list.status) });
  return data(
    {
      title: serverI18n.t(lang)("gallery.title"),
      panel,
      list: list.data,
      watermark: settings.ok ? (settings.data.values.watermark as TWatermarkSettings) : null,
      defaultVisibility: settings.ok ? settings.data.values.defaultVisibility : null,
    },
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
  const done = (message: string) => data({ ok: true as const, intent, id, message });
  const fail = (message: string, status: number | string) => data({ ok: false as const, intent, id, message }, { status: failStatus(status) });
  switch (intent) {
    case "add": {
      const visibility = ZMediaVisibility.safeParse(Number(form.get("visibility")));
      const result = await api.call(addGalleryItemContract, { body: { media_id: Number(form.get("media_id")), ...(visibility.success ? { visibility: visibility.data } : {}) } });
      return result.ok ? done(t("gallery.added")) : fail(result.message, result.status);
    }
    case "visibility": {
      const visibility = ZMediaVisibility.safeParse(Number(form.get("visibility")));
      if (!visibility.success) return fail(t("validation.common.invalid_choice"), 422);
      const result = await api.call(setGalleryVisibilityContract, { params: { id }, body: { visibility: visibility.data } });
      return result.ok ? done(t("gallery.visibility_saved")) : fail(result.message, result.status);
    }
    case "delete": {
      const result = await api.call(deleteGalleryItemContract, { params: { id } });
      return result.ok ? done(t("gallery.deleted")) : fail(result.message, result.status);
    }
    case "avatar": {
      const result = await api.call(setGalleryAvatarContract, { params: { id } });
      return result.ok ? done(t("gallery.avatar_set")) : fail(result.message, result.status);
    }
    case "unlock": {
      // Private media (spec 001 §3): the owner unlocks one for a viewer by username; the api checks the name.
      const username = ZUsername.safeParse(String(form.get("username") ?? "").trim());
      if (!username.success) return fail(t(username.error.issues[0]?.message ?? "validation.common.required"), 422);
      const result = await api.call(grantGalleryUnlockContract, { params: { id }, body: { username: username.data } });
      return result.ok ? done(t("gallery.unlock.granted", { username: username.data })) : fail(result.message, result.status);
    }
    case "unlock_price": {
      // A private medium's price for a viewer's paid unlock (spec 001 §6, issue 11); empty takes it off sale.
      const text = String(form.get("unlock_price") ?? "").trim();
      const price = text === "" ? null : Number(text);
      const result = await api.call(setUnlockPriceContract, { params: { id }, body: { unlock_price: price } });
      return result.ok ? done(t(price === null ? "gallery.unlock_price.removed" : "gallery.unlock_price.saved")) : fail(result.message, result.status);
    }
    case "revoke": {
      const result = await api.call(revokeGalleryUnlockContract, { params: { id, userId: Number(form.get("user_id")) } });
      return result.ok ? done(t("gallery.unlock.revoked")) : fail(result.message, result.status);
    }
    case "default_visibility": {
      // settings media_gallery (spec 000 §2): the visibility new uploads get.
      const visibility = ZMediaVisibility.safeParse(Number(form.get("default_visibility")));
      if (!visibility.success) return fail(t("validation.common.invalid_choice"), 422);
      const result = await api.call(SETTINGS_CONTRACTS.media_gallery.put, { body: { default_visibility: visibility.data } });
      return result.ok ? done(t("gallery.default_visibility_saved")) : fail(result.message, result.status);
    }
    case "watermark": {
      const parsed = ZWatermarkSettings.safeParse({
        enabled: form.get("enabled") !== null,
        colour: String(form.get("colour") ?? ""),
        position: String(form.get("position") ?? ""),
        opacity: Number(form.get("opacity")),
      });
      if (!parsed.success) return fail(t(parsed.error.issues[0]?.message ?? "exception.common.something_wrong_happened"), 422);
      const result = await api.call(SETTINGS_CONTRACTS.media_gallery.put, { body: { watermark: parsed.data } });
      return result.ok ? done(t("gallery.watermark_saved")) : fail(result.message, result.status);
    }
    default:
      return fail(t("exception.common.something_wrong_happened"), 400);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function MediaGalleryRoute() {
  const { panel, list, watermark, defaultVisibility } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const busy = navigation.state !== "idle";
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  // "true" once the page runs in the browser (the upload needs its handlers; tests wait for it)
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div className="sr-container" data-testid="media-gallery" data-interactive={interactive ? "true" : undefined}>
      <p>
        <a href={href("/user")}>{t("settings.back")}</a>
      </p>
      <h1>{t("gallery.title")}</h1>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "error"} data-testid="gallery-message">
          <p>{actionData.message}</p>
        </Alert>
      ) : null}
      <GalleryUpload onUploaded={(mediaId) => submit({ intent: "add", media_id: String(mediaId) }, { method: "post" })} />
      <nav aria-label={t("gallery.panels")} className="wr-tabs">
        <ul>
          {GALLERY_PANELS.map((name) => (
            <li key={name}>
              <a href={href(`/user/media_gallery?panel=${name}`)} aria-current={panel === name ? "page" : undefined} data-testid={`gallery-panel-${name}`}>
                {t(`gallery.panel.${name}`)} ({list.counts[name]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <style>{mediaColumnsCss(".wr-gallery-grid")}</style>
      {list.items.length === 0 ? (
        <EmptyState title={t("gallery.empty")} data-testid="gallery-empty" />
      ) : (
        <ul className="wr-gallery-grid" data-testid="gallery-grid">
          {list.items.map((item) => (
            <GalleryTile
              key={item.id}
              item={item}
              busy={busy}
              unlockError={actionData && !actionData.ok && actionData.intent === "unlock" && actionData.id === item.id ? actionData.message : undefined}
              priceError={actionData && !actionData.ok && actionData.intent === "unlock_price" && actionData.id === item.id ? actionData.message : undefined}
            />
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <Pager
          current={list.pageNo}
          pageCount={pageCount}
          labels={pagerLabels(t, t("gallery.pages"))}
          hrefFor={(page: number) => href(`/user/media_gallery?panel=${panel}&page_no=${page}`)}
        />
      ) : null}
      {defaultVisibility !== null ? <DefaultVisibilityForm value={defaultVisibility} busy={busy} /> : null}
      {watermark ? <WatermarkForm watermark={watermark} busy={busy} /> : null}
    </div>
  );
}

function GalleryTile({ item, busy, unlockError, priceError }: { item: TItem; busy: boolean; unlockError?: string; priceError?: string }) {
  const { t } = useTranslation("common");
  return (
    <li className="wr-gallery-tile" data-testid="gallery-item" data-id={item.id}>
      <img src={item.urls.thumb} alt={t("gallery.item_alt", { id: item.id })} loading="lazy" width={item.width} height={item.height} style={{ width: "100%", height: "auto" }} />
      <p className="wr-gallery-tile__status">
        {t(`gallery.review.${item.reviewStatusName}`)}
        {item.isAvatar ? ` · ${t("gallery.is_avatar")}` : null}
      </p>
      <Form method="post" className="wr-gallery-tile__form">
        <input type="hidden" name="intent" value="visibility" />
        <input type="hidden" name="id" value={item.id} />
        <Select
          label={t("gallery.visibility_label")}
          name="visibility"
          id={`visibility-${item.id}`}
          defaultValue={String(item.visibility)}
          options={VISIBILITY_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          data-testid="gallery-visibility"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={busy} data-testid="gallery-visibility-save">
          {t("gallery.visibility_save")}
        </Button>
      </Form>
      {item.visibility === MEDIA_VISIBILITY.private ? <UnlockPanel item={item} busy={busy} error={unlockError} priceError={priceError} /> : null}
      {!item.isAvatar && item.kind === "image" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="avatar" />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" size="sm" variant="ghost" disabled={busy} data-testid="gallery-avatar">
            {t("gallery.set_avatar")}
          </Button>
        </Form>
      ) : null}
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(t("gallery.delete_confirm"))) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item.id} />
        <Button type="submit" size="sm" variant="danger" disabled={busy} data-testid="gallery-delete">
          {t("gallery.delete")}
        </Button>
      </Form>
    </li>
  );
}

/**
 * Who may see a private medium besides its owner (spec 001 §3 "private only to the owner and unlocked viewers"):
 * the unlocked viewers with "take back", and a username field to unlock it for one more. The api checks every
 * byte it serves against these unlocks.
 */
function UnlockPanel({ item, busy, error, priceError }: { item: TItem; busy: boolean; error?: string; priceError?: string }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  return (
    <details className="wr-unlocks" data-testid="gallery-unlocks" open={error !== undefined || item.unlockedUsers.length > 0 ? true : undefined}>
      <summary>{t("gallery.unlock.heading", { count: item.unlockedUsers.length })}</summary>
      {item.unlockedUsers.length === 0 ? (
        <p className="wr-muted">{t("gallery.unlock.none")}</p>
      ) : (
        <ul>
          {item.unlockedUsers.map((viewer) => (
            <li key={viewer.id} data-testid="gallery-unlocked-user" data-username={viewer.username}>
              <a href={href(`/p/${viewer.username}`)}>{viewer.username}</a>
              {item.paidUnlockUserIds.includes(viewer.id) ? (
                // A paid unlock stays (the api refuses to take it back): no button.
                <span className="wr-muted"> · {t("gallery.unlock_price.paid")}</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="user_id" value={viewer.id} />
                  <Button type="submit" size="sm" variant="ghost" disabled={busy} aria-label={t("gallery.unlock.revoke_user", { username: viewer.username })} data-testid="gallery-unlock-revoke">
                    {t("gallery.unlock.revoke")}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" noValidate data-testid="gallery-unlock-form">
        <input type="hidden" name="intent" value="unlock" />
        <input type="hidden" name="id" value={item.id} />
        <TextInput label={t("gallery.unlock.username")} name="username" id={`unlock-${item.id}`} autoComplete="off" required error={error} />
        <Button type="submit" size="sm" variant="secondary" disabled={busy} data-testid="gallery-unlock-submit">
          {t("gallery.unlock.grant")}
        </Button>
      </Form>
      <Form method="post" noValidate data-testid="gallery-unlock-price-form">
        <input type="hidden" name="intent" value="unlock_price" />
        <input type="hidden" name="id" value={item.id} />
        <TextInput
          label={t("gallery.unlock_price.label")}
          name="unlock_price"
          id={`unlock-price-${item.id}`}
          type="number"
          inputMode="numeric"
          min={MEDIA_UNLOCK_PRICE.min}
          max={MEDIA_UNLOCK_PRICE.max}
          step={1}
          defaultValue={item.unlockPrice ?? ""}
          hint={t("gallery.unlock_price.hint", { min: MEDIA_UNLOCK_PRICE.min, max: MEDIA_UNLOCK_PRICE.max })}
          error={priceError}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={busy} data-testid="gallery-unlock-price-save">
          {t("gallery.unlock_price.save")}
        </Button>
      </Form>
    </details>
  );
}

/** The visibility new uploads get (settings media_gallery default_visibility, spec 001 §3 levels). */
function DefaultVisibilityForm({ value, busy }: { value: number; busy: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Card title={t("gallery.default_visibility_heading")} headingLevel={2}>
      <Form method="post" data-testid="default-visibility-form">
        <input type="hidden" name="intent" value="default_visibility" />
        <Select
          label={t("settings.field.default_visibility")}
          name="default_visibility"
          defaultValue={String(value)}
          options={VISIBILITY_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        />
        <Button type="submit" disabled={busy} data-testid="default-visibility-save">
          {t("settings.save")}
        </Button>
      </Form>
    </Card>
  );
}

/** Watermark settings (spec 001 §3): on/off, colour, corner, opacity 35–100. */
function WatermarkForm({ watermark, busy }: { watermark: TWatermarkSettings; busy: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Card title={t("gallery.watermark.heading")} headingLevel={2}>
      <Form method="post" noValidate data-testid="watermark-form">
        <input type="hidden" name="intent" value="watermark" />
        <label className="sr-checkbox">
          <input type="checkbox" name="enabled" defaultChecked={watermark.enabled} /> {t("gallery.watermark.enabled")}
        </label>
        <TextInput label={t("gallery.watermark.colour")} name="colour" type="color" defaultValue={watermark.colour} />
        <Select
          label={t("gallery.watermark.position")}
          name="position"
          defaultValue={watermark.position}
          options={WATERMARK_POSITIONS.map((p) => ({ value: p, label: t(`gallery.watermark.corner.${p}`) }))}
        />
        <TextInput
          label={t("gallery.watermark.opacity")}
          name="opacity"
          type="number"
          min={WATERMARK_OPACITY.min}
          max={WATERMARK_OPACITY.max}
          defaultValue={watermark.opacity}
          hint={t("gallery.watermark.opacity_hint", { min: WATERMARK_OPACITY.min, max: WATERMARK_OPACITY.max })}
        />
        <Button type="submit" disabled={busy} data-testid="watermark-save">
          {t("gallery.watermark.save")}
        </Button>
      </Form>
    </Card>
  );
}
