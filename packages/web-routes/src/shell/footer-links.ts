import type { TBrandConfig } from "../brand";
import { localizePath } from "./i18n/locale-path";
import { FOOTER_LINKS, type TFooterLinkKey } from "@samtrot/constants-catalogue";

export type TFooterLinkTarget = { key: TFooterLinkKey; href: string; external: boolean };

/**
 * Footer links of spec 000 §2 in their order: the magazine only where the brand shows it, the
 * support centre from the brand config, every internal link under the page's language prefix.
 */
export function footerLinkTargets(
  brand: Pick<TBrandConfig, "showMagazineLink" | "supportCenterUrl">,
  linkPrefix: string,
): TFooterLinkTarget[] {
  return FOOTER_LINKS.filter((link) => !link.hiddenInWhiteLabel || brand.showMagazineLink).map((link) =>
    link.path === null
      ? { key: link.key, href: brand.supportCenterUrl, external: true }
      : { key: link.key, href: localizePath(link.path, linkPrefix), external: false },
  );
}
