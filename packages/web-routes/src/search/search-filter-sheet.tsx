import type { TLocale } from "@samtrot/constants-catalogue";
import {
  applySearchAction,
  searchStateToQueryString,
  type TSearchKind,
  type TSearchState,
  type TViewer,
} from "@samtrot/search-query-builder";
import { BottomSheet, Button } from "@samtrot/ui-kit";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyButtonLabel } from "./apply-label";
import { panelModel } from "./panel-model";
import { SearchFilterPanel } from "./search-filter-panel";
import type { TFacetCounts } from "./search-screen-data";
import { usePendingTotal } from "./use-pending-total";
import type { TSearchController } from "./use-search-controller";

const SHEET_FORM_ID = "search-sheet-form";

type TSheetProps = {
  open: boolean;
  onClose: () => void;
  kind: TSearchKind;
  viewer: TViewer;
  facets: TFacetCounts | null;
  facetValues: Record<string, (string | number)[]>;
  /** the page's search */
  controller: TSearchController;
  /** the page's number of results; null when it made no search or the search failed */
  total: number | null;
  action: string;
  lang: TLocale;
};

/**
 * The filters on phones: the filter panel in a bottom sheet, on a selection of its own. Changes there stay in the
 * sheet (the page keeps its results) until the apply button, which names the number of results of the selection,
 * takes the page there; closing the sheet any other way drops the selection.
 */
export function SearchFilterSheet({ open, onClose, kind, viewer, facets, facetValues, controller, total, action, lang }: TSheetProps) {
  const { t } = useTranslation("common");
  const [selection, setSelection] = useState<TSearchState>(controller.state);
  // Every opening starts from the search the page shows (set while rendering, so the first frame shows it already).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelection(controller.state);
  }

  const { hrefOf } = controller;
  const draft: TSearchController = useMemo(
    () => ({
      state: selection,
      loading: false,
      restored: false,
      hrefOf,
      dispatch: (actions) => {
        const list = Array.isArray(actions) ? actions : [actions];
        setSelection((current) => list.reduce((state, action) => applySearchAction(state, action, viewer), current));
      },
      applyState: setSelection,
    }),
    [selection, hrefOf, viewer],
  );
  const model = panelModel(kind, viewer, selection, facetValues);

  const pending = usePendingTotal({
    href: hrefOf(selection),
    shown: { href: hrefOf(controller.state), total },
    lang,
    enabled: open,
  });
  const apply = useCallback(() => {
    controller.applyState(selection);
    onClose();
  }, [controller, selection, onClose]);
  const unchanged = searchStateToQueryString(selection) === searchStateToQueryString(applySearchAction(selection, { type: "reset_all" }, viewer));

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("search.sheet.title")}
      closeLabel={t("search.sheet.close")}
      data-testid="search-sheet"
      headerAction={
        <Button variant="ghost" size="sm" onClick={() => draft.dispatch({ type: "reset_all" })} disabled={unchanged}>
          {t("search.sheet.reset")}
        </Button>
      }
      footer={
        <Button
            type="submit"
            form={SHEET_FORM_ID}
            className="wr-search__sheet-apply"
            aria-busy={pending.status === "counting" || undefined}
            data-testid="search-sheet-apply"
          >
          {applyButtonLabel(pending, t, lang)}
        </Button>
      }
    >
      <SearchFilterPanel
        variant="sheet"
        formId={SHEET_FORM_ID}
        onSubmit={apply}
        model={model}
        viewer={viewer}
        facets={facets}
        controller={draft}
        action={action}
        lang={lang}
      />
    </BottomSheet>
  );
}
