import type { TFunction } from "i18next";

/** The Pager's texts: the list's own name for the navigation, the shared words (common search.pager.*) for the rest. */
export function pagerLabels(t: TFunction, nav: string) {
  return {
    nav,
    previous: t("search.pager.previous", { ns: "common" }),
    next: t("search.pager.next", { ns: "common" }),
    page: (page: number) => t("search.pager.page", { ns: "common", page }),
  };
}
