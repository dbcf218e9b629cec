// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createBrowserEnvironment } from "./browser-environment.js";
import { createBrowserTracker } from "./create-browser-tracker.js";
import { decodeTrackingBody } from "./decode-tracking-body.js";
import { startRecordingServer } from "./test-support/recording-server.js";
import { trackPageView } from "./track-page-view.js";
import { createDocumentCookieJar, getOrCreateTrackingSession } from "./tracking-session.js";

function clearCookies() {
  for (const name of Object.keys(Object.fromEntries(document.cookie.split("; ").map((c) => c.split("="))))) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
afterEach(clearCookies);

describe("in a browser page", () => {
  it("stores the tracking session in document.cookie and reuses it", () => {
    const jar = createDocumentCookieJar();
    const first = getOrCreateTrackingSession(jar);
    expect(first.created).toBe(true);
    expect(document.cookie).toContain(`tsid=${first.sessionId}`);
    expect(getOrCreateTrackingSession(createDocumentCookieJar())).toEqual({ sessionId: first.sessionId, created: false });
  });

  it("reads user agent, location, referrer and visibility from the page", () => {
    const env = createBrowserEnvironment();
    expect(env.userAgent()).toBe(navigator.userAgent);
    expect(env.location()).toBe(location.href);
    expect(env.referrer()).toBe(document.referrer);
    expect(env.isVisible()).toBe(true);
  });

  it("calls the hidden listener on visibilitychange to hidden and on pagehide, until unsubscribed", () => {
    const env = createBrowserEnvironment();
    let calls = 0;
    const stop = env.onHidden(() => calls++);
    document.dispatchEvent(new Event("visibilitychange")); // still visible: no call
    window.dispatchEvent(new Event("pagehide"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(calls).toBe(2);
    stop();
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("pagehide"));
    expect(calls).toBe(2);
    expect(env.isVisible()).toBe(false);
    Reflect.deleteProperty(document, "visibilityState");
    expect(env.isVisible()).toBe(true);
  });

  it("posts page views with the cookie's session id, the page URL and the previous page as referrer", async () => {
    const server = await startRecordingServer();
    const tracker = createBrowserTracker({ community: "nachtfalter", endpoint: server.endpoint, heartbeatMs: 0 });
    try {
      trackPageView(tracker, { path: "/de/escorts?page=2", title: "Escorts", userId: 42 });
      trackPageView(tracker, { path: "/de/p/lena", title: "Lena" });
      tracker.flush();
      const [request] = await server.waitForRequests(1);
      const decoded = decodeTrackingBody(request!.body, request!.url.searchParams);
      if (!decoded.ok) throw new Error(decoded.error);
      const sessionId = createDocumentCookieJar().get("tsid");
      expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const origin = new URL(location.href).origin;
      expect(decoded.records).toMatchObject([
        {
          title: "page_view",
          provider: "nachtfalter",
          actor: { type: "user", id: "42" },
          object: { type: "page", id: "/de/escorts?page=2", name: "Escorts" },
          context: {
            userAgent: navigator.userAgent,
            location: `${origin}/de/escorts?page=2`,
            referrer: document.referrer,
            sessionId,
          },
        },
        {
          title: "page_view",
          object: { type: "page", id: "/de/p/lena", name: "Lena" },
          context: { location: `${origin}/de/p/lena`, referrer: `${origin}/de/escorts?page=2`, sessionId },
        },
      ]);
      expect(decoded.records[1]!.actor).toBeUndefined();
    } finally {
      tracker.destroy();
      await server.close();
    }
  });
});
