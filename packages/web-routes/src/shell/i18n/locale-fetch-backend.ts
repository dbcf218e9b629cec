import type { BackendModule, ReadCallback } from "i18next";
import { LOCALE_LOAD_PATH } from "./i18n-options";

export type TLocaleBackendOptions = {
  /** `{{lng}}` and `{{ns}}` are replaced; default /public/locales/{{lng}}/{{ns}}.json. */
  loadPath: string;
  fetch?: typeof fetch;
};

/**
 * The browser's translation loader for i18next: one GET per namespace with the platform's fetch (a few
 * hundred bytes instead of i18next-http-backend and its fetch polyfill). A 5xx or a network failure is
 * reported as retryable, so i18next retries it (maxRetries / retryTimeout); a 4xx or a body that is not
 * JSON is final (spec 000 §8).
 */
export class LocaleFetchBackend implements BackendModule<TLocaleBackendOptions> {
  static readonly type = "backend";
  readonly type = "backend";
  private options: TLocaleBackendOptions = { loadPath: LOCALE_LOAD_PATH };

  init(_services: unknown, options: Partial<TLocaleBackendOptions> = {}): void {
    this.options = { ...this.options, ...options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.options.loadPath.replace("{{lng}}", language).replace("{{ns}}", namespace);
    const send = this.options.fetch ?? globalThis.fetch;
    send(url, { credentials: "same-origin" }).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}: status ${response.status}`, response.status >= 500);
          return;
        }
        let data: unknown;
        try {
          data = await response.json();
        } catch {
          callback(`failed parsing ${url} as JSON`, false);
          return;
        }
        callback(null, data as Record<string, unknown>);
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  }
}
