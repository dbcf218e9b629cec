import { BUNDLE_MANAGER_STEPS, type TBundleManagerStep } from "@samtrot/constants-catalogue";

// Pure parts of the bundle manager (spec 001 §2 steps view_list, creation_selection, creation_meta_info; mobile grid
// of 2 columns or list of 1): the step and the selection as they travel in the address, the form → api body.

export const BUNDLE_VIEWS = ["grid", "list"] as const;
export type TBundleView = (typeof BUNDLE_VIEWS)[number];

export function bundleViewOf(value: string | null): TBundleView {
  return value === "list" ? "list" : "grid";
}

/** The editor's step from `?step=`; view_list is the my_bundles page itself, so the editor knows two steps. */
export function editorStepOf(value: string | null): Exclude<TBundleManagerStep, "view_list"> {
  return value === "creation_meta_info" ? "creation_meta_info" : "creation_selection";
}

export const EDITOR_STEPS = BUNDLE_MANAGER_STEPS.filter((step): step is Exclude<TBundleManagerStep, "view_list"> => step !== "view_list");

/** Selected media ids from repeated `media` values (and comma lists), positive integers, first occurrence kept. */
export function mediaIdsOf(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    for (const part of value.split(",")) {
      const id = Number(part.trim());
      if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

/** The api body (ZBundleInput) from the meta-info form; the api contract's schema checks it on both sides. */
export function bundleBodyOf(form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const priceText = text("price").trim();
  const cover = Number(text("cover_media_id"));
  return {
    title: text("title"),
    description: text("description"),
    // An empty field stays undefined (required), anything else a number the schema checks for a whole dollar amount.
    price: priceText === "" ? undefined : Number(priceText.replace(",", ".")),
    media_ids: mediaIdsOf(form.getAll("media").filter((v): v is string => typeof v === "string")),
    cover_media_id: Number.isSafeInteger(cover) && cover > 0 ? cover : null,
    fsk18: form.get("fsk18") !== null,
  };
}

/** Whole dollars in the page language ("12 $" in German, "$12" in English). */
export function formatDollars(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** Where "buy dollars" leads: the checkout of dollar packages, coming back to where the user was (issue 11 brief). */
export function buyDollarsPath(returnPath: string): string {
  return `/buy/dollar?return=${encodeURIComponent(returnPath)}`;
}

/** `?unlock=bundle-12` / `?unlock=medium-34`: which unlock dialog the page opens (a link works without JavaScript). */
export type TUnlockTarget = { kind: "bundle" | "medium"; id: number };

export function unlockTargetOf(value: string | null): TUnlockTarget | null {
  const match = /^(bundle|medium)-(\d{1,15})$/.exec(value ?? "");
  return match ? { kind: match[1] as "bundle" | "medium", id: Number(match[2]) } : null;
}

export function unlockParam(target: TUnlockTarget): string {
  return `${target.kind}-${target.id}`;
}
