import { getAppDirectory, type RouteConfig } from "@remix-run/route-config";
import { sharedRoutes } from "@samtrot/web-routes/routes";
import { brand } from "./brand.config";

// The shared route table; brand-only routes would be added after it.
export default [...sharedRoutes({ localePrefix: brand.localePrefix, appDirectory: getAppDirectory() })] satisfies RouteConfig;
