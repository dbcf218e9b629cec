import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../notifications/kinds.js";

// Every error key the blogs module (and its moderation) answers, and every blog notification, has a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/blogs.ts", root), "utf8"),
];
const used = new Set<string>([
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.blog\.[a-z_]+)"/g)].map((m) => m[1]!)),
  // decideSubmit / decideModeration refusals (@samtrot/blogs), answered as exception.blog.<reason>
  "exception.blog.not_submittable",
  "exception.blog.not_awaiting_review",
  ...Object.entries(NOTIFICATION_KINDS).filter(([, kind]) => kind.area === "blog").map(([name]) => `notifications.kind.${name}`),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("blog error keys and notifications", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    expect(used.size).toBeGreaterThan(20);
    expect(used).toContain("validation.blog.reason_too_short");
    expect(used).toContain("notifications.kind.blog_rejected");
    const missing = [...used].filter((key) => typeof lookup(common, key) !== "string");
    expect(missing).toEqual([]);
  });
});
