import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  RootApp,
  RootErrorBoundary,
  RootLayout,
  rootHandle,
  rootLinks,
  rootMeta,
} from "@samtrot/web-routes/root";
import { rootHeaders, rootLoader } from "@samtrot/web-routes/root.server";

// Thin on purpose: the loader must be defined here (STACK-NOTES), the rest comes from web-routes.
export function loader(args: LoaderFunctionArgs) {
  return rootLoader(args);
}

export const headers = rootHeaders;
export const links = rootLinks;
export const meta = rootMeta;
export const handle = rootHandle;
export const Layout = RootLayout;
export const ErrorBoundary = RootErrorBoundary;
export default RootApp;
