import { useLocation } from "@remix-run/react";
import type { TReportCategory } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { reportPath } from "./report-words";

/**
 * "Report" for any reportable item (DSA notice and action): a plain link to report/{category}/{itemId} with the
 * current page as the way back, so it works without JavaScript and for guests. Place it next to the item; the api
 * decides whether the viewer may report it. `className` styles it (e.g. as a small ghost button in a menu).
 */
export function ReportLink({ category, itemId, className, testId }: { category: TReportCategory; itemId: number; className?: string; testId?: string }) {
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const location = useLocation();
  const what = t(`reports.category.${category}`);
  return (
    <a
      className={className ?? "wr-report-link"}
      href={href(reportPath(category, itemId, location.pathname + location.search))}
      rel="nofollow"
      aria-label={t("reports.link_label", { what })}
      data-testid={testId ?? "report-link"}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M5 21V4h9l.4 2H20v10h-7l-.4-2H7v7z" />
      </svg>
      {t("reports.link")}
    </a>
  );
}
