import { describe, expect, it } from "vitest";
import { isClickableMessageLink, messageSegments } from "./links.js";
import { canRetry, nextSendState } from "./send-state.js";

describe("send states (spec 001 §4)", () => {
  it("preparing → sending → success, or fail with retry back to preparing", () => {
    expect(nextSendState("preparing", "prepared")).toBe("sending");
    expect(nextSendState("sending", "sent")).toBe("success");
    expect(nextSendState("sending", "failed")).toBe("fail");
    expect(nextSendState("preparing", "failed")).toBe("fail");
    expect(nextSendState("fail", "retry")).toBe("preparing");
    expect(canRetry("fail")).toBe(true);
    expect(canRetry("sending")).toBe(false);
  });
  it("refuses transitions that do not exist", () => {
    expect(nextSendState("success", "failed")).toBeNull();
    expect(nextSendState("success", "retry")).toBeNull();
    expect(nextSendState("preparing", "sent")).toBeNull();
    expect(nextSendState("sending", "retry")).toBeNull();
  });
});

describe("links in messages (spec 000 §5)", () => {
  it("only http(s) links to whitelisted domains and their subdomains are clickable", () => {
    expect(isClickableMessageLink("https://samtrot.example/profil/anna")).toBe(true);
    expect(isClickableMessageLink("http://www.nachtfalter.example")).toBe(true);
    expect(isClickableMessageLink("https://evil.example/samtrot.example")).toBe(false);
    expect(isClickableMessageLink("https://samtrot.example.evil.com")).toBe(false);
    expect(isClickableMessageLink("https://notsamtrot.example")).toBe(false);
    expect(isClickableMessageLink("javascript:alert(1)")).toBe(false);
    expect(isClickableMessageLink("https://user:pw@samtrot.example")).toBe(false);
    expect(isClickableMessageLink("https://other.org", ["other.org"])).toBe(true);
  });
  it("splits text into segments; every link keeps its text, trailing punctuation stays text", () => {
    expect(messageSegments("Schau hier: https://samtrot.example/a, oder www.spam.example!")).toEqual([
      { kind: "text", text: "Schau hier: " },
      { kind: "link", text: "https://samtrot.example/a", href: "https://samtrot.example/a", clickable: true },
      { kind: "text", text: ", oder " },
      { kind: "link", text: "www.spam.example", href: "https://www.spam.example", clickable: false },
      { kind: "text", text: "!" },
    ]);
    expect(messageSegments("ohne Link")).toEqual([{ kind: "text", text: "ohne Link" }]);
    expect(messageSegments("")).toEqual([]);
  });
});
