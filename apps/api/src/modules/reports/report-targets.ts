import { REPORT_CATEGORY_TYPE, type TReportCategory } from "@samtrot/constants-catalogue";
import type { DatabaseTx } from "@samtrot/db";

/** What the registry learns about a reported item. */
export type TReportedItem = {
  /** whose item it is (the own-item rule: 422 exception.report.own_item); null when it belongs to nobody */
  ownerId: number | null;
};

/**
 * One reportable kind of item: how a category's item id resolves to the real item as the reporter sees it.
 * `resolve` answers null for an unknown item AND for one the reporter may not see (both end in 404
 * exception.report.item_not_found, so ids do not tell which items exist). It runs in the report's transaction.
 */
export type TReportTarget = {
  category: TReportCategory;
  /** the module that registered it (a second registration of the category by another module is a mistake) */
  module: string;
  resolve(tx: DatabaseTx, input: { itemId: number; reporterId: number | null; now: Date }): Promise<TReportedItem | null>;
};

const targets = new Map<number, TReportTarget>();

/**
 * Makes a category reportable. Each feature registers its categories once, at import time of its own module
 * (see README.md "Adding a category"): `registerReportTarget({ category: REPORT_CATEGORY.blog, module: "blogs", resolve })`.
 * Registering the same category again from the same module replaces it (a re-imported module); from another module
 * it throws.
 */
export function registerReportTarget(target: TReportTarget): void {
  const existing = targets.get(target.category);
  if (existing && existing.module !== target.module) {
    throw new Error(`report category ${target.category} is registered by ${existing.module} already (not ${target.module})`);
  }
  targets.set(target.category, target);
}

/** The target of a category, or undefined when no feature made it reportable yet. */
export function reportTargetOf(category: number): TReportTarget | undefined {
  return targets.get(category);
}

/** The categories reportable now (tests, the OpenAPI summary). */
export function reportableCategories(): TReportCategory[] {
  return [...targets.keys()].sort((a, b) => a - b) as TReportCategory[];
}

/** The resource name stored with a report (spec 001 §3 types; "media" for 28). */
export function reportItemType(category: TReportCategory): string {
  return REPORT_CATEGORY_TYPE[category];
}
