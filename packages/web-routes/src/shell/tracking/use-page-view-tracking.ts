import { brand } from "@brand";
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { createPageViewRecorder, type TPageViewRecorder } from "./page-view-recorder";

// One recorder (and so one tracker) per page load, made on the first effect: never during SSR.
let recorder: TPageViewRecorder | null = null;

/**
 * Tracks a page view on the first load and on every route change, with the page's document title.
 * Effects run after the commit, so the title is already the new page's.
 */
export function usePageViewTracking(): void {
  const { key, pathname, search, hash } = useLocation();
  useEffect(() => {
    recorder ??= createPageViewRecorder({ brandId: brand.id });
    recorder.record({ key, pathname, search, hash }, document.title);
  }, [key, pathname, search, hash]);
}
