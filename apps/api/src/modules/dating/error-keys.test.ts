import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_IN_REFUSALS, DATE_REFUSALS, REPLY_REFUSALS, REVIEW_REFUSALS, SEND_REFUSALS, WARNING_REFUSALS } from "@samtrot/dating";
import { NOTIFICATION_KINDS } from "../notifications/kinds.js";

// Every error key the dating module answers, and every date notification, has a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  ...readdirSync(new URL("safety/", here)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(`safety/${f}`, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/date-safety.ts", root), "utf8"),
  readFileSync(new URL("packages/dating/src/safety.ts", root), "utf8"),
  readFileSync(new URL("packages/api-client/src/contracts/dating.ts", root), "utf8"),
  readFileSync(new URL("packages/api-client/src/contracts/date-reviews.ts", root), "utf8"),
  readFileSync(new URL("packages/dating/src/review.ts", root), "utf8"),
];
const refusals = [...DATE_REFUSALS, ...SEND_REFUSALS, ...REVIEW_REFUSALS, ...REPLY_REFUSALS, ...CHECK_IN_REFUSALS, ...WARNING_REFUSALS].map((reason) => `exception.dating.${reason}`);
// the check-in time's refusals are built from their reason (validation.dating.<reason>)
const timeErrors = ["check_in_before_start", "check_in_after_latest", "check_in_in_past"].map((reason) => `validation.dating.${reason}`);
const used = new Set<string>([
  ...refusals,
  ...timeErrors,
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.dating\.[a-z_]+)"/g)].map((m) => m[1]!)),
  ...Object.entries(NOTIFICATION_KINDS).filter(([, kind]) => kind.area === "date").map(([name]) => `notifications.kind.${name}`),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("dating error keys and notifications", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    expect(used.size).toBeGreaterThan(20);
    expect(used).toContain("exception.dating.request_expired");
    expect(used).toContain("notifications.kind.date_request");
    expect(used).toContain("exception.dating.review_window_closed");
    expect(used).toContain("validation.dating.show_up_required");
    expect(used).toContain("notifications.kind.date_reviews_published");
    const missing = [...used].filter((key) => typeof lookup(common, key) !== "string");
    expect(missing).toEqual([]);
  });
});
