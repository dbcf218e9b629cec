import { DYNAMIC_IMPORT_ERROR_MESSAGES, PAGE_LOADING } from "@samtrot/constants-catalogue";

/** At most one automatic reload in this window, so a chunk that is really gone cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** sessionStorage key holding the time of the last automatic reload. */
export const CHUNK_RELOAD_STORAGE_KEY = "chunk_reload_at";

export type TRenderErrorRecovery = { kind: "reload"; delayMs: number } | { kind: "fallback" };

/**
 * A lazily loaded page part (a JS chunk) could not be fetched, typically after a deploy replaced the
 * files: one of the browsers' messages of spec 000 §8 (Safari 'Load failed', Chrome 'Failed to fetch
 * dynamically imported module', Firefox 'error loading dynamically imported module').
 */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === "string" ? error : undefined;
  if (!message) return false;
  return DYNAMIC_IMPORT_ERROR_MESSAGES.some((known) => message.includes(known));
}

/**
 * What the root error boundary does with a render error: a chunk failure reloads the page after
 * 100 ms (spec 000 §2), unless we already reloaded for one within the guard window; anything else
 * shows the translated fallback text.
 */
export function decideRenderErrorRecovery(input: {
  error: unknown;
  now: number;
  lastReloadAt: number | null;
}): TRenderErrorRecovery {
  if (!isChunkLoadError(input.error)) return { kind: "fallback" };
  if (input.lastReloadAt !== null && input.now - input.lastReloadAt < CHUNK_RELOAD_GUARD_MS) {
    return { kind: "fallback" };
  }
  return { kind: "reload", delayMs: PAGE_LOADING.lazyReloadDelayMs };
}
