import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../notifications/kinds.js";

// Every error key the reports module and its contract answer, and the receipt notification, has a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/reports.ts", root), "utf8"),
];
const used = new Set<string>([
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.report\.[a-z_]+)"/g)].map((m) => m[1]!)),
  ...Object.entries(NOTIFICATION_KINDS).filter(([, kind]) => kind.area === "report").map(([name]) => `notifications.kind.${name}`),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("report error keys and notifications", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    for (const key of ["exception.report.item_not_found", "exception.report.own_item", "exception.report.already_reported", "exception.report.too_many",
      "validation.report.contact_required", "validation.report.good_faith_required", "notifications.kind.report_received"]) expect(used).toContain(key);
    expect([...used].filter((key) => typeof lookup(common, key) !== "string")).toEqual([]);
  });
});
