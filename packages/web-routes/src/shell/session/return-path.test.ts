import { describe, expect, it } from "vitest";
import { loginRedirectPath, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    ["/my_dashboard", "/my_dashboard"],
    ["/de/my_dashboard?tab=a&b=1", "/de/my_dashboard?tab=a&b=1"],
    ["/p/anna#reviews", "/p/anna#reviews"],
    ["/a/../b", "/b"],
  ])("keeps the site path %s", (input, expected) => {
    expect(safeReturnPath(input, "/")).toBe(expected);
  });

  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "my_dashboard",
    "/x\u0000y",
    "/x\ny",
    "",
    null,
    undefined,
    "/" + "a".repeat(2001),
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input, "/fallback")).toBe("/fallback");
  });
});

describe("loginRedirectPath", () => {
  it("sends to /login?r={path and query}, under the language prefix", () => {
    expect(loginRedirectPath("/my_dashboard?x=1", "")).toBe("/login?r=%2Fmy_dashboard%3Fx%3D1");
    expect(loginRedirectPath("/de/my_dashboard", "/de")).toBe("/de/login?r=%2Fde%2Fmy_dashboard");
  });

  it("leaves r out for the home page and for anything unsafe", () => {
    expect(loginRedirectPath("/", "")).toBe("/login");
    expect(loginRedirectPath("/de/", "/de")).toBe("/de/login");
    expect(loginRedirectPath("//evil.example", "")).toBe("/login");
  });
});
