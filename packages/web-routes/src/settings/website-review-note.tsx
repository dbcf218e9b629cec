import type { TWebsiteStatusName } from "@samtrot/api-client/contracts";
import { Alert } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";

const TONE: Record<TWebsiteStatusName, "info" | "success" | "error"> = { default: "info", pending: "info", approved: "success", rejected: "error" };

/**
 * The review of the website (contact settings; decision 043): the owner sees whether the team is still checking the
 * address, approved it (it shows on the profile) or rejected it — with the team's reasons.
 */
export function WebsiteReviewNote({ status, website, reason }: { status: TWebsiteStatusName; website: string | null; reason: string | null }) {
  const { t } = useTranslation("common");
  if (!website) return null;
  return (
    <section className="wr-settings-website" aria-labelledby="settings-website-heading" data-testid="settings-website-review" data-status={status}>
      <h2 id="settings-website-heading">{t("settings.website.heading")}</h2>
      <Alert tone={TONE[status]}>
        <p data-testid="settings-website-status">{t(`settings.website.${status}`)}</p>
        {status === "rejected" && reason ? (
          <p>
            {t("settings.website.reason")} <span data-testid="settings-website-reason">{reason}</span>
          </p>
        ) : null}
      </Alert>
    </section>
  );
}
