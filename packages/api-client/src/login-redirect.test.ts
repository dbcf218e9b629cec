import { describe, expect, it } from "vitest";
import { loginRedirectTarget } from "./login-redirect.js";

describe("loginRedirectTarget (spec 000 §4)", () => {
  it("sends to /login with the original path and query", () => {
    expect(loginRedirectTarget({ pathname: "/messenger/lena", search: "?tab=1&x=ä" })).toBe("/login?r=%2Fmessenger%2Flena%3Ftab%3D1%26x%3D%C3%A4");
    expect(loginRedirectTarget({ pathname: "/", search: "" })).toBe("/login?r=%2F");
  });

  it("does nothing when already on the login page", () => {
    expect(loginRedirectTarget({ pathname: "/login", search: "?r=%2Fx" })).toBeNull();
    expect(loginRedirectTarget({ pathname: "/login/", search: "" })).toBeNull();
    expect(loginRedirectTarget({ pathname: "/de/login", search: "" })).toBeNull();
  });

  it("uses a locale-prefixed login path when given", () => {
    expect(loginRedirectTarget({ pathname: "/en/favorite", search: "" }, "/en/login")).toBe("/en/login?r=%2Fen%2Ffavorite");
    expect(loginRedirectTarget({ pathname: "/en/login", search: "" }, "/en/login")).toBeNull();
  });
});
