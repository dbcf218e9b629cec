import type { UserConfig } from "vite";

export declare const REMIX_FUTURE_FLAGS: Readonly<{
  v3_fetcherPersist: true;
  v3_relativeSplatPath: true;
  v3_throwAbortReason: true;
  v3_lazyRouteDiscovery: true;
  v3_singleFetch: true;
  v3_routeConfig: true;
}>;

export declare function brandViteConfig(options: { appRoot: string; devPort: number }): UserConfig;
