import { describe, expect, it } from "vitest";
import { initialsOf, renderAvatar } from "./render-avatar.js";

describe("renderAvatar", () => {
  it("is deterministic per seed and differs between seeds", () => {
    expect(renderAvatar({ seed: 7, username: "Lena" })).toBe(renderAvatar({ seed: 7, username: "Lena" }));
    expect(renderAvatar({ seed: 7, username: "Lena" })).not.toBe(renderAvatar({ seed: 8, username: "Lena" }));
  });

  it("escapes the initials and draws no external content", () => {
    const svg = renderAvatar({ seed: 1, username: "<a" });
    expect(svg).toContain("&#60;A");
    expect(svg).not.toMatch(/<image|href=|<script/);
  });

  it("takes initials from the name groups", () => {
    expect(initialsOf("lena.berlin")).toBe("LB");
    expect(initialsOf("Jörg")).toBe("JÖ");
    expect(initialsOf("x")).toBe("X");
  });
});
