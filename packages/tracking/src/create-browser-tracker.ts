import { createTracker, type TTracker, type TTrackerOptions } from "./create-tracker.js";
import { createDocumentCookieJar, getOrCreateTrackingSession } from "./tracking-session.js";

/**
 * The tracker as a brand app uses it in the browser: the session id comes from the tsid cookie
 * (created on first use), everything else from the page.
 */
export function createBrowserTracker(
  options: Omit<TTrackerOptions, "getSessionId"> & { secureCookie?: boolean },
): TTracker {
  const { secureCookie, ...trackerOptions } = options;
  const jar = createDocumentCookieJar();
  return createTracker({
    ...trackerOptions,
    getSessionId: () => getOrCreateTrackingSession(jar, { secure: secureCookie ?? false }).sessionId,
  });
}
