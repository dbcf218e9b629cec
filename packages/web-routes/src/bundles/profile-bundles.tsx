import { Form, useNavigation } from "@remix-run/react";
import type { TCamelCased } from "@samtrot/api-client";
import type { TProfileBundles, TShopBundle } from "@samtrot/api-client/contracts";
import { LOGIN_PATH, LOGIN_RETURN_PARAM } from "@samtrot/constants-catalogue";
import { Alert, BottomSheet, Button, Lightbox } from "@samtrot/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { intlLocale } from "../profiles/profile-facts";
import { buyDollarsPath, formatDollars, unlockParam, type TUnlockTarget } from "./bundle-form";
import { LockGlyph } from "./bundle-edit";

type TShop = TCamelCased<TProfileBundles>;
type TBundleItem = TCamelCased<TShopBundle>;

/** What the profile action answered to an unlock (the dialog shows a refusal in place; success reloads the data). */
export type TUnlockAnswer =
  | { ok: true; intent: "buy_bundle" | "unlock_medium"; id: number; balance: { before: number; after: number } | null }
  | { ok: false; intent: "buy_bundle" | "unlock_medium"; id: number; message: string; insufficient: boolean };

/** A locked private medium with an unlock price (from the profile's photos). */
export type TPricedMedium = { id: number; price: number };

/**
 * The bundles section of a profile (spec 001 §6 "locked-image bundles"): each bundle on sale with its blurred cover,
 * price and number of photos; the unlock dialog (price, balance before → after, confirm; too few dollars → buy link;
 * 18+ without an accepted age check → why, and the way to the age check). A bought bundle shows its photos.
 */
export function ProfileBundles({
  shop,
  pricedMedia,
  ownerName,
  initialTarget,
  answer,
  returnPath,
}: {
  shop: TShop;
  pricedMedia: readonly TPricedMedium[];
  ownerName: string;
  initialTarget: TUnlockTarget | null;
  answer: TUnlockAnswer | undefined;
  returnPath: string;
}) {
  const { t } = useTranslation("payment");
  const [target, setTarget] = useState<TUnlockTarget | null>(initialTarget);
  // After a successful purchase the dialog closes; the loader's fresh data shows the opened media.
  useEffect(() => {
    if (answer?.ok) setTarget(null);
  }, [answer]);
  const bundle = target?.kind === "bundle" ? shop.items.find((b) => b.id === target.id) : undefined;
  const medium = target?.kind === "medium" ? pricedMedia.find((m) => m.id === target.id) : undefined;
  // A dialog only for something that can still be bought (an old ?unlock= link to a bought bundle opens nothing).
  const active = (bundle && !bundle.bought && !bundle.isOwn) || medium ? target : null;
  const bought = answer?.ok && answer.intent === "buy_bundle" ? answer.id : null;
  const success = answer?.ok ? (
    <Alert tone="success" data-testid="unlock-success">
      <p>
        {answer.intent === "buy_bundle" ? t("unlock.bought") : t("unlock.medium_unlocked")}
        {answer.balance ? ` ${t("unlock.balance_now", { amount: answer.balance.after })}` : ""}
      </p>
    </Alert>
  ) : null;
  const dialog = (
    <UnlockDialog
      target={active}
      title={bundle ? bundle.title : t("unlock.medium_title")}
      price={bundle?.price ?? medium?.price ?? 0}
      ageBlocked={bundle && bundle.isFsk18 && !shop.viewer.closedUserGroup ? (shop.viewer.ageVerified ? "reauth" : "age_check") : null}
      viewer={shop.viewer}
      answer={answer && active && answer.id === active.id && !answer.ok ? answer : undefined}
      returnPath={returnPath}
      onClose={() => setTarget(null)}
    />
  );
  // Without bundles on sale: only the outcome of a photo's unlock and its dialog.
  if (shop.items.length === 0) {
    return success || medium ? (
      <div className="wr-shop" data-testid="profile-bundles">
        {success}
        {dialog}
      </div>
    ) : null;
  }
  return (
    <section className="wr-profile__section wr-shop" aria-labelledby="profile-bundles-heading" data-testid="profile-bundles" id="bundles">
      <h2 id="profile-bundles-heading">{t("unlock.section_title")}</h2>
      <p className="wr-shop__intro">{t("unlock.section_intro", { name: ownerName })}</p>
      {success}
      <ul className="wr-shop__list">
        {shop.items.map((item) => (
          <ShopCard key={item.id} bundle={item} highlight={bought === item.id} onUnlock={() => setTarget({ kind: "bundle", id: item.id })} />
        ))}
      </ul>
      {dialog}
    </section>
  );
}

function ShopCard({ bundle, highlight, onUnlock }: { bundle: TBundleItem; highlight: boolean; onUnlock: () => void }) {
  const { t } = useTranslation("payment");
  const { lang } = usePageLocale();
  const [index, setIndex] = useState<number | null>(null);
  const headingId = `shop-bundle-${bundle.id}`;
  const open = bundle.bought || bundle.isOwn;
  const images = bundle.media.filter((m) => m.urls !== null);
  const cover = bundle.cover;
  return (
    <li className="wr-shop-card" data-testid="shop-bundle" data-id={bundle.id} data-bought={bundle.bought ? "true" : "false"} data-highlight={highlight ? "true" : undefined} aria-labelledby={headingId}>
      <div className={`wr-shop-card__media${open && cover?.urls ? "" : " wr-shop-card__media--locked"}`}>
        {open && cover?.urls ? (
          <img src={cover.urls.medium} alt="" width={cover.width} height={cover.height} loading="lazy" />
        ) : cover?.previewUrl ? (
          <img src={cover.previewUrl} alt="" width={cover.width} height={cover.height} loading="lazy" />
        ) : (
          <span className="wr-shop-card__noview">{t("unlock.no_preview")}</span>
        )}
        {!open ? (
          <span className="wr-shop-card__lock" aria-hidden="true">
            <LockGlyph />
          </span>
        ) : null}
        {bundle.isFsk18 ? <span className="wr-bundle-card__fsk">18+</span> : null}
      </div>
      <div className="wr-shop-card__body">
        <h3 id={headingId} className="wr-shop-card__title">
          {bundle.title}
        </h3>
        <p className="wr-shop-card__meta">{t("bundles.media_count", { count: bundle.mediaCount })}</p>
        {bundle.description ? <p className="wr-shop-card__text">{bundle.description}</p> : null}
        {open ? (
          <>
            <p className="wr-shop-card__owned">{bundle.isOwn ? t("unlock.own_bundle") : t("unlock.bought_badge")}</p>
            <ul className="wr-shop-card__photos" aria-label={t("unlock.photos_of", { title: bundle.title })} data-testid="shop-bundle-photos">
              {images.map((m, i) => (
                <li key={m.id}>
                  <a
                    href={m.urls!.full}
                    onClick={(event) => {
                      event.preventDefault();
                      setIndex(i);
                    }}
                    data-testid="shop-bundle-photo"
                  >
                    <img src={m.urls!.thumb} alt={t("unlock.photo_alt", { index: i + 1, title: bundle.title })} width={m.width} height={m.height} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
            <Lightbox
              images={images.map((m, i) => ({ key: String(m.id), src: m.urls!.full, alt: t("unlock.photo_alt", { index: i + 1, title: bundle.title }), width: m.width, height: m.height }))}
              index={index}
              onIndexChange={setIndex}
              onClose={() => setIndex(null)}
              label={bundle.title}
              closeLabel={t("unlock.close")}
              previousLabel={t("unlock.previous")}
              nextLabel={t("unlock.next")}
            />
          </>
        ) : (
          <div className="wr-shop-card__buy">
            <span className="wr-shop-card__price">{formatDollars(bundle.price, intlLocale(lang))}</span>
            <a
              href={`?unlock=${unlockParam({ kind: "bundle", id: bundle.id })}`}
              className="sr-button sr-button--primary sr-button--sm"
              aria-describedby={headingId}
              data-testid="shop-bundle-unlock"
              onClick={(event) => {
                event.preventDefault();
                onUnlock();
              }}
            >
              <span className="sr-button__label">{t("unlock.unlock_button")}</span>
            </a>
          </div>
        )}
      </div>
    </li>
  );
}

function UnlockDialog({
  target,
  title,
  price,
  ageBlocked,
  viewer,
  answer,
  returnPath,
  onClose,
}: {
  target: TUnlockTarget | null;
  title: string;
  price: number;
  /** an 18+ bundle outside the closed user group: not a verified adult, or no re-authentication in this sign-in */
  ageBlocked: "age_check" | "reauth" | null;
  viewer: TShop["viewer"];
  answer: Extract<TUnlockAnswer, { ok: false }> | undefined;
  returnPath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("payment");
  const { href, lang } = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const money = (amount: number) => formatDollars(amount, intlLocale(lang));
  const balance = viewer.dollarBalance ?? 0;
  const enough = balance >= price && !answer?.insufficient;
  const returnTo = target ? `${returnPath}?unlock=${unlockParam(target)}` : returnPath;
  const buyLink = (
    <a className="sr-button sr-button--primary sr-button--md" href={href(buyDollarsPath(returnTo))} data-testid="unlock-buy-dollars">
      <span className="sr-button__label">{t("unlock.buy_dollars")}</span>
    </a>
  );
  let body: JSX.Element;
  if (!viewer.signedIn) {
    body = (
      <div className="wr-unlock">
        <p>{t("unlock.sign_in_text")}</p>
        <a className="sr-button sr-button--primary sr-button--md" href={href(`${LOGIN_PATH}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}`)}>
          <span className="sr-button__label">{t("unlock.sign_in")}</span>
        </a>
      </div>
    );
  } else if (ageBlocked) {
    body = (
      <div className="wr-unlock" data-testid="unlock-age-check">
        <p>{t(ageBlocked === "reauth" ? "unlock.reauth_text" : "unlock.age_check_text")}</p>
        <a
          className="sr-button sr-button--primary sr-button--md"
          href={href(`/user/age_check_verification?r=${encodeURIComponent(returnTo)}${ageBlocked === "reauth" ? "#reauth" : ""}`)}
          data-testid="unlock-age-check-link"
        >
          <span className="sr-button__label">{t(ageBlocked === "reauth" ? "unlock.reauth_link" : "unlock.age_check_link")}</span>
        </a>
      </div>
    );
  } else {
    body = (
      <div className="wr-unlock">
        <dl className="wr-unlock__sum" data-testid="unlock-summary">
          <div>
            <dt>{t("unlock.price")}</dt>
            <dd data-testid="unlock-price">{money(price)}</dd>
          </div>
          <div>
            <dt>{t("unlock.balance")}</dt>
            <dd data-testid="unlock-balance-before">{money(balance)}</dd>
          </div>
          <div className="wr-unlock__after">
            <dt>{t("unlock.balance_after")}</dt>
            <dd data-testid="unlock-balance-after">{enough ? money(balance - price) : "–"}</dd>
          </div>
        </dl>
        {answer && !answer.insufficient ? (
          <Alert tone="error" data-testid="unlock-error">
            <p>{answer.message}</p>
          </Alert>
        ) : null}
        {enough ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={target?.kind === "medium" ? "unlock_medium" : "buy_bundle"} />
            <input type="hidden" name="target_id" value={target?.id ?? ""} />
            <p className="wr-unlock__note">{t("unlock.note")}</p>
            <Button type="submit" loading={busy} data-testid="unlock-confirm" className="wr-unlock__confirm">
              {t("unlock.confirm", { price: money(price) })}
            </Button>
          </Form>
        ) : (
          <div className="wr-unlock__short" data-testid="unlock-insufficient">
            <Alert tone="error">
              <p>{t("unlock.insufficient", { missing: money(Math.max(0, price - balance)) })}</p>
            </Alert>
            {buyLink}
          </div>
        )}
      </div>
    );
  }
  return (
    <BottomSheet open={target !== null} onClose={onClose} title={title} closeLabel={t("unlock.close")} data-testid="unlock-dialog">
      {body}
    </BottomSheet>
  );
}
