import type { TCamelCased } from "@samtrot/api-client";
import type { TDataExport } from "@samtrot/api-client/contracts";
import { Form, useRevalidator } from "@remix-run/react";
import { Spinner } from "@samtrot/ui-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** How often the page asks again while an export is being built. Our decision: often enough to feel live. */
export const EXPORT_POLL_MS = 2000;

/**
 * The data export of data_privacy (spec 001 §4: init → processing → ready): a button to start one, the state
 * while the job runs (the page reloads its data every EXPORT_POLL_MS), and the download link once ready.
 */
export function DataExportPanel({ exportState }: { exportState: TCamelCased<TDataExport> }) {
  const { t } = useTranslation("common");
  const revalidator = useRevalidator();
  const running = exportState.status === "init" || exportState.status === "processing";
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, EXPORT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);
  return (
    <section aria-labelledby="data-export-heading" className="wr-export" data-testid="data-export">
      <h2 id="data-export-heading">{t("settings.export.heading")}</h2>
      <p>{t("settings.export.explanation")}</p>
      <p role="status" data-testid="data-export-status" data-status={exportState.status ?? "none"}>
        {t(`settings.export.status.${exportState.status ?? "none"}`)}
      </p>
      {running ? <Spinner label={t("settings.export.working")} /> : null}
      {exportState.status === "ready" && exportState.downloadUrl ? (
        <p>
          <a href={exportState.downloadUrl} download data-testid="data-export-download">
            {t("settings.export.download")}
          </a>
        </p>
      ) : null}
      {!running ? (
        <Form method="post">
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className="sr-button" data-testid="data-export-start">
            {t("settings.export.start")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
