import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import {
  addFavoriteContract,
  blockUserContract,
  blogListContract,
  eventListContract,
  profileBundlesContract,
  profileContract,
  profileGiftsContract,
  profileReviewsContract,
  removeFavoriteContract,
  PROFILE_TABS,
  type TBlogList,
  type TEventList,
  type TGiftCount,
  type TProfileBundles,
  type TProfileReviews,
  type TProfileTab,
} from "@samtrot/api-client/contracts";
import type { TCamelCased } from "@samtrot/api-client";
import { LOGIN_PATH, LOGIN_RETURN_PARAM, REPORT_CATEGORY, USER_TYPE } from "@samtrot/constants-catalogue";
import { ReportLink } from "../reports/report-link";
import { Alert, Button, ChipList, EmptyState, FactGrid, GalleryHero, PriceTable, StickyActionBar, Tabs, WeekGrid, type TTabItem } from "@samtrot/ui-kit";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { checkProfilePath } from "./check-profile-path";
import { profileView, type TProfile, type TProfileView } from "./profile-view";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { requireUser } from "../shell/session/session.server";
import { galleryItems } from "./profile-gallery";
import { intlLocale } from "./profile-facts";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { ProfileBundles, type TUnlockAnswer } from "../bundles/profile-bundles";
import { unlockAction } from "../bundles/unlock-action.server";
import { formatDollars, unlockTargetOf, type TUnlockTarget } from "../bundles/bundle-form";
import { useSessionUser } from "../shell/session/use-session-user";
import moneyCssUrl from "../money/money.css?url";
import datingCssUrl from "../dating/dating.css?url";
import { ProfileReviews } from "./profile-reviews";
import { ProfileBlogs, ProfileEvents } from "./profile-writings";
import blogsCssUrl from "../blogs/blogs.css?url";
import eventsCssUrl from "../events/events.css?url";

import profileCssUrl from "./profile-page.css?url";
import giftsCssUrl from "../gifts/gifts.css?url";
import { GiftCounts } from "../gifts/gifts-panel";
import type { TServedAd } from "@samtrot/api-client/contracts";
import { AdSlot } from "../ads/ad-slot";
import { loadAd } from "../ads/load-ad.server";
import bundlesCssUrl from "../bundles/bundles.css?url";

export const handle = { i18n: ["common", "profile", "payment", "dating", "blog", "event"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: profileCssUrl },
  { rel: "stylesheet", href: bundlesCssUrl },
  { rel: "stylesheet", href: moneyCssUrl },
  { rel: "stylesheet", href: datingCssUrl },
  { rel: "stylesheet", href: blogsCssUrl },
  { rel: "stylesheet", href: eventsCssUrl },
  { rel: "stylesheet", href: giftsCssUrl },
];

// The tip dialog (issue 11) loads on first use: the profile's first render does not carry it.
const TipDialog = lazy(() => import("../money/tip-dialog"));
// The gift picker (decision 040) too.
const GiftDialog = lazy(() => import("../gifts/gift-dialog"));

type TLoaderData =
  | {
      kind: "profile";
      title: string;
      description: string;
      profile: TProfile;
      tab: TProfileTab | null;
      /** the bundles on sale and what the unlock dialog needs (issue 11); null when the call failed */
      shop: TCamelCased<TProfileBundles> | null;
      /** ?unlock=bundle-{id} | medium-{id}: the unlock dialog to open (a link works without JavaScript) */
      unlock: TUnlockTarget | null;
      /** the published date reviews (reviews, or business_reviews for a business); null when the call failed */
      reviews: TProfileReviews | null;
      /** the blogs and events tabs' first pages; null when the profile has none (its tab count) or the call failed */
      blogs: TBlogList | null;
      events: TEventList | null;
      /** the received gifts she shows on her profile (decision 040); empty when she does not */
      gifts: TGiftCount[];
      /** the ad of the placement "profile" (spec 001 §2); null for Plus members */
      ad: TServedAd | null;
    }
  | { kind: "unavailable"; title: string };

function isTab(value: string): value is TProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value);
}

// p/{username} and p/{username}/{tab} (spec 000 §2 "Profiles"): guest-visible; what the api sends is already what
// THIS viewer may see (photos locked per visibility), so the page never decides visibility itself.
export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const username = args.params.username ?? "";
  const tabParam = args.params.tab;
  const check = checkProfilePath({ prefix: "p", username, rest: tabParam });
  if (check.kind === "favicon") throw new Response(null, { status: 500 });
  if (check.kind === "invalid") throw redirect(localizePath(check.location, linkPrefix));
  if (tabParam !== undefined && !isTab(tabParam)) throw new Response(null, { status: 404 });
  const t = serverI18n.t(lang);
  const url = new URL(args.request.url);
  const lat = url.searchParams.get("lat");
  const lon = url.searchParams.get("lon");
  const query = lat !== null && lon !== null ? { lat: Number(lat), lon: Number(lon) } : {};
  const api = pageApi(args, { lang });
  // The reviews tab pages with ?page_no= (its own address); the other tabs show its first page.
  const reviewsPage = tabParam === "reviews" || tabParam === "business_reviews" ? Math.max(1, Math.floor(Number(url.searchParams.get("page_no")) || 1)) : 1;
  const [result, shop, reviews, gifts, ad] = await Promise.all([
    api.call(profileContract, { params: { username }, query }),
    api.call(profileBundlesContract, { params: { username } }),
    api.call(profileReviewsContract, { params: { username }, query: { page_no: reviewsPage } }, { camelCase: false }),
    api.call(profileGiftsContract, { params: { username } }, { camelCase: false }),
    loadAd(args, { lang, placement: "profile" }),
  ]);
  const headers = { "cache-control": "private, no-store" };
  if (!result.ok) {
    const title = result.errors[0]?.title ?? "";
    if (result.status === 422) throw redirect(localizePath(checkProfilePathInvalid(), linkPrefix));
    if (result.status === 404 && title === "exception.profile.unavailable") {
      return data<TLoaderData>({ kind: "unavailable", title: t("page.unavailable_title", { ns: "profile" }) }, { status: 404, headers });
    }
    if (result.status === 404) throw new Response(null, { status: 404 });
    throw new Response(null, { status: typeof result.status === "number" && result.status >= 500 ? result.status : 502 });
  }
  const profile = result.data as TProfile;
  // The blogs and events tabs (their counts come with the profile): asked for only when there is something to show.
  const counted = (key: TProfileTab) => (profile.tabs.find((tab) => tab.key === key)?.count ?? 0) > 0;
  const [blogs, events] = await Promise.all([
    counted("blogs") ? api.call(blogListContract, { query: { author: profile.username } }, { camelCase: false }) : null,
    counted("events") ? api.call(eventListContract, { query: { organizer: profile.username, filter: "all" } }, { camelCase: false }) : null,
  ]);
  return data<TLoaderData>(
    {
      kind: "profile",
      title: t("page.title", { ns: "profile", name: profile.displayName }),
      description: t("page.description", { ns: "profile", name: profile.displayName }),
      profile,
      tab: tabParam !== undefined && isTab(tabParam) ? tabParam : null,
      shop: shop.ok ? shop.data : null,
      unlock: unlockTargetOf(url.searchParams.get("unlock")),
      reviews: reviews.ok ? reviews.data : null,
      blogs: blogs?.ok ? blogs.data : null,
      events: events?.ok ? events.data : null,
      gifts: gifts.ok ? gifts.data.gifts : [],
      ad,
    },
    { headers },
  );
}

function checkProfilePathInvalid(): string {
  const check = checkProfilePath({ prefix: "p", username: "" });
  return check.kind === "invalid" ? check.location : "/error/404";
}

// Favourite and block buttons (signed-in viewers only; a guest is sent to sign-in by requireUser).
export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const userId = Number(form.get("user_id"));
  const intent = String(form.get("intent") ?? "");
  const api = pageApi(args, { lang });
  // Buying a bundle or unlocking a private photo (issue 11): the api books and decides everything.
  const unlocked = await unlockAction(api, form);
  if (unlocked) return unlocked;
  const params = { userId };
  const result =
    intent === "favorite_add"
      ? await api.call(addFavoriteContract, { params })
      : intent === "favorite_remove"
        ? await api.call(removeFavoriteContract, { params })
        : intent === "block"
          ? await api.call(blockUserContract, { params })
          : null;
  if (!result) return data({ ok: false as const, message: serverI18n.t(lang)("exception.common.something_wrong_happened") }, { status: 400 });
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: typeof result.status === "number" ? result.status : 502 });
  return data({ ok: true as const, intent });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page?.kind === "profile"
    ? [{ title: page.title }, { name: "description", content: page.description }]
    : [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function ProfilePageRoute() {
  const page = useLoaderData<typeof loader>() as TLoaderData;
  const { t } = useTranslation("profile");
  const { href } = usePageLocale();
  if (page.kind === "unavailable") {
    return (
      <div className="sr-container wr-narrow" data-testid="profile-unavailable">
        <h1>{t("page.unavailable_title")}</h1>
        <p>{t("page.unavailable_text")}</p>
        <a href={href("/")}>{t("page.back_to_search")}</a>
      </div>
    );
  }
  return <ProfileBody profile={page.profile} tab={page.tab} shop={page.shop} unlock={page.unlock} reviews={page.reviews} blogs={page.blogs} events={page.events} gifts={page.gifts} ad={page.ad} />;
}

/** The overview tab's key: the profile itself, at p/{username} (spec 000 §2 names the other tabs' paths). */
const OVERVIEW = "overview";

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="wr-profile__chat">
      <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.2L7.2 14H20V6H4Zm3 3h10v2H7V9Z" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2ZM5 10v9h14v-9H5Zm0-2h14V6H5v2Zm2 4h4v4H7v-4Z" />
    </svg>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="wr-profile__heart" data-filled={filled ? "true" : "false"}>
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </svg>
  );
}

function ProfileBody({
  profile,
  tab,
  shop,
  unlock,
  reviews,
  blogs,
  events,
  gifts,
  ad,
}: {
  gifts: TGiftCount[];
  profile: TProfile;
  tab: TProfileTab | null;
  shop: TCamelCased<TProfileBundles> | null;
  unlock: TUnlockTarget | null;
  reviews: TProfileReviews | null;
  blogs: TBlogList | null;
  events: TEventList | null;
  ad: TServedAd | null;
}) {
  const { t, i18n } = useTranslation("profile");
  const { href, lang } = usePageLocale();
  const answer = useActionData<typeof action>();
  const unlockAnswer = answer && "intent" in answer && (answer.intent === "buy_bundle" || answer.intent === "unlock_medium") ? (answer as TUnlockAnswer) : undefined;
  const actionData = unlockAnswer ? undefined : (answer as { ok: boolean; intent?: string; message?: string } | undefined);
  const pricedMedia = profile.media.filter((m) => m.unlockPrice !== null && m.urls === null).map((m) => ({ id: m.id, price: m.unlockPrice as number }));
  const navigation = useNavigation();
  const common = i18n.getFixedT(i18n.language, "common");
  const view = profileView(profile, { t: common, lang });
  const base = `/p/${encodeURIComponent(profile.username)}`;
  const signInHref = href(`${LOGIN_PATH}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(base)}`);
  const adultLock = profile.media.some((m) => m.locked === "age_check") ? "age_check" : profile.media.some((m) => m.locked === "reauth") ? "reauth" : null;
  const busy = navigation.state !== "idle";
  const viewer = useSessionUser();
  // Clients tip escorts and businesses (the api decides again).
  const canTip =
    profile.viewer.signedIn &&
    !profile.viewer.isOwn &&
    viewer?.profile.userType === USER_TYPE.client &&
    (profile.userType === USER_TYPE.escort || profile.userType === USER_TYPE.business);
  const [tipOpen, setTipOpen] = useState(false);
  const [tipLoaded, setTipLoaded] = useState(false);
  // Clients send escorts gifts (the api decides again).
  const canGift = canTip && profile.userType === USER_TYPE.escort;
  const [giftOpen, setGiftOpen] = useState(false);
  const [giftLoaded, setGiftLoaded] = useState(false);
  const revalidator = useRevalidator();
  const tabs: TTabItem[] = [
    { key: OVERVIEW, label: t("page.tab.overview"), href: href(base), panel: <ProfileOverview profile={profile} view={view} /> },
    ...PROFILE_TABS.map((key) => {
      // Date reviews: a person's on reviews, a business's on business_reviews (the list's own count).
      const ownReviews = reviews !== null && key === (reviews.kind === "business" ? "business_reviews" : "reviews");
      return {
        key,
        label: t(`page.tab.${key}`),
        count: ownReviews && reviews.shown ? reviews.total : view.tabCounts[key],
        href: href(`${base}/${key}`),
        panel: ownReviews ? (
          <ProfileReviews
            list={reviews}
            name={profile.displayName}
            lang={lang}
            hrefFor={(n) => href(`${base}/${key}${n > 1 ? `?page_no=${n}` : ""}`)}
            unlockHrefFor={(dateId) => href(`/dating/reviews/unlock/${dateId}`)}
          />
        ) : key === "blogs" ? (
          <ProfileBlogs list={blogs} href={href} lang={lang} />
        ) : key === "events" ? (
          <ProfileEvents list={events} href={href} lang={lang} />
        ) : (
          <EmptyState headingLevel={2} title={t(`page.tab_empty.${key}`)} data-testid={`profile-tab-empty-${key}`} />
        ),
      };
    }),
  ];
  const place = [profile.city?.name, view.distance].filter(Boolean).join(" · ");
  return (
    <div className="wr-profile" data-testid="profile-page">
      <div className="wr-profile__layout">
        <div className="wr-profile__main">
          <GalleryHero
            items={galleryItems(profile, {
              t: common,
              signInHref,
              verifyHref: (reason) => href(`/user/age_check_verification?r=${encodeURIComponent(base)}${reason === "reauth" ? "#reauth" : "#fsk18"}`),
              unlockLabel: (price) => t("unlock.unlock_for", { ns: "payment", price: formatDollars(price, intlLocale(lang)) }),
            })}
            placeholder={
              <div className="wr-profile__placeholder">
                <img src={profile.avatarUrl} alt="" width={160} height={160} />
                <p>{t("page.no_photos_hint", { name: profile.displayName })}</p>
              </div>
            }
            labels={{
              thumbnails: t("page.photos"),
              lightbox: t("page.gallery", { name: profile.displayName }),
              close: t("page.close"),
              previous: t("page.previous_photo"),
              next: t("page.next_photo"),
              photoCount: (count) => t("page.photo_count", { count }),
            }}
          />
          {adultLock ? (
            // fsk18 photos outside the closed user group (decision 044): say why, and lead to what is missing.
            <div className="sr-alert sr-alert--info wr-profile__adult-lock" role="note" data-testid="profile-adult-lock" data-reason={adultLock}>
              <p>{t(`page.adult_lock.${adultLock}`)}</p>
              <a
                className="sr-button sr-button--primary sr-button--sm"
                href={href(`/user/age_check_verification?r=${encodeURIComponent(base)}${adultLock === "reauth" ? "#reauth" : "#fsk18"}`)}
                data-testid="profile-adult-lock-link"
              >
                <span className="sr-button__label">{t(`page.locked_action.${adultLock}`)}</span>
              </a>
            </div>
          ) : null}
          <header className="wr-profile__head">
            <h1 data-testid="profile-name">
              {profile.displayName}
              {profile.age ? <span className="wr-profile__age">, {profile.age}</span> : null}
            </h1>
            {place ? <p className="wr-profile__place">{place}</p> : null}
            <ChipList items={view.badges} label={t("page.badges")} testIdPrefix="profile-badge" className="wr-profile__badges" />
            {profile.status ? <p className="wr-profile__status">{profile.status}</p> : null}
            {profile.website ? (
              // approved by the team (decision 043); a link of user content, so nofollow ugc like the rich text's links
              <p className="wr-profile__website">
                {t("page.website")}:{" "}
                <a href={profile.website} rel="nofollow ugc noopener" data-testid="profile-website">
                  {websiteLabel(profile.website)}
                </a>
              </p>
            ) : null}
          </header>
          {actionData ? (
            <Alert tone={actionData.ok ? "success" : "error"}>
              <p>
                {actionData.ok
                  ? actionData.intent === "favorite_add"
                    ? t("page.favorite_added")
                    : actionData.intent === "favorite_remove"
                      ? t("page.favorite_removed")
                      : null
                  : actionData.message}
              </p>
            </Alert>
          ) : null}
          {gifts.length > 0 || canGift ? (
            <section className="wr-profile__gifts" aria-labelledby="profile-gifts-heading" data-testid="profile-gifts">
              <h2 id="profile-gifts-heading">{t("gift.profile_heading", { ns: "payment" })}</h2>
              {gifts.length > 0 ? <GiftCounts counts={gifts} label={t("gift.counts_label", { ns: "payment" })} testId="profile-gift-counts" /> : null}
              {canGift ? (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  data-testid="profile-gift"
                  onClick={() => {
                    setGiftLoaded(true);
                    setGiftOpen(true);
                  }}
                >
                  {t("gift.open", { ns: "payment" })}
                </Button>
              ) : null}
            </section>
          ) : null}
          {shop ? (
            <ProfileBundles
              shop={shop}
              pricedMedia={pricedMedia}
              ownerName={profile.displayName}
              initialTarget={unlock}
              answer={unlockAnswer}
              returnPath={href(base)}
            />
          ) : null}
          <Tabs
            label={t("page.tabs_label")}
            items={tabs}
            selectedKey={tab ?? OVERVIEW}
            testIdPrefix="profile-tab"
            // Keep the address in step without a page load, so a reload or a shared link opens the same tab.
            onSelect={(_key, to) => window.history.replaceState(window.history.state, "", to)}
          />
          <AdSlot ad={ad} />
          {!profile.viewer.isOwn ? (
            <div className="wr-profile__more">
              <ReportLink category={REPORT_CATEGORY.profile} itemId={profile.id} testId="profile-report" />
              {profile.viewer.signedIn ? (
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(t("page.block_confirm", { name: profile.displayName }))) event.preventDefault();
                }}
              >
                <input type="hidden" name="user_id" value={profile.id} />
                <input type="hidden" name="intent" value="block" />
                <Button type="submit" variant="ghost" size="sm" disabled={busy} data-testid="profile-block">
                  {t("page.block")}
                </Button>
              </Form>
              ) : null}
            </div>
          ) : null}
        </div>
        <StickyActionBar
          label={t("page.actions")}
          data-testid="profile-actions"
          summary={
            <div className="wr-profile__bar">
              <img src={profile.avatarUrl} alt="" width={56} height={56} loading="lazy" />
              <div className="wr-profile__bar-text">
                <span className="wr-profile__bar-name">{profile.displayName}</span>
                {view.priceFrom ? <span className="wr-profile__bar-price">{t("page.price_from", { price: view.priceFrom })}</span> : null}
              </div>
            </div>
          }
        >
          {profile.viewer.isOwn ? (
            <a className="sr-button sr-button--secondary sr-button--md" href={href("/user")}>
              <span className="sr-button__label">{t("page.edit_profile")}</span>
            </a>
          ) : profile.viewer.signedIn ? (
            <>
              <a className="sr-button sr-button--primary sr-button--md wr-profile__message" href={href(`/messenger/${encodeURIComponent(profile.username)}`)} data-testid="profile-message">
                <span className="sr-button__label">
                  <ChatIcon />
                  <span className="wr-profile__compact-label">{t("page.message")}</span>
                </span>
              </a>
              {canTip ? (
                // Clients ask escorts and businesses for a date (issue 13; the same viewers who may tip).
                <a className="sr-button sr-button--secondary sr-button--md wr-profile__message" href={href(`/my_date/new/${encodeURIComponent(profile.username)}`)} data-testid="profile-date-request">
                  <span className="sr-button__label">
                    <CalendarIcon />
                    <span className="wr-profile__compact-label">{t("request.open", { ns: "dating" })}</span>
                  </span>
                </a>
              ) : null}
              {canTip ? (
                <Button
                  type="button"
                  variant="secondary"
                  data-testid="profile-tip"
                  onClick={() => {
                    setTipLoaded(true);
                    setTipOpen(true);
                  }}
                >
                  {t("tip.open", { ns: "payment" })}
                </Button>
              ) : null}
              <Form method="post">
                <input type="hidden" name="user_id" value={profile.id} />
                <input type="hidden" name="intent" value={profile.viewer.isFavorite ? "favorite_remove" : "favorite_add"} />
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={busy}
                  data-testid="profile-favorite"
                  aria-pressed={profile.viewer.isFavorite}
                  className="wr-profile__favorite"
                >
                  <HeartIcon filled={profile.viewer.isFavorite} />
                  <span className="wr-profile__compact-label">{profile.viewer.isFavorite ? t("page.favorite_remove") : t("page.favorite_add")}</span>
                </Button>
              </Form>
            </>
          ) : (
            <a className="sr-button sr-button--primary sr-button--md wr-profile__favorite" href={signInHref} data-testid="profile-favorite-sign-in">
              <span className="sr-button__label">
                <HeartIcon filled={false} />
                {t("page.favorite_sign_in")}
              </span>
            </a>
          )}
        </StickyActionBar>
        {tipLoaded ? (
          <Suspense fallback={null}>
            <TipDialog open={tipOpen} onClose={() => setTipOpen(false)} recipient={{ id: profile.id, name: profile.displayName }} />
          </Suspense>
        ) : null}
        {giftLoaded ? (
          <Suspense fallback={null}>
            <GiftDialog open={giftOpen} onClose={() => setGiftOpen(false)} onSent={() => revalidator.revalidate()} recipient={{ id: profile.id, name: profile.displayName }} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function ProfileOverview({ profile, view }: { profile: TProfile; view: TProfileView }) {
  const { t } = useTranslation("profile");
  const { lang } = usePageLocale();
  return (
    <div className="wr-profile__sections">
      <section className="wr-profile__section" aria-labelledby="profile-about">
        <h2 id="profile-about">{t("page.about")}</h2>
        {profile.description ? (
          // The api sends the description already cleaned by the rich-text allow-list (contract: sanitised markup).
          <div className="wr-rich-text" data-testid="profile-description" dangerouslySetInnerHTML={{ __html: profile.description }} />
        ) : (
          <p className="wr-empty">{t("page.no_description")}</p>
        )}
      </section>
      <section className="wr-profile__section" aria-labelledby="profile-facts-heading">
        <h2 id="profile-facts-heading">{t("page.facts")}</h2>
        <FactGrid facts={view.facts} data-testid="profile-facts" />
      </section>
      <section className="wr-profile__section" aria-labelledby="profile-prices-heading">
        <h2 id="profile-prices-heading">{t("page.prices")}</h2>
        {view.prices.length ? (
          <PriceTable caption={t("page.prices")} hideCaption durationHeader={t("page.duration")} priceHeader={t("page.price")} rows={view.prices} data-testid="profile-prices" />
        ) : (
          <p className="wr-empty">{t("page.no_prices")}</p>
        )}
      </section>
      <section className="wr-profile__section" aria-labelledby="profile-hours-heading">
        <h2 id="profile-hours-heading">{t("page.hours")}</h2>
        {view.week.length ? (
          <WeekGrid locale={intlLocale(lang)} days={view.week} closedLabel={t("page.closed")} data-testid="profile-hours" />
        ) : (
          <p className="wr-empty">{t("page.no_hours")}</p>
        )}
      </section>
      <section className="wr-profile__section" aria-labelledby="profile-traits-heading">
        <h2 id="profile-traits-heading">{t("page.traits")}</h2>
        {view.traits.length ? <FactGrid facts={view.traits} data-testid="profile-traits" /> : <p className="wr-empty">{t("page.no_traits")}</p>}
      </section>
    </div>
  );
}

/** The address as people say it: without the scheme and a lone trailing slash. */
function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, "").replace(/\/$/, "");
}
