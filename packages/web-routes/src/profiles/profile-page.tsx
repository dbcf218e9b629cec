import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { addFavoriteContract, blockUserContract, profileContract, removeFavoriteContract, PROFILE_TABS, type TProfileTab } from "@samtrot/api-client/contracts";
import { LOGIN_PATH, LOGIN_RETURN_PARAM } from "@samtrot/constants-catalogue";
import { Alert, Card, EmptyState } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { checkProfilePath } from "./check-profile-path";
import { profileView, type TProfile } from "./profile-view";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { requireUser } from "../shell/session/session.server";
import { ProfilePhotos } from "./profile-photos";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common", "profile"] };

type TLoaderData =
  | { kind: "profile"; title: string; description: string; profile: TProfile; tab: TProfileTab | null }
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
  const result = await pageApi(args, { lang }).call(profileContract, { params: { username }, query });
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
  return data<TLoaderData>(
    {
      kind: "profile",
      title: t("page.title", { ns: "profile", name: profile.displayName }),
      description: t("page.description", { ns: "profile", name: profile.displayName }),
      profile,
      tab: tabParam !== undefined && isTab(tabParam) ? tabParam : null,
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
  return <ProfileBody profile={page.profile} tab={page.tab} />;
}

function ProfileBody({ profile, tab }: { profile: TProfile; tab: TProfileTab | null }) {
  const { t, i18n } = useTranslation("profile");
  const { href, lang } = usePageLocale();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const view = profileView(profile, { t: i18n.getFixedT(i18n.language, "common"), lang });
  const base = `/p/${encodeURIComponent(profile.username)}`;
  const signInHref = href(`${LOGIN_PATH}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(base)}`);
  const busy = navigation.state !== "idle";
  return (
    <div className="sr-container wr-profile" data-testid="profile-page">
      <header className="wr-profile__head">
        <img className="wr-profile__avatar" src={profile.avatarUrl} alt="" width={96} height={96} />
        <div>
          <h1 data-testid="profile-name">{profile.displayName}</h1>
          <ul className="wr-badges" aria-label={t("page.facts")}>
            {view.badges.map((b) => (
              <li key={b.key} className={`wr-badge wr-badge--${b.tone}`} data-testid={`profile-badge-${b.key}`}>
                {b.label}
              </li>
            ))}
          </ul>
          {profile.status ? <p className="wr-profile__status">{profile.status}</p> : null}
        </div>
        <div className="wr-profile__actions">
          {profile.viewer.isOwn ? (
            <p>
              {t("page.own_profile")} <a href={href("/user")}>{t("page.edit_profile")}</a>
            </p>
          ) : profile.viewer.signedIn ? (
            <>
              <Form method="post">
                <input type="hidden" name="user_id" value={profile.id} />
                <input type="hidden" name="intent" value={profile.viewer.isFavorite ? "favorite_remove" : "favorite_add"} />
                <button type="submit" className="sr-button" disabled={busy} data-testid="profile-favorite" aria-pressed={profile.viewer.isFavorite}>
                  {profile.viewer.isFavorite ? t("page.favorite_remove") : t("page.favorite_add")}
                </button>
              </Form>
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(t("page.block_confirm", { name: profile.displayName }))) event.preventDefault();
                }}
              >
                <input type="hidden" name="user_id" value={profile.id} />
                <input type="hidden" name="intent" value="block" />
                <button type="submit" className="sr-button sr-button--danger" disabled={busy} data-testid="profile-block">
                  {t("page.block")}
                </button>
              </Form>
            </>
          ) : null}
        </div>
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
      <nav aria-label={t("page.tabs_label")} className="wr-tabs">
        <ul>
          <li>
            <a href={href(base)} aria-current={tab === null ? "page" : undefined}>
              {t("page.tab.overview")}
            </a>
          </li>
          {profile.tabs.map((entry) => (
            <li key={entry.key}>
              <a href={href(`${base}/${entry.key}`)} aria-current={tab === entry.key ? "page" : undefined} data-testid={`profile-tab-${entry.key}`}>
                {t(`page.tab.${entry.key}`)} ({entry.count})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab ? (
        <section aria-labelledby="profile-tab-heading">
          <h2 id="profile-tab-heading">{t(`page.tab.${tab}`)}</h2>
          <EmptyState headingLevel={3} title={t(`page.tab_empty.${tab}`)} data-testid="profile-tab-empty" />
        </section>
      ) : (
        <ProfileOverview profile={profile} view={view} signInHref={signInHref} />
      )}
    </div>
  );
}

function ProfileOverview({ profile, view, signInHref }: { profile: TProfile; view: ReturnType<typeof profileView>; signInHref: string }) {
  const { t } = useTranslation("profile");
  const a = profile.appearance;
  return (
    <div className="wr-profile__body">
      <Card title={t("page.photos")} headingLevel={2}>
        <ProfilePhotos profile={profile} signInHref={signInHref} />
      </Card>
      <Card title={t("page.facts")} headingLevel={2}>
        <dl className="wr-facts" data-testid="profile-facts">
          {profile.age ? (
            <>
              <dt>{t("page.age")}</dt>
              <dd>{t("tile.age", { age: profile.age })}</dd>
            </>
          ) : null}
          {profile.city ? (
            <>
              <dt>{t("page.city")}</dt>
              <dd>{profile.city.name}</dd>
            </>
          ) : null}
          {view.distance ? (
            <>
              <dt>{t("page.distance")}</dt>
              <dd data-testid="profile-distance">{view.distance}</dd>
            </>
          ) : null}
          <dt>{t("page.last_login")}</dt>
          <dd data-testid="profile-last-login">{view.lastLogin ?? t("page.last_login_hidden")}</dd>
          {view.replyTime ? (
            <>
              <dt>{t("page.reply_time")}</dt>
              <dd data-testid="profile-reply-time">{view.replyTime}</dd>
            </>
          ) : null}
          {profile.phone ? (
            <>
              <dt>{t("page.phone")}</dt>
              <dd>
                <a href={`tel:${profile.phone}`}>{profile.phone}</a>
              </dd>
            </>
          ) : null}
          {profile.profession ? (
            <>
              <dt>{t("page.profession")}</dt>
              <dd>{profile.profession}</dd>
            </>
          ) : null}
          {a.height ? (
            <>
              <dt>{t("page.height")}</dt>
              <dd>{t("page.height_value", { value: a.height })}</dd>
            </>
          ) : null}
          {a.weight ? (
            <>
              <dt>{t("page.weight")}</dt>
              <dd>{t("page.weight_value", { value: a.weight })}</dd>
            </>
          ) : null}
          {a.cupSize ? (
            <>
              <dt>{t("page.cup_size")}</dt>
              <dd>{a.cupSize}</dd>
            </>
          ) : null}
          {a.nationality ? (
            <>
              <dt>{t("page.nationality")}</dt>
              <dd>{a.nationality}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Card title={t("page.about")} headingLevel={2}>
        {profile.description ? (
          // The api sends the description already cleaned by the rich-text allow-list (contract: sanitised markup).
          <div className="wr-rich-text" data-testid="profile-description" dangerouslySetInnerHTML={{ __html: profile.description }} />
        ) : (
          <p className="wr-empty">{t("page.no_description")}</p>
        )}
      </Card>
      <Card title={t("page.prices")} headingLevel={2}>
        {view.prices.length ? (
          <ul data-testid="profile-prices">
            {view.prices.map((p) => (
              <li key={p.minutes}>{p.label}</li>
            ))}
          </ul>
        ) : (
          <p className="wr-empty">{t("page.no_prices")}</p>
        )}
      </Card>
      <Card title={t("page.hours")} headingLevel={2}>
        {view.hours.length ? (
          <dl className="wr-facts" data-testid="profile-hours">
            {view.hours.map((h, index) => (
              <div key={index}>
                <dt>{h.day}</dt>
                <dd>
                  {t("page.hours_range", { from: h.from, to: h.to })} {h.overDay ? t("page.over_day") : null}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="wr-empty">{t("page.no_hours")}</p>
        )}
      </Card>
      <Card title={t("page.languages")} headingLevel={2}>
        {view.languages.length ? <p data-testid="profile-languages">{view.languages.join(", ")}</p> : <p className="wr-empty">{t("page.no_languages")}</p>}
      </Card>
      <Card title={t("page.traits")} headingLevel={2}>
        {view.traits.length ? (
          <dl className="wr-facts" data-testid="profile-traits">
            {view.traits.map((group) => (
              <div key={group.category}>
                <dt>{group.label}</dt>
                <dd>{group.values.join(", ")}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="wr-empty">{t("page.no_traits")}</p>
        )}
      </Card>
    </div>
  );
}
