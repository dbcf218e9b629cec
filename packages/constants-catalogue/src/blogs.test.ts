import { describe, expect, it } from "vitest";
import {
  BLOG_CATEGORIES,
  BLOG_FILTERS,
  BLOG_MANAGER_STATUS_FILTER,
  BLOG_STATUS,
  BLOG_STATUS_DISPLAY,
  DEFAULT_BLOG_CATEGORY,
  WEBSITE_STATUS,
} from "./blogs.js";

describe("blogs (spec 001 §3, §4)", () => {
  it("has the status codes", () => {
    expect(BLOG_STATUS).toEqual({ pending: 0, approved: 1, rejected: 2, draft: 3, post_check: 4, published: 10 });
  });
  it("displays approved, post check and published as published", () => {
    expect(BLOG_STATUS_DISPLAY[1]).toBe("published");
    expect(BLOG_STATUS_DISPLAY[4]).toBe("published");
    expect(BLOG_STATUS_DISPLAY[10]).toBe("published");
    expect(BLOG_STATUS_DISPLAY[0]).toBe("pending");
    expect(BLOG_STATUS_DISPLAY[2]).toBe("rejected");
    expect(Object.keys(BLOG_MANAGER_STATUS_FILTER)).toEqual(["published", "pending", "rejected"]);
    expect([...BLOG_MANAGER_STATUS_FILTER.published]).toEqual([1, 4, 10]);
  });
  it("defaults to everyday-life and has the filters", () => {
    expect(DEFAULT_BLOG_CATEGORY).toBe("everyday-life");
    expect(BLOG_CATEGORIES[0]).toBe("everyday-life");
    expect([...BLOG_FILTERS]).toEqual(["category", "userType", "onlyShow", "datePublished"]);
  });
  it("has the website status", () => {
    expect(WEBSITE_STATUS).toEqual({ default: 0, pending: 1, approved: 2, rejected: 3 });
  });
});
