import { trackingContract } from "@samtrot/api-client/contracts";
import { createBrowserTracker, trackPageView, type TTracker, type TTrackerOptions } from "@samtrot/tracking";
import type { TBrandConfig } from "../../brand";

/** What the recorder needs of a router location (Remix's useLocation() has it). */
export type TPageLocation = { key: string; pathname: string; search: string; hash: string };

export type TPageViewRecorder = {
  /** Tracks the page view of a location, once per history entry; never throws. */
  record(location: TPageLocation, title: string): void;
  /** The tracker, once the first page view created it (null if it could not be created). */
  tracker(): TTracker | null;
};

/**
 * Whether a location is a new page view: a new history entry whose path or query differs from the
 * last one's, or the same URL navigated to again. The same entry again (a re-run effect, a
 * revalidation) is not, and neither is a move of the #hash alone (an anchor on the same page).
 */
export function isNewPageView(previous: TPageLocation | null, next: TPageLocation): boolean {
  if (previous === null) return true;
  if (previous.key === next.key) return false;
  const samePage = previous.pathname === next.pathname && previous.search === next.search;
  return !(samePage && previous.hash !== next.hash);
}

/**
 * How a brand's pages report to the tracking receiver: the brand as community and generator, and the
 * api's tracking endpoint on this origin, which the web server's proxy forwards to the api (same
 * origin: no cross-site request, and the proxy's CSRF check sees this site's Origin).
 */
export function brandTrackerOptions(brandId: TBrandConfig["id"]): Pick<TTrackerOptions, "community" | "endpoint" | "generator"> {
  return { community: brandId, endpoint: trackingContract.path, generator: { type: "web", id: brandId } };
}

/**
 * Page views of a brand app as tracking events (spec 000 §7, @samtrot/tracking). The tracker is made
 * on the first page view, so nothing of it exists during the server render. It posts to the api's
 * tracking endpoint through the same-origin proxy, flushes after 4000 ms or when the page is hidden
 * (pagehide/visibilitychange, with keepalive), and tracking never breaks the page: every failure is
 * only logged.
 */
export function createPageViewRecorder(options: {
  brandId: TBrandConfig["id"];
  /** Makes the tracker; the browser tracker (tsid cookie, page environment) by default. */
  makeTracker?: () => TTracker;
  log?: (message: string, error: unknown) => void;
}): TPageViewRecorder {
  const log = options.log ?? ((message: string, error: unknown) => console.warn(`[tracking] ${message}`, error));
  const makeTracker =
    options.makeTracker ??
    (() =>
      createBrowserTracker({
        ...brandTrackerOptions(options.brandId),
        secureCookie: globalThis.location?.protocol === "https:",
      }));
  let tracker: TTracker | null | undefined;
  let last: TPageLocation | null = null;

  function ensureTracker(): TTracker | null {
    if (tracker !== undefined) return tracker;
    try {
      tracker = makeTracker();
    } catch (error) {
      log("tracker could not be created", error);
      tracker = null;
    }
    return tracker;
  }

  return {
    record(location, title) {
      try {
        if (!isNewPageView(last, location)) return;
        last = location;
        const current = ensureTracker();
        if (current) trackPageView(current, { path: location.pathname + location.search, title });
      } catch (error) {
        log("page view not tracked", error);
      }
    },
    tracker: () => tracker ?? null,
  };
}
