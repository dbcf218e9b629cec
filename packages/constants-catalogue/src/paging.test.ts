import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "./paging.js";

describe("page sizes (spec 001 §9)", () => {
  it("match the spec", () => {
    expect(PAGE_SIZE).toEqual({
      default: 10,
      search: 24,
      messengerConversation: 30,
      messengerThreads: 20,
      notifications: 20,
      mediaGallery: 33,
      eventsTile: 12,
      eventsList: 10,
      eventAttendees: 20,
      blogList: 10,
      blogTile: 10,
      blogComments: 20,
      favoritesTile: 12,
      visitorsTile: 12,
      landingPage: 12,
    });
  });
});
