import type { TApiClient } from "@samtrot/api-client";
import { apiClientAtom } from "@samtrot/api-client/react";
import { useAtomValue } from "jotai/react";

/** The browser's api client (null during the server render and before hydration). */
export function useApiClient(): TApiClient | null {
  return useAtomValue(apiClientAtom);
}
