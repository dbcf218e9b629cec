import { describe, expect, it } from "vitest";
import type { TNotification } from "@samtrot/api-client/contracts";
import { withNewNotification, withRead } from "./notification-atoms";
import { notificationAge } from "./notification-text";

const item = (id: number, is_read = false): TNotification => ({
  id,
  kind: "favorite",
  area: "profile",
  content_type: "info",
  delivery: "popup",
  stickiness: "medium",
  content: { notification_id: id, is_read },
  params: {},
  actor: null,
  link: null,
  created_at: new Date(0).toISOString(),
});

describe("bell items", () => {
  it("put a new notification on top, at most 8, without duplicates; nothing before the first load", () => {
    const eight = Array.from({ length: 8 }, (_, i) => item(8 - i));
    expect(withNewNotification(eight, item(9))!.map((i) => i.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    expect(withNewNotification([item(3), item(2)], item(3))!.map((i) => i.id)).toEqual([3, 2]);
    expect(withNewNotification(null, item(1))).toBeNull();
  });

  it("mark the given ids or all read", () => {
    expect(withRead([item(1), item(2)], [2])!.map((i) => i.content.is_read)).toEqual([false, true]);
    expect(withRead([item(1), item(2)], "all")!.every((i) => i.content.is_read)).toBe(true);
  });
});

describe("notificationAge", () => {
  it("says how long ago in the page language", () => {
    const now = Date.parse("2026-01-10T12:00:00Z");
    expect(notificationAge("2026-01-10T11:59:30Z", "de", now)).toBe("jetzt");
    expect(notificationAge("2026-01-10T11:55:00Z", "de", now)).toBe("vor 5 Minuten");
    expect(notificationAge("2026-01-09T12:00:00Z", "de", now)).toBe("gestern");
    expect(notificationAge("2026-01-10T09:00:00Z", "en", now)).toBe("3 hours ago");
  });
});
