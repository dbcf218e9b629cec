import { useTranslation } from "react-i18next";

// The SSR benchmark's bare page (bench/ssr): a route with no loader in the same build as the real home, so the
// benchmark compares the home's own work against Remix's floor. Mounted only in a build made with
// BENCH_ROUTES=1 (route-table.js); a production build does not have it.
export default function BenchBareRoute() {
  const { t } = useTranslation("common");
  return (
    <div className="sr-container">
      <h1>{t("home.heading")}</h1>
    </div>
  );
}
