import type { TLocale } from "@samtrot/constants-catalogue";
import type { TFunction } from "i18next";
import { profileTileLabels, type TTileProfile } from "../profiles/profile-labels";
import type { TResultTile } from "./search-screen-data";

/** The tiles of profiles in a language: their texts through the catalogue's display rules (profileTileLabels). */
export function resultTiles(profiles: readonly TTileProfile[], lang: TLocale, t: TFunction): TResultTile[] {
  return profiles.map((profile) => ({
    id: profile.id,
    username: profile.username,
    avatarUrl: profile.avatarUrl,
    userType: profile.userType,
    gender: profile.gender,
    coupleType: profile.coupleType,
    labels: profileTileLabels(profile, { t, lang }),
  }));
}
