import { describe, expect, it } from "vitest";
import { BACKEND_DATE_STATUS as S, DATE_STAGE as G, DATING_TABS } from "@samtrot/constants-catalogue";
import { dateStageOf, isInTab, stagesOfTab } from "./stage.js";

const now = new Date("2026-12-01T12:00:00Z");
const min = (m: number) => new Date(now.getTime() + m * 60_000);
const DAY = 24 * 60;

describe("dateStageOf", () => {
  it("open proposals: the answering side needs to confirm, the proposing side waits", () => {
    const base = { startAt: min(120), durationMinutes: 60, expiresAt: min(60) };
    expect(dateStageOf({ status: S.senderRequest, ...base }, "receiver", now)).toBe(G.NEEDS_CONFIRMATION);
    expect(dateStageOf({ status: S.senderRequest, ...base }, "sender", now)).toBe(G.WAITING_FOR_RESPONSE);
    expect(dateStageOf({ status: S.senderReschedule, ...base }, "receiver", now)).toBe(G.NEEDS_CONFIRMATION);
    expect(dateStageOf({ status: S.senderReschedule, ...base }, "sender", now)).toBe(G.WAITING_FOR_RESPONSE);
    expect(dateStageOf({ status: S.receiverReschedule, ...base }, "sender", now)).toBe(G.NEEDS_CONFIRMATION);
    expect(dateStageOf({ status: S.receiverReschedule, ...base }, "receiver", now)).toBe(G.WAITING_FOR_RESPONSE);
  });

  it("an open proposal at or past its deadline is expired for both", () => {
    for (const status of [S.senderRequest, S.senderReschedule, S.receiverReschedule]) {
      for (const side of ["sender", "receiver"] as const) {
        expect(dateStageOf({ status, startAt: min(120), durationMinutes: 60, expiresAt: now }, side, now)).toBe(G.EXPIRED);
        expect(dateStageOf({ status, startAt: min(-120), durationMinutes: 60, expiresAt: min(-200) }, side, now)).toBe(G.EXPIRED);
      }
    }
  });

  it("rejected and cancelled, whatever the time", () => {
    for (const side of ["sender", "receiver"] as const) {
      expect(dateStageOf({ status: S.reject, startAt: min(120), durationMinutes: 60, expiresAt: min(-1) }, side, now)).toBe(G.REJECTED);
      expect(dateStageOf({ status: S.cancel, startAt: min(-20 * DAY), durationMinutes: 60, expiresAt: null }, side, now)).toBe(G.CANCELLED);
    }
  });

  it("accepted: upcoming until its end, then needs review for 7 days, then completed", () => {
    const at = (startMinutes: number, reviewed = false) => dateStageOf({ status: S.accept, startAt: min(startMinutes), durationMinutes: 60, expiresAt: null, reviewedByViewer: reviewed }, "sender", now);
    expect(at(120)).toBe(G.UPCOMING);
    expect(at(-30)).toBe(G.UPCOMING); // running
    expect(at(-60)).toBe(G.NEEDS_REVIEW); // ended just now
    expect(at(-60, true)).toBe(G.COMPLETED);
    expect(at(-60 - 7 * DAY + 1)).toBe(G.NEEDS_REVIEW); // last minute of the window
    expect(at(-60 - 7 * DAY)).toBe(G.COMPLETED); // window closed
    expect(at(-60 - 30 * DAY)).toBe(G.COMPLETED);
  });

  it("the duration counts: a 24-hour date is upcoming for its whole day", () => {
    expect(dateStageOf({ status: S.accept, startAt: min(-23 * 60), durationMinutes: DAY, expiresAt: null }, "receiver", now)).toBe(G.UPCOMING);
    expect(dateStageOf({ status: S.accept, startAt: min(-DAY), durationMinutes: DAY, expiresAt: null }, "receiver", now)).toBe(G.NEEDS_REVIEW);
  });
});

describe("tabs", () => {
  it("request = 1+2, upcoming = 6, past = 7+8, all = every stage", () => {
    expect(stagesOfTab("request")).toEqual([G.NEEDS_CONFIRMATION, G.WAITING_FOR_RESPONSE]);
    expect(stagesOfTab("upcoming")).toEqual([G.UPCOMING]);
    expect(stagesOfTab("past")).toEqual([G.NEEDS_REVIEW, G.COMPLETED]);
    expect(stagesOfTab("all")).toHaveLength(8);
    for (const tab of DATING_TABS) expect(isInTab(G.NEEDS_CONFIRMATION, tab)).toBe(tab === "all" || tab === "request");
    expect(isInTab(G.EXPIRED, "past")).toBe(false);
  });
});
