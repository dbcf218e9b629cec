import { useInRouterContext, useLocation } from "@remix-run/react";
import { isLocale, type TReportCategory } from "@samtrot/constants-catalogue";
import { useTranslation } from "react-i18next";
import { localizePath } from "../shell/i18n/locale-path";
import { reportPath } from "./report-words";

type TReportLinkProps = { category: TReportCategory; itemId: number; className?: string; testId?: string };

/**
 * "Report" for any reportable item (DSA notice and action): a plain link to report/{category}/{itemId} with the
 * current page as the way back, so it works without JavaScript and for guests. Place it next to the item; the api
 * decides whether the viewer may report it. `className` styles it (e.g. as a small ghost button in a menu).
 * Outside a router (a component rendered alone) it links without a way back.
 */
export function ReportLink(props: TReportLinkProps) {
  return useInRouterContext() ? <RoutedReportLink {...props} /> : <ReportAnchor {...props} here="" />;
}

function RoutedReportLink(props: TReportLinkProps) {
  const location = useLocation();
  return <ReportAnchor {...props} here={location.pathname + location.search} />;
}

function ReportAnchor({ category, itemId, className, testId, here }: TReportLinkProps & { here: string }) {
  const { t } = useTranslation("common");
  // the page's language prefix (/de/…, /en/…) from its own path: the report page stays in that language
  const first = here.split("/")[1] ?? "";
  const prefix = isLocale(first) ? `/${first}` : "";
  const what = t(`reports.category.${category}`);
  return (
    <a
      className={className ?? "wr-report-link"}
      href={localizePath(reportPath(category, itemId, here || "/"), prefix)}
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
