import { describe, expect, it } from "vitest";
import { checkProfilePath } from "./check-profile-path";

describe("checkProfilePath", () => {
  it("lets a valid name through", () => {
    expect(checkProfilePath({ prefix: "p", username: "demo-escort" })).toEqual({ kind: "ok" });
    expect(checkProfilePath({ prefix: "p", username: "jürgen.müller_ß" })).toEqual({ kind: "ok" });
  });
  it("sends an invalid name to the 404 page with reason username_invalid", () => {
    for (const username of ["a", "bad--name", "-lead", "trail_", "x y", "semi;colon"]) {
      expect(checkProfilePath({ prefix: "p", username })).toEqual({ kind: "invalid", location: "/error/404?reason=username_invalid" });
    }
  });
  it("answers a favicon request as favicon (error 500), also after the name", () => {
    expect(checkProfilePath({ prefix: "p", username: "favicon.ico" })).toEqual({ kind: "favicon" });
    expect(checkProfilePath({ prefix: "p", username: "demo-escort", rest: "favicon.png" })).toEqual({ kind: "favicon" });
  });
  it("exempts the prefixes s, n, c, l, r and the empty prefix from the name rule", () => {
    for (const prefix of ["s", "n", "c", "l", "r", ""]) {
      expect(checkProfilePath({ prefix, username: "bad--name" })).toEqual({ kind: "ok" });
    }
    expect(checkProfilePath({ prefix: "x", username: "bad--name" }).kind).toBe("invalid");
  });
});
