import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../notifications/kinds.js";

// Every error key the console and its contract answer, and its notifications, have a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/moderation.ts", root), "utf8"),
  readFileSync(new URL("apps/api/src/modules/payouts/request-payout.ts", root), "utf8"),
];
const used = new Set<string>([
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.(?:moderation|report|payout)\.[a-z_]+)"/g)].map((m) => m[1]!)),
  ...["statement_of_reasons", "report_decided", "appeal_decided"].map((name) => `notifications.kind.${name}`),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("moderation console error keys and notifications", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    for (const key of ["exception.moderation.appeal_window_closed", "validation.moderation.reason_too_short", "exception.payout.frozen"]) expect(used).toContain(key);
    for (const name of ["statement_of_reasons", "report_decided", "appeal_decided"]) expect(NOTIFICATION_KINDS).toHaveProperty(name);
    expect([...used].filter((key) => typeof lookup(common, key) !== "string")).toEqual([]);
  });
});
