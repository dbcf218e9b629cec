import { describe, expect, it } from "vitest";
import { demoScenes, SCENE_COUNTS } from "./scenes.js";

describe("demoScenes", () => {
  it("draws 60 different scenes, people in portrait format, rooms and cities in landscape, the same on every call", () => {
    const scenes = demoScenes();
    expect(scenes).toHaveLength(60);
    expect(new Set(scenes.map((s) => s.svg)).size).toBe(60);
    for (const kind of Object.keys(SCENE_COUNTS) as (keyof typeof SCENE_COUNTS)[]) {
      expect(scenes.filter((s) => s.kind === kind)).toHaveLength(SCENE_COUNTS[kind]);
    }
    for (const scene of scenes) {
      const people = scene.kind === "female" || scene.kind === "male" || scene.kind === "couple";
      expect(scene.height > scene.width).toBe(people);
      expect(scene.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // Shapes only: no text, no embedded or linked images.
      expect(scene.svg).not.toMatch(/<text|<image|https?:\/\/(?!www\.w3\.org)/);
    }
    expect(demoScenes().map((s) => s.svg)).toEqual(scenes.map((s) => s.svg));
  });
});
