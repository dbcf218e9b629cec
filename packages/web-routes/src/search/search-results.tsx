import { Link } from "@remix-run/react";
import { Alert, EmptyState, Pager, Spinner } from "@samtrot/ui-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TSearchScreen } from "./search-screen-data";
import type { TWidenSuggestion } from "./widen-search";
import { errorMessageKey } from "../shell/errors/error-status";
import type { TServedAd } from "@samtrot/api-client/contracts";
import { AdSlot } from "../ads/ad-slot";
import { ResultGrid } from "./result-grid";
import type { TSearchController } from "./use-search-controller";

type TResultsProps = {
  screen: Omit<TSearchScreen, "state">;
  controller: TSearchController;
  /** ways to widen an (almost) empty search, made by the loader (search-page.server.ts) */
  widen: TWidenSuggestion[];
  /** the phones' Filter button, at the end of the toolbar (hidden from 768px, where the panel is beside) */
  filterButton?: ReactNode;
  /** the ad below the result tiles (spec 001 §2 placement "search") */
  ad?: TServedAd | null;
};

function WidenHint({ suggestions, controller }: { suggestions: TWidenSuggestion[]; controller: TSearchController }) {
  const { t } = useTranslation("common");
  if (suggestions.length === 0) return null;
  return (
    <div className="wr-search__widen" data-testid="widen-hint">
      <p>{t("search.widen.text")}</p>
      <ul className="wr-search__widen-list">
        {suggestions.map((suggestion) => (
          <li key={suggestion.kind}>
            <Link className="sr-button sr-button--secondary sr-button--sm" to={controller.hrefOf(suggestion.state)} preventScrollReset>
              {suggestion.kind === "radius"
                ? t("search.widen.radius", { km: suggestion.radius })
                : suggestion.kind === "all_countries"
                  ? t("search.widen.all_countries")
                  : t("search.widen.reset")}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The result side of a search page: count, tiles, the empty and error states, the widen hint and the pager. */
export function SearchResults({ screen, controller, widen, filterButton, ad }: TResultsProps) {
  const { t, i18n } = useTranslation("common");
  const { state, loading } = controller;
  const suggestions = widen;

  let body;
  if (screen.skip !== null) {
    body = (
      <Alert tone="info">
        <p>{t(`search.skip.${screen.skip}`)}</p>
      </Alert>
    );
  } else if (screen.errorTitle !== null) {
    body = (
      <Alert tone="error">
        <p>{t("search.results.error_title")}</p>
        <p>{t(errorMessageKey(screen.errorTitle, (key) => i18n.exists(key)))}</p>
      </Alert>
    );
  } else if (screen.items.length === 0 && screen.fill.length === 0) {
    body = (
      <EmptyState title={t("search.results.empty_title")} headingLevel={3} data-testid="search-empty">
        <p>{t("search.results.empty_text")}</p>
        <WidenHint suggestions={suggestions} controller={controller} />
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ResultGrid items={screen.items} fill={screen.fill} />
        <AdSlot ad={ad} />
        {screen.filled ? <p className="wr-search__note">{t("search.results.filled")}</p> : null}
        {screen.items.length > 0 ? <WidenHint suggestions={suggestions} controller={controller} /> : null}
        <Pager
          className="wr-search__pager"
          current={screen.page}
          pageCount={screen.pageCount}
          hrefFor={(page) => controller.hrefOf(state, page)}
          labels={{
            nav: t("search.pager.nav"),
            previous: t("search.pager.previous"),
            next: t("search.pager.next"),
            page: (page) => t("search.pager.page", { page }),
          }}
          renderLink={({ href, children, ...rest }) => (
            <Link to={href} {...rest}>
              {children}
            </Link>
          )}
        />
      </>
    );
  }

  return (
    <section className="wr-search__results" aria-labelledby="search-results-heading" aria-busy={loading || undefined}>
      <div className="wr-search__toolbar">
        <h2 id="search-results-heading" className="wr-search__results-heading">
          {t("search.results.heading")}
        </h2>
        {screen.skip === null && screen.errorTitle === null ? (
          <p className="wr-search__count" data-testid="search-count" aria-live="polite">
            {t("search.results.count", { count: screen.total })}
            {screen.pageCount > 1 ? <span className="wr-search__count-page">{` · ${t("search.results.page", { page: screen.page, count: screen.pageCount })}`}</span> : null}
          </p>
        ) : null}
        {loading ? <Spinner label={t("search.results.loading")} showLabel /> : null}
        {filterButton}
      </div>
      <div className={loading ? "wr-search__body wr-search__body--loading" : "wr-search__body"}>{body}</div>
    </section>
  );
}
