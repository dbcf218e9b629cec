import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchUsersContract } from "@samtrot/api-client/contracts";
import { ERROR_KEY } from "@samtrot/constants-catalogue";
import { Alert, EmptyState, ProfileTile } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../lib/api.server";
import { errorMessageKey } from "../lib/error-status";
import { homeSearchRequest } from "../lib/home-search";
import { serverI18n } from "../lib/i18n.server";
import { requirePageLocale } from "../lib/page-locale.server";
import { profileTileLabels, type TTileProfile } from "../lib/profile-labels";
import { usePageLocale } from "../ui/use-page-locale";

export const handle = { i18n: ["common", "profile"] };

// Home `/` (spec 000 §2): the first screen is loaded on the server. A first simple list of escorts;
// the search issue replaces it with the full search.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  const t = serverI18n.t(lang);
  const meta = { title: t("meta.home_title"), description: t("meta.home_description") };

  const api = pageApi({ request, context }, { lang });
  // The visitor leaving (request.signal) cancels the call instead of letting it run on.
  const result = await api.call(searchUsersContract, { body: homeSearchRequest() }, { signal: request.signal });
  if (!result.ok) {
    return { meta, profiles: [] as TTileProfile[], total: 0, errorTitle: result.errors[0]?.title ?? ERROR_KEY.somethingWrong };
  }
  return { meta, profiles: result.data.items, total: result.data.total, errorTitle: null };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export default function HomeRoute() {
  const { profiles, total, errorTitle } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(["common", "profile"]);
  const { lang, href } = usePageLocale();

  return (
    <div className="sr-container wr-home">
      <h1>{t("home.heading")}</h1>
      <p className="wr-home__intro">{t("home.intro")}</p>
      <section aria-labelledby="home-results-heading">
        <h2 id="home-results-heading">{t("home.results_heading")}</h2>
        {errorTitle !== null ? (
          <Alert tone="error">
            <p>{t("home.error_title")}</p>
            <p>{t(errorMessageKey(errorTitle, (key) => i18n.exists(key)))}</p>
          </Alert>
        ) : profiles.length === 0 ? (
          <EmptyState title={t("home.empty_title")} headingLevel={3}>
            <p>{t("home.empty_text")}</p>
          </EmptyState>
        ) : (
          <>
            <p className="wr-home__count">{t("home.results_count", { count: total })}</p>
            <ul className="sr-profile-grid">
              {profiles.map((profile) => (
                <li key={profile.id}>
                  <ProfileTile
                    headingLevel={3}
                    href={href(`/p/${encodeURIComponent(profile.username)}`)}
                    username={profile.username}
                    avatarUrl={profile.avatarUrl}
                    {...profileTileLabels(profile, { t, lang })}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
