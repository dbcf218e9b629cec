import { describe, expect, it } from "vitest";
import { ZBundleInput } from "@samtrot/api-client/contracts";
import { bundleBodyOf, bundleViewOf, buyDollarsPath, editorStepOf, formatDollars, mediaIdsOf, unlockParam, unlockTargetOf } from "./bundle-form";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("bundle manager form (spec 001 §2)", () => {
  it("reads the view and the step, defaulting to the grid and the selection", () => {
    expect(bundleViewOf("list")).toBe("list");
    expect(bundleViewOf("table")).toBe("grid");
    expect(editorStepOf("creation_meta_info")).toBe("creation_meta_info");
    expect(editorStepOf(null)).toBe("creation_selection");
  });

  it("keeps the selected media in order, once, positive integers only", () => {
    expect(mediaIdsOf(["3", "1,2", "3", "x", "-4", "0", "2.5"])).toEqual([3, 1, 2]);
  });

  it("builds a body the api contract accepts, and one it refuses with the price key", () => {
    const body = bundleBodyOf(formOf([["title", " Am See "], ["description", ""], ["price", "12"], ["media", "5"], ["media", "7"], ["cover_media_id", "7"], ["fsk18", "on"]]));
    expect(body).toEqual({ title: " Am See ", description: "", price: 12, media_ids: [5, 7], cover_media_id: 7, fsk18: true });
    expect(ZBundleInput.parse(body)).toMatchObject({ title: "Am See", price: 12, fsk18: true });
    const refused = ZBundleInput.safeParse(bundleBodyOf(formOf([["title", "Am See"], ["price", "12,5"], ["media", "5"]])));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["price"], message: "validation.bundles.price_range" });
    expect(ZBundleInput.safeParse(bundleBodyOf(formOf([["title", "Am See"], ["price", ""]]))).error?.issues.map((i) => i.path[0])).toEqual(["price", "media_ids"]);
  });

  it("formats dollars per language and links to the dollar checkout with the way back", () => {
    expect(formatDollars(12, "de-DE").replace(/\s/g, " ")).toBe("12 $");
    expect(formatDollars(1500, "en-US")).toBe("$1,500");
    expect(buyDollarsPath("/de/p/mia?unlock=bundle-3")).toBe("/buy/dollar?return=%2Fde%2Fp%2Fmia%3Funlock%3Dbundle-3");
  });

  it("reads which unlock dialog to open", () => {
    expect(unlockTargetOf("bundle-12")).toEqual({ kind: "bundle", id: 12 });
    expect(unlockTargetOf("medium-3")).toEqual({ kind: "medium", id: 3 });
    expect(unlockTargetOf("bundle-x")).toBeNull();
    expect(unlockParam({ kind: "medium", id: 9 })).toBe("medium-9");
  });
});
