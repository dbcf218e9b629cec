import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every error key the chat rooms answer, and the report category's name, has a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/chatrooms.ts", root), "utf8"),
];
const used = new Set<string>([
  "reports.category.29",
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.(?:chatrooms|common)\.[a-z_]+)"/g)].map((m) => m[1]!)),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("chat room error keys", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    expect(used).toContain("exception.chatrooms.slow_mode");
    expect(used).toContain("exception.chatrooms.muted");
    expect(used).toContain("validation.chatrooms.text_too_long");
    expect(used.size).toBeGreaterThan(9);
    const missing = [...used].filter((key) => typeof lookup(common, key) !== "string");
    expect(missing).toEqual([]);
  });
});
