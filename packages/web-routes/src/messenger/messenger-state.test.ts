import { describe, expect, it } from "vitest";
import { activeTyping, applyNewMessage, applyRead, mergeMessages, mergeThreads, removeMessage, setUnread, type TMessageView, type TThreadView } from "./messenger-state";
import { formatBubbleTime, formatMessageTime } from "./message-time";

const VIEWER = 1;
const PARTNER = 2;

function thread(id: number, lastAt: string | null, unreadCount = 0): TThreadView {
  return {
    id,
    partner: { id: PARTNER + id, username: `user${id}`, displayName: `user${id}`, avatarUrl: null, userType: 2 },
    lastText: null,
    lastImages: 0,
    lastFromMe: false,
    lastAt,
    unreadCount,
    status: "normal",
  };
}

function message(over: Partial<TMessageView>): TMessageView {
  return {
    id: 1,
    clientKey: "k1",
    threadId: 10,
    senderId: PARTNER,
    text: "hallo",
    images: [],
    createdAt: "2026-11-25T10:00:00.000Z",
    read: null,
    state: "success",
    error: null,
    ...over,
  };
}

describe("threads", () => {
  it("keeps the newest activity first and a known thread's live state when a page comes in", () => {
    const live = { ...thread(1, "2026-11-25T12:00:00Z"), unreadCount: 3 };
    const merged = mergeThreads([live], [thread(1, "2026-11-25T09:00:00Z"), thread(2, "2026-11-25T11:00:00Z"), thread(3, null)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(merged[0]!.unreadCount).toBe(3);
  });

  it("counts a partner's message as unread unless its thread is open, and moves the thread to the top", () => {
    const state = { threads: [thread(10, "2026-11-25T08:00:00Z"), thread(11, "2026-11-25T09:00:00Z")], conversations: {} };
    const closed = applyNewMessage(state, message({ createdAt: "2026-11-25T10:00:00Z" }), VIEWER, { activeThreadId: null });
    expect(closed.threads.map((item) => [item.id, item.unreadCount])).toEqual([
      [10, 1],
      [11, 0],
    ]);
    expect(closed.threads[0]!.lastText).toBe("hallo");
    const open = applyNewMessage(state, message({}), VIEWER, { activeThreadId: 10 });
    expect(open.threads.find((item) => item.id === 10)!.unreadCount).toBe(0);
    const own = applyNewMessage(state, message({ senderId: VIEWER }), VIEWER, { activeThreadId: null });
    expect(own.threads.find((item) => item.id === 10)!.unreadCount).toBe(0);
    expect(own.threads.find((item) => item.id === 10)!.lastFromMe).toBe(true);
  });

  it("does not count the same message twice (realtime after the send's answer, or a catch-up replay)", () => {
    const once = applyNewMessage({ threads: [thread(10, null)], conversations: {} }, message({}), VIEWER, { activeThreadId: null });
    const twice = applyNewMessage(once, message({}), VIEWER, { activeThreadId: null });
    expect(twice.threads[0]!.unreadCount).toBe(1);
    expect(twice.conversations[10]!.messages).toHaveLength(1);
  });

  it("adds a thread it did not know from the event (a first contact from someone new)", () => {
    const next = applyNewMessage({ threads: [], conversations: {} }, message({}), VIEWER, { activeThreadId: null, thread: thread(10, null) });
    expect(next.threads.map((item) => [item.id, item.unreadCount])).toEqual([[10, 1]]);
  });

  it("sets read and unread", () => {
    expect(setUnread([thread(1, null, 4)], 1, 0)[0]!.unreadCount).toBe(0);
    expect(setUnread([thread(1, null, 0)], 1, 1)[0]!.unreadCount).toBe(1);
  });
});

describe("conversation", () => {
  it("replaces the local message with the stored one by its client key and keeps local ones last", () => {
    const local = message({ id: null, clientKey: "new", senderId: VIEWER, state: "sending", createdAt: "2026-11-25T10:05:00Z" });
    const stored = message({ id: 5, clientKey: "k5" });
    let conversation = mergeMessages(undefined, [local, stored], true);
    expect(conversation.messages.map((item) => item.clientKey)).toEqual(["k5", "new"]);
    conversation = mergeMessages(conversation, [{ ...local, id: 6, state: "success" }]);
    expect(conversation.messages.map((item) => [item.id, item.state])).toEqual([
      [5, "success"],
      [6, "success"],
    ]);
    expect(conversation.hasOlder).toBe(true);
  });

  it("puts older pages before the newer ones", () => {
    const newer = mergeMessages(undefined, [message({ id: 40, clientKey: "a" }), message({ id: 41, clientKey: "b" })], true);
    const both = mergeMessages(newer, [message({ id: 10, clientKey: "c" }), message({ id: 11, clientKey: "d" })], false);
    expect(both.messages.map((item) => item.id)).toEqual([10, 11, 40, 41]);
    expect(both.hasOlder).toBe(false);
  });

  it("marks the viewer's messages read up to the id (read receipts), not the partner's nor later ones", () => {
    const conversation = mergeMessages(undefined, [
      message({ id: 1, clientKey: "a", senderId: VIEWER, read: false }),
      message({ id: 2, clientKey: "b", senderId: PARTNER }),
      message({ id: 3, clientKey: "c", senderId: VIEWER, read: false }),
    ]);
    const read = applyRead(conversation, VIEWER, 2)!;
    expect(read.messages.map((item) => item.read)).toEqual([true, null, false]);
  });

  it("removes a deleted or hidden message", () => {
    const conversation = mergeMessages(undefined, [message({ id: 1, clientKey: "a" }), message({ id: 2, clientKey: "b" })]);
    expect(removeMessage(conversation, 1)!.messages.map((item) => item.id)).toEqual([2]);
  });

  it("lets typing indicators run out", () => {
    expect(activeTyping({ 1: 1000, 2: 3000 }, 2000)).toEqual({ 2: 3000 });
  });
});

describe("times", () => {
  const now = new Date("2026-11-25T15:00:00Z");
  it("shows the hour today and the day before that, in German time", () => {
    expect(formatMessageTime("2026-11-25T13:05:00Z", "de", now)).toBe("14:05");
    expect(formatMessageTime("2026-11-03T13:05:00Z", "de", now)).toBe("3. Nov.");
    expect(formatBubbleTime("2026-11-03T13:05:00Z", "en", now)).toBe("Nov 3, 02:05 PM");
  });
});
