import { useRouteLoaderData } from "@remix-run/react";
import type { TSessionUser } from "./session-user";
import type { TRootLoader } from "../root.server";

/** The signed-in user of this page (from the root loader), or null for a guest. */
export function useSessionUser(): TSessionUser | null {
  return useRouteLoaderData<TRootLoader>("root")?.user ?? null;
}
