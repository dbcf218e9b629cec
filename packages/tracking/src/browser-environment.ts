/** What the tracker reads from the page. Injectable, so it runs (and is tested) outside a browser. */
export interface TTrackingEnvironment {
  userAgent(): string;
  /** The current page's full URL. */
  location(): string;
  referrer(): string;
  isVisible(): boolean;
  /** Calls `listener` when the page is hidden (tab switch, navigation away); returns the unsubscribe. */
  onHidden(listener: () => void): () => void;
}

interface TPageGlobals {
  navigator?: { userAgent?: string };
  location?: { href?: string };
  document?: {
    referrer?: string;
    visibilityState?: string;
    addEventListener?(type: string, listener: () => void): void;
    removeEventListener?(type: string, listener: () => void): void;
  };
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

/**
 * Reads the browser's globals; every reader is safe where a global is missing (server render, Node),
 * answering "" and treating the page as visible.
 */
export function createBrowserEnvironment(scope: unknown = globalThis): TTrackingEnvironment {
  const g = scope as TPageGlobals;
  return {
    userAgent: () => g.navigator?.userAgent ?? "",
    location: () => g.location?.href ?? "",
    referrer: () => g.document?.referrer ?? "",
    isVisible: () => g.document?.visibilityState !== "hidden",
    onHidden(listener) {
      const onVisibility = () => {
        if (g.document?.visibilityState === "hidden") listener();
      };
      // visibilitychange covers tab switches and most unloads; pagehide covers Safari's unload.
      g.document?.addEventListener?.("visibilitychange", onVisibility);
      g.addEventListener?.("pagehide", listener);
      return () => {
        g.document?.removeEventListener?.("visibilitychange", onVisibility);
        g.removeEventListener?.("pagehide", listener);
      };
    },
  };
}
