import type { TServedAd } from "@samtrot/api-client/contracts";
import { useTranslation } from "react-i18next";

/**
 * One ad on a placement of spec 001 §2, rendered on the server from what the api chose (loadAd). Nothing when there
 * is no ad (Plus members are ad-free, spec 001 §6). Marked as an ad twice: the region's name for screen readers and
 * the small visible label. The illustration keeps its box before it loads (no layout shift) and loads lazily; the
 * link goes through the api's click counter, which redirects to the ad's stored link only.
 */
export function AdSlot({ ad, className }: { ad: TServedAd | null | undefined; className?: string }) {
  const { t } = useTranslation("common");
  if (!ad) return null;
  const partner = ad.kind === "partner";
  return (
    <aside className={["wr-ad", className].filter(Boolean).join(" ")} aria-label={t("ads.region")} data-testid="ad-slot" data-ad-id={ad.id} data-ad-kind={ad.kind}>
      <a className="wr-ad__link" href={ad.click_path} rel={partner ? "sponsored noopener" : undefined} data-testid="ad-link">
        {ad.image_path ? <img className="wr-ad__art" src={ad.image_path} alt="" width={160} height={120} loading="lazy" decoding="async" /> : null}
        <span className="wr-ad__text">
          <span className="wr-ad__label" aria-hidden="true">
            {partner && ad.advertiser ? `${t("ads.label")} · ${ad.advertiser}` : t("ads.label")}
          </span>
          <strong className="wr-ad__headline">{ad.headline}</strong>
          {ad.body ? <span className="wr-ad__body">{ad.body}</span> : null}
        </span>
      </a>
    </aside>
  );
}
