import type { TApiClient } from "@samtrot/api-client";
import { createContext, useContext } from "react";

/** The browser's api client of the page (ApiClientProvider); null during the server render. */
export const ApiClientContext = createContext<TApiClient | null>(null);

/** The browser's api client (null during the server render). */
export function useApiClient(): TApiClient | null {
  return useContext(ApiClientContext);
}
