import { describe, expect, it } from "vitest";
import { parseCookies } from "./parse-cookies.js";

describe("parseCookies", () => {
  it("reads names and decoded values; the first of a name wins", () => {
    expect(parseCookies('tk=abc.def; lng=en; vid=v%201; q="quoted"; tk=later; broken; =x')).toEqual({
      tk: "abc.def",
      lng: "en",
      vid: "v 1",
      q: "quoted",
    });
  });

  it("survives empty and malformed input", () => {
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies("")).toEqual({});
    expect(parseCookies("a=%E0%A4%A")).toEqual({ a: "%E0%A4%A" });
  });
});
