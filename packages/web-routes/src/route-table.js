// Plain JavaScript on purpose: each app's app/routes.ts loads this while Remix reads its route config
// (STACK-NOTES: helpers loaded outside Vite's TypeScript pipeline must be .js).
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Route modules of this package, by id. Ids are explicit so both apps name routes the same way. */
const ROUTE_FILES = {
  "web-routes/api-proxy": "./routes/api-proxy.ts",
  "web-routes/oauth-token": "./routes/oauth-token.ts",
  "web-routes/public-locales": "./routes/public-locales.ts",
  "web-routes/home": "./routes/home.tsx",
  "web-routes/error-code": "./routes/error-code.tsx",
  "web-routes/catch-all": "./routes/catch-all.tsx",
};

/**
 * The shared route table both brand apps spread into app/routes.ts.
 *
 * Pages get a language segment: optional (`:lang?`) in a brand without a required prefix, so `/` and
 * `/en/` both work; required (`:lang`) in a prefixed brand, whose unprefixed URLs fall through to the
 * catch-all and are redirected by the root loader. Resource routes (api proxy, token, locales) never
 * carry a language.
 *
 * @param {{ localePrefix: boolean; appDirectory?: string }} options
 *   appDirectory: the app's `app/` folder (Remix wants route files relative to it); defaults to
 *   `./app` under the working directory, which is where Remix runs.
 * @returns {import("./route-table").TSharedRouteEntry[]}
 */
export function sharedRoutes({ localePrefix, appDirectory = path.resolve(process.cwd(), "app") }) {
  const file = (id) =>
    path
      .relative(appDirectory, fileURLToPath(new URL(ROUTE_FILES[id], import.meta.url)))
      .split(path.sep)
      .join("/");
  const lang = localePrefix ? ":lang" : ":lang?";
  const entry = (id, routePath) => ({ id, path: routePath, file: file(id) });

  return [
    entry("web-routes/api-proxy", "api/v2/*"),
    entry("web-routes/oauth-token", "oauth/v2/token"),
    entry("web-routes/public-locales", "public/locales/:lng/:file"),
    entry("web-routes/home", lang),
    entry("web-routes/error-code", `${lang}/error/:code`),
    entry("web-routes/catch-all", "*"),
  ];
}
