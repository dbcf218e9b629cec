import { describe, expect, it } from "vitest";
import { blockRelationOf, canSendInStatus, threadStatusOf, type TThreadFacts } from "./thread-status.js";

const base: TThreadFacts = {
  partner: { userType: 2, isBanned: false, isPaused: false, isDeactivated: false, isDeleted: false },
  hiddenByViewer: false,
  blockRelation: "none",
  partnerSaidNoThanks: false,
  viewerSaidNoThanks: false,
};
const facts = (over: Partial<Omit<TThreadFacts, "partner">> & { partner?: Partial<TThreadFacts["partner"]> } = {}): TThreadFacts => ({
  ...base,
  ...over,
  partner: { ...base.partner, ...over.partner },
});

describe("thread status by precedence (spec 001 §4)", () => {
  it("banned, paused, deactivated, hidden, blocked by you, then by block relation", () => {
    const all = facts({ partner: { isBanned: true, isPaused: true, isDeactivated: true }, hiddenByViewer: true, blockRelation: "both" });
    expect(threadStatusOf(all)).toBe("banned");
    expect(threadStatusOf(facts({ partner: { isPaused: true, isDeactivated: true }, hiddenByViewer: true, blockRelation: "both" }))).toBe("paused");
    expect(threadStatusOf(facts({ partner: { isDeactivated: true }, hiddenByViewer: true, blockRelation: "both" }))).toBe("deactivated");
    expect(threadStatusOf(facts({ hiddenByViewer: true, blockRelation: "both" }))).toBe("hidden");
    expect(threadStatusOf(facts({ blockRelation: "both" }))).toBe("blocked_by_you");
    expect(threadStatusOf(facts({ blockRelation: "block" }))).toBe("blocked_by_you");
    expect(threadStatusOf(facts({ blockRelation: "been_blocked" }))).toBe("blocked_by_them");
    expect(threadStatusOf(facts())).toBe("normal");
  });

  it("deleted and support staff come first; no thanks after the block relation", () => {
    expect(threadStatusOf(facts({ partner: { isDeleted: true, isBanned: true } }))).toBe("deleted");
    expect(threadStatusOf(facts({ partner: { userType: 10, isPaused: true } }))).toBe("cannot_message_support_staff");
    expect(threadStatusOf(facts({ partner: { userType: 9 } }))).toBe("cannot_message_support_staff");
    expect(threadStatusOf(facts({ partnerSaidNoThanks: true, blockRelation: "been_blocked" }))).toBe("blocked_by_them");
    expect(threadStatusOf(facts({ partnerSaidNoThanks: true, viewerSaidNoThanks: true }))).toBe("no_thanks");
    expect(threadStatusOf(facts({ viewerSaidNoThanks: true }))).toBe("sent_no_thanks");
  });

  it("the block relation from both directions, and where writing is possible", () => {
    expect([blockRelationOf(false, false), blockRelationOf(true, false), blockRelationOf(false, true), blockRelationOf(true, true)]).toEqual(["none", "block", "been_blocked", "both"]);
    expect(["normal", "hidden", "sent_no_thanks"].every((s) => canSendInStatus(s as never))).toBe(true);
    for (const s of ["paused", "deactivated", "blocked_by_you", "blocked_by_them", "banned", "deleted", "no_thanks", "cannot_message_support_staff"]) {
      expect(canSendInStatus(s as never), s).toBe(false);
    }
  });
});
