import type { TLocale } from "@samtrot/constants-catalogue";
import { useEffect, useRef, useState } from "react";

/** What the apply button of the filter sheet knows about the results of the filters as set there. */
export type TPendingTotal =
  /** the number of results; null when that selection makes no search (no place, no country) */
  | { status: "known"; total: number | null }
  | { status: "counting" }
  /** the count failed: the button just says "show results" */
  | { status: "unknown" };

/** How long the selection must rest before it is counted (one request per pause, not per click). */
export const PENDING_TOTAL_DEBOUNCE_MS = 300;

type TCountAnswer = { data?: { total?: number; skip?: string | null; redirect?: string } };

/**
 * Asks the web server's POST /node/search/search-init (count_only) for a search URL's number of results: the same
 * planning, rules and guest cache as the page itself, so the number on the button is the number the page shows
 * after applying. Follows one correction (redirect) of the URL.
 */
async function countResults(href: string, lang: TLocale, signal: AbortSignal): Promise<number | null> {
  let target = new URL(href, window.location.href);
  for (let hop = 0; hop < 2; hop += 1) {
    const response = await fetch("/node/search/search-init", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ route: target.pathname, query: target.search, lang, count_only: true }),
      signal,
    });
    if (!response.ok) throw new Error(`search-init ${response.status}`);
    const { data } = (await response.json()) as TCountAnswer;
    if (data?.redirect) {
      target = new URL(data.redirect, window.location.href);
      continue;
    }
    if (data?.skip) return null;
    if (typeof data?.total === "number") return data.total;
    throw new Error("search-init: no total");
  }
  throw new Error("search-init: too many corrections");
}

/**
 * The number of results of a search URL the visitor is putting together (the filter sheet's selection), counted
 * after a short pause; the search shown (`shown`) is known already. Counts are kept per URL while the sheet lives,
 * so going back to an earlier selection needs no request. An older count that arrives late is dropped.
 */
export function usePendingTotal(input: {
  href: string;
  shown: { href: string; total: number | null };
  lang: TLocale;
  enabled: boolean;
}): TPendingTotal {
  const { href, shown, lang, enabled } = input;
  const counts = useRef(new Map<string, number | null>());
  counts.current.set(shown.href, shown.total);
  const [failed, setFailed] = useState<string | null>(null);
  const [, setCounted] = useState(0);

  useEffect(() => {
    if (!enabled || counts.current.has(href)) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      countResults(href, lang, abort.signal).then(
        (total) => {
          counts.current.set(href, total);
          setCounted((n) => n + 1);
        },
        () => {
          if (!abort.signal.aborted) setFailed(href);
        },
      );
    }, PENDING_TOTAL_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [href, lang, enabled]);

  if (counts.current.has(href)) return { status: "known", total: counts.current.get(href) ?? null };
  if (failed === href) return { status: "unknown" };
  return { status: "counting" };
}
