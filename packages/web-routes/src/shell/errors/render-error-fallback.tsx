import { Button } from "@samtrot/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CHUNK_RELOAD_STORAGE_KEY, decideRenderErrorRecovery } from "./chunk-error";

function readLastReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage blocked: no guard memory, the reload still happens once per page view
  }
}

function storeReload(at: number): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
  } catch {
    // storage blocked; see readLastReload
  }
}

/**
 * What a render error shows (spec 000 §8): a chunk-load failure reloads the page after 100 ms (at most
 * once in the guard window); any other error shows the translated fallback text. The decision runs in
 * an effect, so the server and the first browser render agree.
 */
export function RenderErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation("common");
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const now = Date.now();
    const recovery = decideRenderErrorRecovery({ error, now, lastReloadAt: readLastReload() });
    if (recovery.kind !== "reload") return;
    storeReload(now);
    setReloading(true);
    const timer = window.setTimeout(() => window.location.reload(), recovery.delayMs);
    return () => window.clearTimeout(timer);
  }, [error]);

  return (
    <section className="sr-container wr-error" aria-labelledby="render-error-heading" data-testid="render-error">
      <h1 id="render-error-heading">{reloading ? t("render_error.reloading") : t("render_error.fallback")}</h1>
      {reloading ? null : (
        <p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t("render_error.reload")}
          </Button>
        </p>
      )}
    </section>
  );
}
