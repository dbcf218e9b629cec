import { Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";

/** membership (read-only until the money issue): whether the user is Plus, until when, and the Plus benefits of the user type (spec 001 §6). */
export function MembershipPanel({ values }: { values: { isMember: boolean; memberUntil: string | null; benefits: string[] } }) {
  const { t, i18n } = useTranslation("common");
  const until = values.memberUntil ? new Date(values.memberUntil).toLocaleDateString(i18n.language === "en" ? "en-US" : "de-DE", { timeZone: "UTC" }) : null;
  return (
    <>
      <Card title={t("settings.membership.status_heading")} headingLevel={2}>
        <p data-testid="membership-status" data-member={values.isMember ? "true" : "false"}>
          {values.isMember ? (until ? t("settings.membership.member_until", { date: until }) : t("settings.membership.member")) : t("settings.membership.free")}
        </p>
      </Card>
      <Card title={values.isMember ? t("settings.membership.benefits_heading_member") : t("settings.membership.benefits_heading")} headingLevel={2}>
        <ul className="wr-benefits" data-testid="membership-benefits">
          {values.benefits.map((benefit) => (
            <li key={benefit}>{t(`settings.membership.benefit.${benefit}`)}</li>
          ))}
        </ul>
        {!values.isMember ? <p className="wr-muted">{t("settings.membership.no_payments")}</p> : null}
      </Card>
    </>
  );
}
