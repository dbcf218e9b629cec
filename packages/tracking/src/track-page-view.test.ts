import { afterEach, describe, expect, it } from "vitest";
import { createTracker } from "./create-tracker.js";
import { decodeTrackingBody } from "./decode-tracking-body.js";
import { startRecordingServer, type TRecordingServer } from "./test-support/recording-server.js";
import { createTestEnvironment } from "./test-support/test-environment.js";
import { trackPageView } from "./track-page-view.js";

let server: TRecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("trackPageView", () => {
  it("uses the bare path where the page has no URL (server render), and no actor for guests", async () => {
    server = await startRecordingServer();
    const env = createTestEnvironment("");
    const tracker = createTracker({
      community: "samtrot",
      endpoint: server.endpoint,
      getSessionId: () => "session-0123456789",
      environment: env,
      heartbeatMs: 0,
    });
    trackPageView(tracker, { path: "/escorts", title: "Escorts", userId: "" });
    tracker.flush();
    tracker.destroy();
    const [request] = await server.waitForRequests(1);
    const decoded = decodeTrackingBody(request!.body, request!.url.searchParams);
    expect(decoded).toMatchObject({
      ok: true,
      records: [
        {
          title: "page_view",
          object: { type: "page", id: "/escorts", name: "Escorts" },
          context: { location: "/escorts", referrer: "https://search.test/?q=samtrot" },
        },
      ],
    });
    expect(decoded.ok && decoded.records[0]!.actor).toBeUndefined();
  });
});
