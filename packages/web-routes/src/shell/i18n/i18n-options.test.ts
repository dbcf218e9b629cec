import { createInstance } from "i18next";
import { LocaleFetchBackend } from "./locale-fetch-backend";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpServer } from "../http-test-server";
import { clientI18nOptions } from "./i18n-options";

// The browser configuration, run against a real HTTP server that fails the way a web server can.
let server: Awaited<ReturnType<typeof startHttpServer>>;
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  failuresLeft.set("/public/locales/en/common.json", 2);
  server = await startHttpServer((request, response) => {
    const left = failuresLeft.get(request.url) ?? 0;
    if (left > 0) {
      failuresLeft.set(request.url, left - 1);
      response.statusCode = 503;
      response.end("busy");
      return;
    }
    if (request.url === "/public/locales/en/common.json") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ hello: "Hello from {{brand}}" }));
      return;
    }
    response.statusCode = 404;
    response.end("{}");
  });
});
afterAll(() => server.close());

describe("client translation loading", () => {
  it("retries a 5xx and then uses the loaded texts", async () => {
    const i18n = createInstance().use(LocaleFetchBackend);
    await i18n.init({ ...clientI18nOptions({ lang: "en", brandName: "Nachtfalter", ns: ["common"], origin: server.url }), retryTimeout: 10 });
    expect(i18n.t("hello")).toBe("Hello from Nachtfalter");
    expect(server.seen.filter((r) => r.url === "/public/locales/en/common.json")).toHaveLength(3);
  });

  it("does not retry a 4xx", async () => {
    const i18n = createInstance().use(LocaleFetchBackend);
    await i18n.init({ ...clientI18nOptions({ lang: "en", brandName: "X", ns: ["blog"], origin: server.url }), retryTimeout: 10 });
    expect(server.seen.filter((r) => r.url === "/public/locales/en/blog.json")).toHaveLength(1);
  });
});
