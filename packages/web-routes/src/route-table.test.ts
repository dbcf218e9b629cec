import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sharedRoutes } from "./route-table.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const appDirectory = path.join(repo, "apps/main-brand/app");

describe("sharedRoutes", () => {
  it.each([true, false])("gives unique explicit ids and files relative to the app dir that exist (prefix %s)", (localePrefix) => {
    const routes = sharedRoutes({ localePrefix, appDirectory });
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.id).toMatch(/^web-routes\//);
      expect(path.isAbsolute(route.file)).toBe(false);
      expect(route.file.startsWith("../../../packages/web-routes/src/routes/")).toBe(true);
      expect(existsSync(path.resolve(appDirectory, route.file)), route.file).toBe(true);
    }
  });

  it("makes the language segment optional without a required prefix", () => {
    const paths = Object.fromEntries(sharedRoutes({ localePrefix: false, appDirectory }).map((r) => [r.id, r.path]));
    expect(paths).toEqual({
      "web-routes/api-proxy": "api/v2/*",
      "web-routes/oauth-token": "oauth/v2/token",
      "web-routes/public-locales": "public/locales/:lng/:file",
      "web-routes/home": ":lang?",
      "web-routes/error-code": ":lang?/error/:code",
      "web-routes/catch-all": "*",
    });
  });

  it("requires the language segment for pages in a prefixed brand, never for resource routes", () => {
    const paths = Object.fromEntries(sharedRoutes({ localePrefix: true, appDirectory }).map((r) => [r.id, r.path]));
    expect(paths["web-routes/home"]).toBe(":lang");
    expect(paths["web-routes/error-code"]).toBe(":lang/error/:code");
    expect(paths["web-routes/api-proxy"]).toBe("api/v2/*");
    expect(paths["web-routes/public-locales"]).toBe("public/locales/:lng/:file");
  });

  it("defaults the app directory to ./app of the working directory", () => {
    const [first] = sharedRoutes({ localePrefix: false });
    expect(path.resolve(process.cwd(), "app", first!.file)).toBe(
      fileURLToPath(new URL("./routes/api-proxy.ts", import.meta.url)),
    );
  });
});
