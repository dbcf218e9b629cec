import type { TProfile } from "./profile-view";
import { useTranslation } from "react-i18next";

/**
 * The photos this viewer may see; a locked one is a tile that says why (and links to sign-in for guests), so the
 * viewer learns what exists without the api ever sending its bytes (spec 001 §3, §6).
 */
export function ProfilePhotos({ profile, signInHref }: { profile: TProfile; signInHref: string }) {
  const { t } = useTranslation("profile");
  const media = profile.media.filter((m) => m.kind === "image");
  if (media.length === 0) return <p className="wr-empty">{t("page.no_photos")}</p>;
  return (
    <ul className="wr-media-grid" data-testid="profile-photos">
      {media.map((m, index) => (
        <li key={m.id} className="wr-media-grid__item" data-testid="profile-photo" data-locked={m.locked ?? "no"}>
          {m.urls ? (
            <a href={m.urls.full}>
              <img src={m.urls.medium} alt={t("page.photo_alt", { index: index + 1, name: profile.displayName })} loading="lazy" width={m.width} height={m.height} />
            </a>
          ) : (
            <div className="wr-media-locked" role="note">
              <p>{t(`page.locked.${m.locked ?? "private"}`)}</p>
              {m.locked === "sign_in" ? <a href={signInHref}>{t("page.sign_in")}</a> : null}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
