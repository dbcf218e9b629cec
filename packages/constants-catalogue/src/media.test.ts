import { describe, expect, it } from "vitest";
import { BUNDLE_MANAGER_STEPS, BUNDLE_MOBILE_VIEW_COLUMNS, BUNDLE_STATUS, GALLERY_PANELS, MEDIA_REVIEW_STATUS, MEDIA_VISIBILITY, VIDEO_PROCESSING, WATERMARK_OPACITY, WATERMARK_POSITIONS, reviewStatusOutcome } from "./media.js";
import { ZWatermark } from "./schemas/media.js";

describe("media (spec 001 §2-§4, §9)", () => {
  it("has the visibility levels", () => {
    expect(MEDIA_VISIBILITY).toEqual({ public: 1, logged_in: 2, plus_member: 3, fsk18: 4, private: 5 });
  });
  it("has the media review status", () => {
    expect(MEDIA_REVIEW_STATUS).toEqual({ pending: 0, accepted: 1, rejected: 2, encoding: 3, holding: 6, uploading: 99 });
  });
  it("maps review status 1 pending, 2-4 accepted, 5-8 rejected", () => {
    expect(reviewStatusOutcome(1)).toBe("pending");
    for (const code of [2, 3, 4]) expect(reviewStatusOutcome(code)).toBe("accepted");
    for (const code of [5, 6, 7, 8]) expect(reviewStatusOutcome(code)).toBe("rejected");
    expect(() => reviewStatusOutcome(0)).toThrow(RangeError);
    expect(() => reviewStatusOutcome(9)).toThrow(RangeError);
  });
  it("has video processing init 0, processing 1, ready 2", () => {
    expect(VIDEO_PROCESSING).toEqual({ init: 0, processing: 1, ready: 2 });
  });
  it("bounds watermark opacity 35-100, default 100, four corners", () => {
    expect(WATERMARK_OPACITY).toEqual({ min: 35, max: 100, default: 100 });
    expect(WATERMARK_POSITIONS).toHaveLength(4);
    expect(ZWatermark.parse({ colour: "#ffffff", position: "top_left" }).opacity).toBe(100);
    expect(ZWatermark.safeParse({ colour: "#ffffff", position: "top_left", opacity: 34 }).success).toBe(false);
    expect(ZWatermark.safeParse({ colour: "#ffffff", position: "top_left", opacity: 35 }).success).toBe(true);
    expect(ZWatermark.safeParse({ colour: "#ffffff", position: "top_left", opacity: 101 }).success).toBe(false);
  });
  it("has bundle states, manager steps, gallery panels", () => {
    expect([...BUNDLE_STATUS]).toEqual(["draft", "pending", "accepted", "rejected"]);
    expect([...BUNDLE_MANAGER_STEPS]).toEqual(["view_list", "creation_selection", "creation_meta_info"]);
    expect(BUNDLE_MOBILE_VIEW_COLUMNS).toEqual({ grid: 2, list: 1 });
    expect([...GALLERY_PANELS]).toEqual(["all", "image", "video", "record"]);
  });
});
