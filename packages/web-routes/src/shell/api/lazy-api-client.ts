import type { TApiClient } from "@samtrot/api-client";

/**
 * An api client whose code loads on its first call: pages get a client at once (never null in the browser),
 * but the request helper (ofetch, batch, upload, error normalisation) is not part of the first render's
 * JavaScript. Each method waits for the real client and hands its call on unchanged.
 */
export function createLazyApiClient(load: () => Promise<TApiClient>): TApiClient {
  let loaded: TApiClient | null = null;
  let loading: Promise<TApiClient> | null = null;
  const real = (): Promise<TApiClient> => {
    loading ??= load().then(
      (client) => (loaded = client),
      (error: unknown) => {
        loading = null; // a failed chunk load may succeed on the next call
        throw error;
      },
    );
    return loading;
  };
  return {
    request: async (endpoint, params, options) => (await real()).request(endpoint, params, options),
    call: async (contract, input, options) => (await real()).call(contract, input, options),
    batch: async (spec, options) => (await real()).batch(spec, options),
    upload: async (path, file, options) => (await real()).upload(path, file, options),
    didTimeOut: () => loaded?.didTimeOut() ?? false,
    get settings() {
      if (!loaded) throw new Error("api client settings read before its first call");
      return loaded.settings;
    },
  } as TApiClient;
}
