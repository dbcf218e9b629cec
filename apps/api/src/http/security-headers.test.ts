import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@samtrot/db";
import { bearer, noiseImage, signIn, signUp, startSiblingApi, uploadImage } from "../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../test/start-test-api.js";

// Decision 010: the api's security headers and caching of signed-in answers, over HTTP.
let api: TTestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 20 });
  const session = await signIn(api, "demo-client", DEMO_PASSWORD);
  token = session.body.access_token;
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe("security headers", () => {
  it("every answer (found, not found, refused) carries the api's CSP, nosniff, framing, referrer and permissions policies", async () => {
    for (const [path, status] of [["/api/v2/health", 200], ["/api/v2/does-not-exist", 404], ["/api/v2/user/info", 401]] as const) {
      const response = await fetch(api.url + path);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=(self)");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("sends Strict-Transport-Security when a trusted proxy says the request came over HTTPS, not when anyone else says so", async () => {
    // The test client connects from 127.0.0.1, a trusted proxy by default.
    const proxied = await fetch(api.url + "/api/v2/health", { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    const untrusting = await startSiblingApi(api, { TRUSTED_PROXIES: "10.9.9.9" });
    try {
      const direct = await fetch(untrusting.url + "/api/v2/health", { headers: { "x-forwarded-proto": "https" } });
      expect(direct.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await untrusting.close();
    }
  });
});

describe("caching of signed-in answers", () => {
  it("an answer for a signed-in caller is private, no-store; the same public answer for a guest is not forced", async () => {
    const signedIn = await fetch(api.url + "/api/v2/user/info", { headers: bearer(token) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const guest = await fetch(api.url + "/api/v2/health");
    expect(guest.headers.get("cache-control")).not.toBe("private, no-store");
  });

  it("an uploaded (private) file is private, no-store", async () => {
    const owner = await signUp(api);
    const { result } = await uploadImage(api, owner.token, await noiseImage(400, 300));
    expect(result.ok).toBe(true);
    const media = result.ok ? result.data.media : null;
    expect(media).not.toBeNull();
    const file = await fetch(api.url + media!.url, { headers: bearer(owner.token) });
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'");
  });
});
