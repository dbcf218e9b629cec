import { MEDIA_DISPLAY_SIZES, type TMediaSizeName } from "@samtrot/api-client/contracts";
import type { TGalleryItem } from "@samtrot/ui-kit";
import type { TFunction } from "i18next";
import type { TProfile } from "./profile-view";

/** Width of one display size: the api scales the longest side down to the size, never up. */
function widthAt(size: TMediaSizeName, width: number, height: number): number {
  return Math.round(width * Math.min(1, MEDIA_DISPLAY_SIZES[size] / Math.max(width, height, 1)));
}

/**
 * The hero's items from the photos the api lets THIS viewer see: visible ones with their sizes, locked ones as
 * placeholders that say why (and lead guests to sign-in). The page never decides visibility itself (spec 001 §3, §6).
 */
export function galleryItems(
  profile: Pick<TProfile, "media" | "displayName">,
  options: {
    t: TFunction;
    signInHref: string;
    /** the age verification page for fsk18 media outside the closed user group (not verified, or no re-authentication) */
    verifyHref?: (reason: "age_check" | "reauth") => string;
    unlockLabel?: (price: number) => string;
  },
): TGalleryItem[] {
  const { t } = options;
  const images = profile.media.filter((m) => m.kind === "image");
  const items: TGalleryItem[] = [];
  let position = 0;
  for (const m of images) {
    if (m.urls) {
      position += 1;
      const widths = new Map<number, string>();
      for (const size of ["thumb", "medium", "full"] as const) widths.set(widthAt(size, m.width, m.height), m.urls[size]);
      items.push({
        kind: "photo",
        key: String(m.id),
        thumbSrc: m.urls.thumb,
        src: m.urls.medium,
        srcSet: [...widths].map(([width, url]) => `${url} ${width}w`).join(", "),
        fullSrc: m.urls.full,
        width: widthAt("medium", m.width, m.height),
        height: Math.round(widthAt("medium", m.width, m.height) * (m.height / Math.max(m.width, 1))),
        alt: t("page.photo_alt", { ns: "profile", index: position, name: profile.displayName }),
      });
    } else {
      const reason = m.locked ?? "private";
      items.push({
        kind: "locked",
        key: String(m.id),
        label: t(`page.locked.${reason}`, { ns: "profile" }),
        tag: reason === "sign_in" ? undefined : t(`page.locked_tag.${reason}`, { ns: "profile" }),
        action:
          reason === "sign_in"
            ? { href: options.signInHref, label: t("page.sign_in", { ns: "profile" }) }
            : (reason === "age_check" || reason === "reauth") && options.verifyHref
              ? { href: options.verifyHref(reason), label: t(`page.locked_action.${reason}`, { ns: "profile" }) }
              : // A private photo its owner sells (issue 11): the link opens the unlock dialog (?unlock=medium-{id}).
              m.unlockPrice !== null && m.unlockPrice !== undefined && options.unlockLabel
              ? { href: `?unlock=medium-${m.id}`, label: options.unlockLabel(m.unlockPrice) }
              : undefined,
      });
    }
  }
  // Visible photos first (the avatar leads, as the api orders them), then what is locked.
  return [...items.filter((i) => i.kind === "photo"), ...items.filter((i) => i.kind === "locked")];
}
