import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../notifications/kinds.js";

// Every error key the events module answers, and every event notification, has a text in every language.

const here = new URL("./", import.meta.url);
const root = new URL("../../../../../", import.meta.url);
const sources = [
  ...readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => readFileSync(new URL(f, here), "utf8")),
  readFileSync(new URL("packages/api-client/src/contracts/events.ts", root), "utf8"),
];
const refusals = ["not_accepted", "event_over", "organizer_self", "rejected_by_organizer", "plus_only", "event_full", "review_too_early", "not_an_attendee", "already_reviewed"];
const used = new Set<string>([
  ...refusals.map((reason) => `exception.events.${reason}`),
  ...sources.flatMap((text) => [...text.matchAll(/"((?:exception|validation)\.events\.[a-z_]+)"/g)].map((m) => m[1]!)),
  ...Object.entries(NOTIFICATION_KINDS).filter(([, kind]) => kind.area === "event").map(([name]) => `notifications.kind.${name}`),
]);

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe("events error keys and notifications", () => {
  it.each(["de", "en", "es", "pl"])("all have a text in %s/common.json", (lang) => {
    const common = JSON.parse(readFileSync(new URL(`locales/${lang}/common.json`, root), "utf8"));
    expect(used.size).toBeGreaterThan(30);
    expect(used).toContain("exception.events.rejected_by_organizer");
    expect(used).toContain("validation.events.end_before_start");
    expect(used).toContain("notifications.kind.event_attendance_rejected");
    const missing = [...used].filter((key) => typeof lookup(common, key) !== "string");
    expect(missing).toEqual([]);
  });
});
