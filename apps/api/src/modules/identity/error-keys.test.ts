import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every error key the identity module answers (and the closed user group's refusals elsewhere) has a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/identity.ts", root), "utf8"),
  readFileSync(new URL("apps/api/src/modules/bundles/bundle-refusal.ts", root), "utf8"),
  readFileSync(new URL("apps/api/src/modules/media-gallery/media-access.ts", root), "utf8"),
];
const used = new Set<string>(sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.[a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]!)));

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("identity error keys", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    expect(used).toContain("exception.identity.attempts_exhausted");
    expect(used).toContain("exception.media.reauth_required");
    expect(used).toContain("exception.bundles.reauth_required");
    const missing = [...used].filter((key) => typeof lookup(common, key) !== "string");
    expect(missing).toEqual([]);
  });
});
