// The filter panel and the phones' filter sheet as one chunk: search-screen.tsx renders them on the server and
// loads this module with import() in the browser, so a search page's first render does not wait for their code
// (React keeps the server's HTML of the suspended part until it arrives, then hydrates it).
import type { ComponentProps } from "react";
import type { TSearchKind } from "@samtrot/search-query-builder";
import { panelModel } from "./panel-model";
import { SearchFilterPanel } from "./search-filter-panel";

export { SearchFilterSheet } from "./search-filter-sheet";

/** The side panel: the panel's model (which filters this viewer may use, their options) is made here too. */
export function SearchSidePanel({
  kind,
  facetValues,
  ...props
}: Omit<ComponentProps<typeof SearchFilterPanel>, "model" | "variant"> & { kind: TSearchKind; facetValues: Record<string, (string | number)[]> }) {
  return <SearchFilterPanel {...props} model={panelModel(kind, props.viewer, props.controller.state, facetValues)} />;
}
