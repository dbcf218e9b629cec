import { parseCookies } from "@samtrot/api-client";
import { COOKIE } from "@samtrot/constants-catalogue";
import { clearStoredFilters } from "@samtrot/search-query-builder";
import { useEffect } from "react";
import { SESSION_EXPIRY_MIRROR_KEY, decideSessionExpiry } from "./session-expiry";

/** Spec 000 §4: once the session-expiry marker has expired, the stored search filters are cleared. */
export function useSessionExpiryCleanup(pathname: string): void {
  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return; // storage switched off: nothing stored, nothing to clear
    }
    const decision = decideSessionExpiry({
      markerCookie: parseCookies(document.cookie)[COOKIE.sessionExpiry.name],
      mirror: storage.getItem(SESSION_EXPIRY_MIRROR_KEY),
      now: Date.now(),
    });
    if (decision.clearFilters) clearStoredFilters(storage);
    if (decision.mirror === null) storage.removeItem(SESSION_EXPIRY_MIRROR_KEY);
    else storage.setItem(SESSION_EXPIRY_MIRROR_KEY, decision.mirror);
  }, [pathname]);
}
