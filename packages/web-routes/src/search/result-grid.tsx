import { PROFILE_GRID_WIDEST_COLUMNS, ProfileTile } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { profileTileLabels, type TTileProfile } from "../profiles/profile-labels";
import type { TResultTile } from "./search-screen-data";
import { usePageLocale } from "../shell/i18n/use-page-locale";

/**
 * The result tiles of a search (search pages, the SEO pages, other profile lists). Search results bring their
 * texts along, already through the catalogue's display rules (distance, price, numbers) in the page language;
 * profiles of the api as they come get them here (profileTileLabels). Profiles of the white-label's second home
 * search follow the first search's and are marked as such. The first row (as wide as the grid gets) loads its
 * pictures at once with high priority: one of them is the page's largest paint; the others load lazily.
 */
export function ResultGrid({
  items,
  fill = [],
  headingLevel = 3,
}: {
  items: readonly (TResultTile | TTileProfile)[];
  fill?: readonly (TResultTile | TTileProfile)[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(["common", "profile"]);
  const { lang, href } = usePageLocale();
  const tile = (profile: TResultTile | TTileProfile, second: boolean, index: number) => (
    <li key={profile.id} data-fill={second ? "second-search" : undefined}>
      <ProfileTile
        priority={index < PROFILE_GRID_WIDEST_COLUMNS}
        headingLevel={headingLevel}
        href={href(`/p/${encodeURIComponent(profile.username)}`)}
        username={profile.username}
        avatarUrl={profile.avatarUrl}
        {...("labels" in profile ? profile.labels : profileTileLabels(profile, { t, lang }))}
      />
    </li>
  );
  return (
    <ul className="sr-profile-grid" data-testid="search-results">
      {items.map((profile, index) => tile(profile, false, index))}
      {fill.map((profile, index) => tile(profile, true, items.length + index))}
    </ul>
  );
}
