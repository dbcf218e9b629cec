import { describe, expect, it } from "vitest";
import { blogListHref, blogListQueryFrom, blogPostingJsonLd } from "./blog-words";

describe("the list's URL and the api query", () => {
  it("reads known filters and drops unknown ones", () => {
    const params = new URLSearchParams("user_type=2&only_show=favorites&date_published=week&city=Berlin&radius=50&page_no=3&x=1");
    expect(blogListQueryFrom("news", params)).toEqual({ category: "news", user_type: 2, only_show: "favorites", date_published: "week", city: "berlin", radius: 50, page_no: 3 });
    expect(blogListQueryFrom("sport", new URLSearchParams("user_type=10&only_show=hot&radius=7&date_published=decade"))).toEqual({});
    // a radius without a centre means nothing
    expect(blogListQueryFrom(undefined, new URLSearchParams("radius=50"))).toEqual({});
  });
  it("writes the category as the path and the rest as the query, round trip", () => {
    const query = { category: "news" as const, user_type: 3, date_published: "month" as const, near: "me" as const, radius: 100 };
    const href = blogListHref(query, 2);
    expect(href).toBe("/blogs/news?user_type=3&date_published=month&near=me&radius=100&page_no=2");
    const [path, search] = href.split("?");
    expect(blogListQueryFrom(path!.split("/")[2], new URLSearchParams(search))).toEqual({ ...query, page_no: 2 });
    expect(blogListHref({})).toBe("/blogs");
  });
});

describe("BlogPosting JSON-LD", () => {
  it("has headline, dates, author and image, and cannot close its script element", () => {
    const json = blogPostingJsonLd(
      {
        title: "Grüße </script><script>alert(1)</script>",
        excerpt: "Text",
        published_at: "2026-11-01T10:00:00.000Z",
        updated_at: "2026-11-02T10:00:00.000Z",
        category: "news",
        author: { id: 1, username: "anna", display_name: "Anna", user_type: 2, avatar_url: "/a.svg", city: "Berlin" },
        cover: { media_id: 5, thumb: "/api/v2/blogs/media/5/thumb", full: "/api/v2/blogs/media/5/full" },
      },
      { url: "https://samtrot.test/blogs/news/gruesse", origin: "https://samtrot.test", lang: "de", authorUrl: "https://samtrot.test/p/anna", brandName: "Samtrot" },
    );
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toMatchObject({
      "@type": "BlogPosting",
      headline: "Grüße </script><script>alert(1)</script>",
      datePublished: "2026-11-01T10:00:00.000Z",
      dateModified: "2026-11-02T10:00:00.000Z",
      author: { "@type": "Person", name: "Anna", url: "https://samtrot.test/p/anna" },
      image: ["https://samtrot.test/api/v2/blogs/media/5/full"],
    });
  });
});
