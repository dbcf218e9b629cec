import { describe, expect, it } from "vitest";
import { pageCountOf, readPageParam, withPageParam } from "./page-param";

describe("readPageParam", () => {
  it("page 1 without the parameter; 2 and up as written", () => {
    expect(readPageParam(new URLSearchParams(""))).toEqual({ page: 1, canonical: true });
    expect(readPageParam(new URLSearchParams("page=3"))).toEqual({ page: 3, canonical: true });
  });

  it.each([
    ["page=1", 1],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
    ["page=02", 1],
    ["page=2&page=3", 1],
    ["page=", 1],
  ])("%s is corrected to page %i", (query, page) => {
    expect(readPageParam(new URLSearchParams(query))).toEqual({ page, canonical: false });
  });

  it("caps the page at the deepest page", () => {
    expect(readPageParam(new URLSearchParams("page=99"), 6)).toEqual({ page: 6, canonical: false });
    expect(readPageParam(new URLSearchParams("page=6"), 6)).toEqual({ page: 6, canonical: true });
  });
});

describe("withPageParam", () => {
  it("sets, replaces or drops the page and keeps the rest as written", () => {
    expect(withPageParam("mode=radius&age=18-25,46-*", 2)).toBe("mode=radius&age=18-25,46-*&page=2");
    expect(withPageParam("mode=radius&page=4&sort=rating", 1)).toBe("mode=radius&sort=rating");
    expect(withPageParam("page=4", 5)).toBe("page=5");
    expect(withPageParam("", 1)).toBe("");
  });
});

describe("pageCountOf", () => {
  it("24 per page (spec 001 §9), at least one page, at most the deepest", () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
    expect(pageCountOf(803, 24)).toBe(34);
    expect(pageCountOf(1000, 12, 6)).toBe(6);
  });
});
