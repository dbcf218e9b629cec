import { describe, expect, it } from "vitest";
import { FORUM_MENTIONS_MAX, mentionedUsernames } from "./notify-forum.js";

describe("mentionedUsernames", () => {
  it("takes @names (a trailing full stop or dash is not part of them), once each, not e-mail addresses", () => {
    expect(mentionedUsernames("Hallo @anna.b, und @Ben-1! Schreib an mail@x.de oder @anna.b. @ANNA.B @jürgen_9-")).toEqual(["anna.b", "Ben-1", "jürgen_9"]);
    expect(mentionedUsernames("@x (zu kurz) @ allein, kein@name")).toEqual([]);
  });

  it("stops at FORUM_MENTIONS_MAX names", () => {
    const text = Array.from({ length: FORUM_MENTIONS_MAX + 5 }, (_, i) => `@nutzer${i}`).join(" ");
    expect(mentionedUsernames(text)).toHaveLength(FORUM_MENTIONS_MAX);
  });
});
