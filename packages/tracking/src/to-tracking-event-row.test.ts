import { describe, expect, it } from "vitest";
import { toTrackingEventRow } from "./to-tracking-event-row.js";

describe("toTrackingEventRow", () => {
  const context = { userAgent: "UA", location: "https://samtrot.test/", referrer: "", sessionId: "tsid-12345678" };

  it("maps a record to the tracking_events columns, visitor id from the session", () => {
    const row = toTrackingEventRow({
      id: "e1",
      title: "page_view",
      actor: { type: "user", id: "42" },
      object: { type: "page", id: "/" },
      provider: "nachtfalter",
      generator: { type: "web", id: "white-label" },
      published: "2025-01-31T13:00:00+01:00",
      context,
    });
    expect(row).toEqual({
      id: "e1",
      title: "page_view",
      actor: { type: "user", id: "42" },
      object: { type: "page", id: "/" },
      provider: "nachtfalter",
      generator: { type: "web", id: "white-label" },
      published: new Date("2025-01-31T12:00:00.000Z"),
      context,
      visitorId: "tsid-12345678",
    });
  });

  it("stores absent entities as null", () => {
    const row = toTrackingEventRow({ id: "e2", title: "click", provider: "samtrot", published: "2025-01-31T12:00:00Z", context });
    expect(row).toMatchObject({ actor: null, object: null, generator: null });
  });
});
