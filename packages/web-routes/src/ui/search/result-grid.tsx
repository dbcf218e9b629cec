import { ProfileTile } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { profileTileLabels, type TTileProfile } from "../../lib/profile-labels";
import { usePageLocale } from "../use-page-locale";

/**
 * The result tiles of a search (search pages and the SEO pages): distance, price and numbers through the
 * catalogue's display rules (profileTileLabels). Profiles of the white-label's second home search follow the
 * first search's and are marked as such.
 */
export function ResultGrid({ items, fill = [], headingLevel = 3 }: { items: TTileProfile[]; fill?: TTileProfile[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(["common", "profile"]);
  const { lang, href } = usePageLocale();
  const tile = (profile: TTileProfile, second: boolean) => (
    <li key={profile.id} data-fill={second ? "second-search" : undefined}>
      <ProfileTile
        headingLevel={headingLevel}
        href={href(`/p/${encodeURIComponent(profile.username)}`)}
        username={profile.username}
        avatarUrl={profile.avatarUrl}
        {...profileTileLabels(profile, { t, lang })}
      />
    </li>
  );
  return (
    <ul className="sr-profile-grid" data-testid="search-results">
      {items.map((profile) => tile(profile, false))}
      {fill.map((profile) => tile(profile, true))}
    </ul>
  );
}
