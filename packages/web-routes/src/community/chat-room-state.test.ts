import { describe, expect, it } from "vitest";
import type { TChatMessage } from "@samtrot/api-client/contracts";
import { inLanguage, isFuture, mergeChatMessages, secondsUntil, withoutChatMessage } from "./chat-room-state";

const message = (id: number, text = `m${id}`): TChatMessage => ({
  id,
  room_id: 1,
  text,
  created_at: "2026-11-28T10:00:00.000Z",
  sender: { id: 7, username: "anna", user_type: 2, avatar_url: "/a.png" },
});

describe("chat room state", () => {
  it("merges sends, live echoes and older pages in id order, each once (the newer copy wins)", () => {
    const merged = mergeChatMessages([message(2), message(5)], [message(5, "echo"), message(3), message(1)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
    expect(merged.at(-1)!.text).toBe("echo");
    const same = [message(1)];
    expect(mergeChatMessages(same, [])).toBe(same);
  });
  it("drops a removed message", () => {
    expect(withoutChatMessage([message(1), message(2)], 1).map((m) => m.id)).toEqual([2]);
  });
  it("counts slow mode down in whole seconds, never below 0", () => {
    const now = Date.parse("2026-11-28T10:00:00.000Z");
    expect(secondsUntil("2026-11-28T10:00:09.200Z", now)).toBe(10);
    expect(secondsUntil("2026-11-28T09:59:59.000Z", now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(isFuture("2026-11-28T10:00:01.000Z", now)).toBe(true);
    expect(isFuture(null, now)).toBe(false);
  });
  it("names a room in German for German pages, in English otherwise", () => {
    expect(inLanguage({ de: "Sicherheit", en: "Safety" }, "de")).toBe("Sicherheit");
    expect(inLanguage({ de: "Sicherheit", en: "Safety" }, "es")).toBe("Safety");
  });
});
