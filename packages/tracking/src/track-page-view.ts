import type { TTracker, TTrackEvent } from "./create-tracker.js";
import { TRACKING_EVENT_TITLE, TRACKING_RECORD_LIMITS } from "./tracking-record.js";

export interface TPageView {
  /** Path and query of the page, e.g. "/escorts?page=2". */
  path: string;
  /** The page's document title. */
  title: string;
  /** The signed-in user's id; absent for guests. */
  userId?: string | number;
}

// Last page location per tracker: with client-side navigation document.referrer stays the first
// page's referrer, so the previous in-app page is the real referrer of the next view.
const previousLocation = new WeakMap<TTracker, string>();

/**
 * Tracks one page view: a record titled "page_view" whose object is the page
 * ({ type: "page", id: path, name: title }) and whose actor is the signed-in user, if any.
 */
export function trackPageView(tracker: TTracker, view: TPageView): void {
  const location = resolveLocation(view.path, tracker.environment.location());
  const event: TTrackEvent = {
    title: TRACKING_EVENT_TITLE.pageView,
    object: { type: "page", id: view.path, name: view.title.slice(0, TRACKING_RECORD_LIMITS.titleMax) },
    context: { location },
  };
  const referrer = previousLocation.get(tracker);
  if (referrer !== undefined && event.context) event.context.referrer = referrer;
  if (view.userId !== undefined && view.userId !== "") event.actor = { type: "user", id: String(view.userId) };
  previousLocation.set(tracker, location);
  tracker.track(event);
}

function resolveLocation(path: string, current: string): string {
  if (!current) return path;
  try {
    return new URL(path, current).href;
  } catch {
    return path;
  }
}
