// Plain JavaScript: Node loads each app's vite.config.ts and cannot load .ts from a workspace package
// (STACK-NOTES). Everything the two brand apps share about building lives here.
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { pureSchemas } from "./vite-pure-schemas.js";

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
 * With BUNDLE_MODULES=<file>, the client build writes the rendered size of every module per chunk to that file
 * (bench/bundle --modules reads it to say what a page's JavaScript is made of).
 * @returns {import("vite").Plugin}
 */
function moduleSizeReport() {
  return {
    name: "samtrot:module-size-report",
    apply: "build",
    async generateBundle(_options, bundle) {
      const target = process.env.BUNDLE_MODULES;
      if (!target || this.environment?.name === "ssr" || _options.dir?.includes(`${path.sep}server`)) return;
      const chunks = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [path.relative(appRoot(id), id), info.renderedLength]),
        );
      }
      // Who imports whom (static imports), to find why a module is in a page's chunks.
      const importers = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) importers[path.relative(appRoot(id), id)] = info.importers.map((by) => path.relative(appRoot(by), by));
      }
      const fs = await import("node:fs");
      fs.writeFileSync(target, JSON.stringify({ chunks, importers }));
    },
  };
}

/** Module ids relative to the repository (ids under node_modules/.pnpm keep their package path). */
function appRoot(id) {
  const at = id.indexOf("/node_modules/");
  return at >= 0 ? id.slice(0, at) : path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
}

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
    plugins: [remix({ appDirectory: path.join(appRoot, "app"), future: { ...REMIX_FUTURE_FLAGS } }), pureSchemas(), moduleSizeReport()],
    resolve: { alias: { "@brand": path.join(appRoot, "app/brand.config.ts") } },
    // DOMPurify runs over jsdom on the server (the information pages' allow-list, decision 036); jsdom cannot be
    // bundled (it resolves files at run time), so the server build imports it from the app's node_modules.
    ssr: { external: ["isomorphic-dompurify"] },
    server: {
      host: "127.0.0.1",
      port: devPort,
      strictPort: true,
      // The realtime websocket, as samtrot-web-serve passes it on (shell/realtime/ws-proxy.server.ts).
      proxy: { "/ws": { target: process.env.REALTIME_API_URL ?? process.env.API_URL ?? "http://127.0.0.1:4000", ws: true } },
    },
  };
}
