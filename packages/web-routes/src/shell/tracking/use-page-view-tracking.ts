import { brand } from "@brand";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import type { TPageViewRecorder } from "./page-view-recorder";
import type { TRootLoader } from "../root.server";
import { allowsTracking } from "../cookie-consent/cookie-consent";

// One recorder (and so one tracker) per page load, made on the first effect: never during SSR. Its code
// (tracker, encoder, compression) is a chunk of its own, loaded after the first render.
let recorder: Promise<TPageViewRecorder> | null = null;

/**
 * Tracks a page view on the first load and on every route change, with the page's document title.
 * Effects run after the commit, so the title is already the new page's. Only with the visitor's consent to the
 * tracking cookies (decision 045): before it nothing is loaded, no tsid cookie is made and nothing is sent.
 */
export function usePageViewTracking(): void {
  const { key, pathname, search, hash } = useLocation();
  const allowed = allowsTracking(useRouteLoaderData<TRootLoader>("root")?.cookieConsent ?? null);
  useEffect(() => {
    if (!allowed) return;
    const title = document.title;
    recorder ??= import("./page-view-recorder").then((module) => module.createPageViewRecorder({ brandId: brand.id }));
    // Promises settle in order, so page views are recorded in the order they happened.
    recorder.then(
      (loaded) => loaded.record({ key, pathname, search, hash }, title),
      (error: unknown) => console.warn("[tracking] recorder not loaded", error),
    );
  }, [allowed, key, pathname, search, hash]);
}
