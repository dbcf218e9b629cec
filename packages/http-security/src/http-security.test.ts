import { describe, expect, it } from "vitest";
import { API_CSP, createNonce, documentCsp, HSTS, isHttpsRequest, NO_STORE, parseTrustedProxies, securityHeaders } from "./index.js";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("createNonce", () => {
  it("gives 128 random bits in base64, new for every call", () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

describe("documentCsp", () => {
  it("allows scripts only by the nonce with strict-dynamic and closes plugins, base, framing and foreign forms", () => {
    const nonce = createNonce();
    const csp = directives(documentCsp({ nonce }));
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    // No host allow-list and nothing that would let an inline script without the nonce run.
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("adds extra origins where asked (a card provider's form, an image host)", () => {
    const csp = directives(documentCsp({ nonce: createNonce(), formAction: ["https://pay.example"], imgSrc: ["https://img.example"], connectSrc: ["wss://chat.example"] }));
    expect(csp.get("form-action")).toEqual(["'self'", "https://pay.example"]);
    expect(csp.get("img-src")).toContain("https://img.example");
    expect(csp.get("connect-src")).toEqual(["'self'", "wss://chat.example"]);
  });

  it("refuses a nonce that could break out of the header", () => {
    expect(() => documentCsp({ nonce: "short" })).toThrow(/nonce/);
    expect(() => documentCsp({ nonce: "abcdefghijklmnop'; script-src *" })).toThrow(/nonce/);
  });
});

describe("securityHeaders", () => {
  it("always sends nosniff, the referrer policy, DENY framing and the permissions policy", () => {
    const headers = securityHeaders({ csp: API_CSP, https: false });
    expect(headers).toMatchObject({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
    // Going live sends the camera and microphone from the own origin only (issue 15).
    expect(headers["permissions-policy"]).toContain("camera=(self)");
    expect(headers["permissions-policy"]).toContain("microphone=(self)");
    expect(headers["permissions-policy"]).toContain("usb=()");
    // The search's "near me" asks for the position on the own origin only.
    expect(headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds Strict-Transport-Security only over HTTPS", () => {
    expect(securityHeaders({ csp: API_CSP, https: true })["strict-transport-security"]).toBe(HSTS);
  });

  it("names the no-store value signed-in pages use", () => {
    expect(NO_STORE).toBe("private, no-store");
  });
});

describe("isHttpsRequest", () => {
  const proxies = parseTrustedProxies("127.0.0.1, ::1,10.0.0.5");

  it("a TLS connection is HTTPS whatever the headers say", () => {
    expect(isHttpsRequest({ encrypted: true, peer: "203.0.113.9", forwardedProto: "http", trust: false })).toBe(true);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(isHttpsRequest({ encrypted: false, peer: "10.0.0.5", forwardedProto: "https", trust: proxies })).toBe(true);
    expect(isHttpsRequest({ encrypted: false, peer: "::ffff:127.0.0.1", forwardedProto: "https", trust: proxies })).toBe(true);
    expect(isHttpsRequest({ encrypted: false, peer: "203.0.113.9", forwardedProto: "https", trust: proxies })).toBe(false);
    expect(isHttpsRequest({ encrypted: false, peer: undefined, forwardedProto: "https", trust: proxies })).toBe(false);
  });

  it("trust true / false: any peer (behind a proxy that writes the header) or none", () => {
    expect(isHttpsRequest({ encrypted: false, peer: "203.0.113.9", forwardedProto: "https", trust: true })).toBe(true);
    expect(isHttpsRequest({ encrypted: false, peer: "127.0.0.1", forwardedProto: "https", trust: false })).toBe(false);
  });

  it("reads the outermost proxy's value of a list, case-insensitively; no header means HTTP", () => {
    expect(isHttpsRequest({ encrypted: false, peer: "127.0.0.1", forwardedProto: "HTTPS, http", trust: proxies })).toBe(true);
    expect(isHttpsRequest({ encrypted: false, peer: "127.0.0.1", forwardedProto: "http, https", trust: proxies })).toBe(false);
    expect(isHttpsRequest({ encrypted: false, peer: "127.0.0.1", forwardedProto: null, trust: proxies })).toBe(false);
  });
});
