import { describe, expect, it } from "vitest";
import { proxyWebBase, webBaseOf } from "./web-base";

describe("webBaseOf", () => {
  it("is the origin plus the page's language segment, if any", () => {
    expect(webBaseOf(new Request("http://127.0.0.1:3001/de/join/user?index"))).toBe("http://127.0.0.1:3001/de");
    expect(webBaseOf(new Request("http://127.0.0.1:3000/en/login"))).toBe("http://127.0.0.1:3000/en");
    expect(webBaseOf(new Request("http://127.0.0.1:3000/join/user"))).toBe("http://127.0.0.1:3000");
    expect(webBaseOf(new Request("http://127.0.0.1:3000/dex/a"))).toBe("http://127.0.0.1:3000");
  });
});

describe("proxyWebBase", () => {
  const call = (headers: Record<string, string>) => new Request("http://127.0.0.1:3001/api/v2/user/password/forgot", { method: "POST", headers });

  it("takes the language of the calling page", () => {
    expect(proxyWebBase(call({ referer: "http://127.0.0.1:3001/en/forgot_password" }), true)).toBe("http://127.0.0.1:3001/en");
    expect(proxyWebBase(call({ referer: "http://127.0.0.1:3001/forgot_password" }), false)).toBe("http://127.0.0.1:3001");
  });

  it("in a prefixed brand falls back to the language cookie, then German; ignores foreign referers", () => {
    expect(proxyWebBase(call({ referer: "https://elsewhere.example/en/x", cookie: "lng=en" }), true)).toBe("http://127.0.0.1:3001/en");
    expect(proxyWebBase(call({}), true)).toBe("http://127.0.0.1:3001/de");
    expect(proxyWebBase(call({ cookie: "lng=xx" }), false)).toBe("http://127.0.0.1:3001");
  });
});
