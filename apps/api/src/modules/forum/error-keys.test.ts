import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every error key the forum answers, its report category's and its notification's name, have a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/forum.ts", root), "utf8"),
];
const used = new Set<string>([
  "reports.category.30",
  "notifications.kind.forum_reply",
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.(?:forum|common)\.[a-z_]+)"/g)].map((m) => m[1]!)),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("forum error keys", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    expect(used).toContain("exception.forum.slow_mode");
    expect(used).toContain("exception.forum.edit_window_closed");
    expect(used).toContain("validation.forum.quote_not_found");
    expect(used.size).toBeGreaterThan(13);
    const missing = [...used].filter((key) => typeof lookup(common, key) !== "string");
    expect(missing).toEqual([]);
  });
});
