// Plain JavaScript: Node loads each app's vite.config.ts and cannot load .ts from a workspace package
// (STACK-NOTES). Everything the two brand apps share about building lives here.
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";

/** All Remix v3 future flags (the issue asks for every one of them). */
export const REMIX_FUTURE_FLAGS = Object.freeze({
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
  v3_routeConfig: true,
});

/**
 * Vite config of a brand app. `@brand` resolves to the app's own app/brand.config.ts, which is how
 * the brand is chosen at build time (spec 000 §1).
 *
 * @param {{ appRoot: string; devPort: number }} options appRoot: the app's folder (where vite.config.ts is)
 * @returns {import("vite").UserConfig}
 */
export function brandViteConfig({ appRoot, devPort }) {
  return {
    root: appRoot,
    plugins: [remix({ appDirectory: path.join(appRoot, "app"), future: { ...REMIX_FUTURE_FLAGS } })],
    resolve: { alias: { "@brand": path.join(appRoot, "app/brand.config.ts") } },
    server: { host: "127.0.0.1", port: devPort, strictPort: true },
  };
}
