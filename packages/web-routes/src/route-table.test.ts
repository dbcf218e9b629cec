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
      // Layout by feature (README "Layout"): every route module sits in a feature folder or in the shell.
      expect(route.file).toMatch(/^\.\.\/\.\.\/\.\.\/packages\/web-routes\/src\/(shell\/[a-z0-9]+|[a-z]+)\/[a-z-]+\.tsx?$/);
      expect(existsSync(path.resolve(appDirectory, route.file)), route.file).toBe(true);
    }
  });

  it("makes the language segment optional without a required prefix", () => {
    const paths = Object.fromEntries(sharedRoutes({ localePrefix: false, appDirectory }).map((r) => [r.id, r.path]));
    expect(paths).toMatchObject({
      "web-routes/api-proxy": "api/v2/*",
      "web-routes/oauth-token": "oauth/v2/token",
      "web-routes/public-locales": "public/locales/:lng/:file",
      "web-routes/home": ":lang?",
      "web-routes/error-code": ":lang?/error/:code",
      "web-routes/catch-all": "*",
    });
    for (const [id, routePath] of Object.entries(paths)) {
      if (/api-proxy|oauth-token|public-locales|catch-all|federated-google|search-init|realtime-ticket|seo\/sitemap/.test(id)) expect(routePath, id).not.toContain(":lang");
      else expect(routePath, id).toMatch(/^:lang\?/);
    }
  });

  it("requires the language segment for pages in a prefixed brand, never for resource routes", () => {
    const paths = Object.fromEntries(sharedRoutes({ localePrefix: true, appDirectory }).map((r) => [r.id, r.path]));
    expect(paths["web-routes/home"]).toBe(":lang");
    expect(paths["web-routes/error-code"]).toBe(":lang/error/:code");
    expect(paths["web-routes/api-proxy"]).toBe("api/v2/*");
    expect(paths["web-routes/public-locales"]).toBe("public/locales/:lng/:file");
  });

  it("mounts the account and registration routes of spec 000 §2", () => {
    const paths = new Set(sharedRoutes({ localePrefix: true, appDirectory }).map((r) => r.path));
    for (const routePath of [
      ":lang/login",
      ":lang/forgot_password",
      ":lang/my_dashboard",
      ":lang/user/age_check_verification",
      ":lang/join/user",
      ":lang/join/user/:userType/lp",
      ":lang/join/user/:userType/lp/:landingPageId",
      ":lang/join/user/:stepKey",
      ":lang/join/user/email",
      ":lang/join/business",
      ":lang/join/business/business/lp/:landingPageId",
      ":lang/join/business/:stepKey",
      ":lang/join/business/email",
      ":lang/join/benefits",
      ":lang/join/business-benefits",
      "federated/google/callback",
    ]) {
      expect(paths.has(routePath), routePath).toBe(true);
    }
  });

  it("defaults the app directory to ./app of the working directory", () => {
    const [first] = sharedRoutes({ localePrefix: false });
    expect(path.resolve(process.cwd(), "app", first!.file)).toBe(
      fileURLToPath(new URL("./shell/api/api-proxy.ts", import.meta.url)),
    );
  });
});
