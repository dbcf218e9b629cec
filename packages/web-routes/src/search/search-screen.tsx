import { countActiveFilters, searchedProfileType } from "@samtrot/search-query-builder";
import { Alert, FilterButton } from "@samtrot/ui-kit";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSearchScreen, TSearchScreenDefinition } from "./search-screen-data";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { SIDE_PANEL_ID } from "./form-fields";
import * as filtersOnServer from "./search-filters";
import type { TServedAd } from "@samtrot/api-client/contracts";
import { SearchResults } from "./search-results";
import { loadSearchActions, useSearchController } from "./use-search-controller";
import type { TWidenSuggestion } from "./widen-search";

// The filter panel and sheet: rendered with the page on the server; in the browser their code (and with it
// search-query-builder's user actions and zod) is a chunk of its own, so the first render loads only the results'
// code. While the chunk is on its way React keeps the server's HTML of the panel (a suspended boundary is not
// hydrated); on a client-side navigation the panel follows a moment after the results. `import.meta.env.SSR` is
// a constant of the build, so the browser's bundle has no static import of the panel.
const loadFilters = () => import("./search-filters");
const SearchSidePanel = import.meta.env.SSR
  ? filtersOnServer.SearchSidePanel
  : lazy(() => loadFilters().then((parts) => ({ default: parts.SearchSidePanel })));
const SearchFilterSheet = import.meta.env.SSR
  ? filtersOnServer.SearchFilterSheet
  : lazy(() => loadFilters().then((parts) => ({ default: parts.SearchFilterSheet })));

/** Renders nothing; tells once the boundary it sits in has hydrated (its effect runs only then). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** The heading: what the page lists (escorts, clients, businesses), or what the variant is about. */
function headingKey(screen: TSearchScreen, definition: TSearchScreenDefinition): string {
  if (definition.nearby) return "search.heading.nearby";
  if (screen.variant === "promo_code") return "search.heading.promo_code";
  return `search.heading.${searchedProfileType(definition.kind, screen.viewer)}`;
}

/**
 * A search page (home, its variants, the client, escort and business searches, nearby, landing pages): the
 * filter panel beside the results. Server-rendered with the first results, then interactive.
 *
 * Phones (below 768px, search.css) get the results first: a sticky Filter button with the number of filters set
 * opens the filters in a bottom sheet (SearchFilterSheet). Without JavaScript the button is a link to the panel,
 * which then follows the results; the CSS alone decides, so the server render is already right on a phone.
 */
export function SearchScreen({
  screen,
  intro,
  widen,
  definition,
  ad,
}: {
  screen: TSearchScreen;
  intro?: string;
  widen: TWidenSuggestion[];
  /** the ad below the results (spec 001 §2 placement "search"); null for Plus members */
  ad?: TServedAd | null;
  /** the variant's kind and nearby flag, sent by the loader (the variants' table stays on the server) */
  definition: TSearchScreenDefinition;
}) {
  const { t } = useTranslation("common");
  const { lang, href } = usePageLocale();
  const controller = useSearchController({
    state: screen.state,
    viewer: screen.viewer,
    basePath: screen.basePath,
    // landing pages, nearby searches and paths with presets (/agenturen-clubs/clubs) bring their own search
    restore: screen.variant !== "landing_page" && !definition.nearby && !screen.presetsInPath,
  });
  const values = facetValues(screen);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Once the panel runs in the browser the Filter button opens the sheet (before that it is a link to the panel).
  const [interactive, setInteractive] = useState(false);
  const markInteractive = useRef(() => setInteractive(true)).current;
  useEffect(() => {
    // The user actions a filter change needs, fetched while the visitor looks at the results.
    if (interactive) void loadSearchActions().catch(() => undefined);
  }, [interactive]);

  // nearby / nearby-pop: search around the visitor's position once the browser tells it.
  const [nearbyFailed, setNearbyFailed] = useState(false);
  const askedPosition = useRef(false);
  useEffect(() => {
    if (!definition.nearby || askedPosition.current || window.location.search !== "") return;
    askedPosition.current = true;
    if (!("geolocation" in navigator)) {
      setNearbyFailed(true);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: Number(position.coords.latitude.toFixed(4)), lon: Number(position.coords.longitude.toFixed(4)) };
        controller.dispatch(
          [
            { type: "set_position", position: here },
            { type: "set_location_and_mode", mode: "radius", location: here, city: null },
          ],
          { replace: true },
        );
      },
      () => setNearbyFailed(true),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }, [definition.nearby, controller]);

  return (
    <div
      className="sr-container wr-search"
      data-search-variant={screen.variant}
      data-search-kind={definition.kind}
      data-sheet={interactive ? "ready" : undefined}
    >
      <h1>{t(headingKey(screen, definition))}</h1>
      {intro ? <p className="wr-search__intro">{intro}</p> : null}
      {controller.restored ? (
        <p className="wr-search__note" role="status">
          {t("search.restored")}
        </p>
      ) : null}
      {nearbyFailed ? (
        <Alert tone="info">
          <p>{t("search.nearby.failed")}</p>
        </Alert>
      ) : null}
      <div className="wr-search__layout">
        <Suspense fallback={null}>
          <SearchSidePanel
            kind={definition.kind}
            facetValues={values}
            viewer={screen.viewer}
            facets={screen.facets}
            controller={controller}
            action={href(screen.basePath)}
            lang={lang}
          />
          <Hydrated onHydrated={markInteractive} />
        </Suspense>
        <SearchResults
          screen={screen}
          controller={controller}
          widen={widen}
          ad={ad}
          filterButton={
            <FilterButton
              className="wr-search__filter-button"
              data-testid="search-filter-button"
              label={t("search.sheet.button")}
              count={countActiveFilters(controller.state)}
              countLabel={(count) => t("search.sheet.button_count", { count })}
              href={interactive ? undefined : `#${SIDE_PANEL_ID}`}
              onClick={interactive ? () => setSheetOpen(true) : undefined}
              expanded={interactive ? sheetOpen : undefined}
            />
          }
        />
      </div>
      <Suspense fallback={null}>
        <SearchFilterSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          kind={definition.kind}
          viewer={screen.viewer}
          facets={screen.facets}
          facetValues={values}
          controller={controller}
          total={screen.skip === null && screen.errorTitle === null ? screen.total : null}
          action={href(screen.basePath)}
          lang={lang}
        />
      </Suspense>
    </div>
  );
}

/** Values the current results have per filter (the facets' terms), for the open code lists. */
function facetValues(screen: TSearchScreen): Record<string, (string | number)[]> {
  const terms = screen.facets?.terms ?? {};
  return Object.fromEntries(Object.entries(terms).map(([filter, counts]) => [filter, counts.filter((c) => c.count > 0).map((c) => c.value)]));
}
