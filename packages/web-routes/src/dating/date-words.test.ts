import { readFileSync } from "node:fs";
import { BACKEND_DATE_STATUS, DATE_STAGE, DATING_TIMELINE_TYPE } from "@samtrot/constants-catalogue";
import { describe, expect, it } from "vitest";
import { actionKey, berlinFields, berlinToIso, datingTabOf, firstOffer, formatDateDay, formatDateTime, myDatesHref, stageKey, timelineKey } from "./date-words";

const locale = (lang: string) => JSON.parse(readFileSync(new URL(`../../../../locales/${lang}/dating.json`, import.meta.url), "utf8"));
const lookup = (tree: Record<string, unknown>, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("date words", () => {
  it("reads the tab of my_date, unknown is all", () => {
    expect(datingTabOf("request")).toBe("request");
    expect(datingTabOf("past")).toBe("past");
    expect(datingTabOf("upcoming")).toBe("upcoming");
    expect(datingTabOf("nonsense")).toBe("all");
    expect(datingTabOf(null)).toBe("all");
  });

  it("writes the tab and page into my_date's address, leaving out the defaults", () => {
    expect(myDatesHref("all")).toBe("/my_date");
    expect(myDatesHref("all", 2)).toBe("/my_date?page_no=2");
    expect(myDatesHref("request")).toBe("/my_date?tab=request");
    expect(myDatesHref("past", 3)).toBe("/my_date?tab=past&page_no=3");
  });

  it("names every stage and every timeline event in German and English", () => {
    for (const lang of ["de", "en"]) {
      const words = locale(lang);
      for (const stage of Object.values(DATE_STAGE).filter((s) => s !== DATE_STAGE.ALL)) {
        expect(typeof lookup(words, stageKey(stage)), `${lang} ${stageKey(stage)}`).toBe("string");
      }
      for (const type of Object.values(DATING_TIMELINE_TYPE)) {
        for (const actor of [1, 2, null]) {
          const key = timelineKey({ type, actor_id: actor }, 1);
          expect(typeof lookup(words, key), `${lang} ${key}`).toBe("string");
        }
      }
    }
    expect(stageKey(DATE_STAGE.NEEDS_CONFIRMATION)).toBe("stage.needs_confirmation");
    expect(stageKey(DATE_STAGE.COMPLETED)).toBe("stage.completed");
  });

  it("tells who did it: me, the other side, the system", () => {
    expect(timelineKey({ type: DATING_TIMELINE_TYPE.REQUEST, actor_id: 7 }, 7)).toBe("timeline.request.me");
    expect(timelineKey({ type: DATING_TIMELINE_TYPE.RESCHEDULE, actor_id: 8 }, 7)).toBe("timeline.reschedule.other");
    expect(timelineKey({ type: DATING_TIMELINE_TYPE.CANCEL, actor_id: 7 }, 7)).toBe("timeline.cancel.me");
    expect(timelineKey({ type: DATING_TIMELINE_TYPE.SYSTEM_CANCEL, actor_id: null }, 7)).toBe("timeline.system_cancel");
    const de = locale("de");
    expect(lookup(de, "timeline.reschedule.other")).not.toBe(lookup(de, "timeline.reschedule.me"));
  });

  it("words the actions by what is open", () => {
    const request = { status: BACKEND_DATE_STATUS.senderRequest, stage: DATE_STAGE.NEEDS_CONFIRMATION };
    const otherTime = { status: BACKEND_DATE_STATUS.receiverReschedule, stage: DATE_STAGE.NEEDS_CONFIRMATION };
    expect(actionKey("accept", request)).toBe("action.accept");
    expect(actionKey("accept", otherTime)).toBe("action.accept_other_time");
    expect(actionKey("reject", { ...otherTime, status: BACKEND_DATE_STATUS.senderReschedule })).toBe("action.reject_other_time");
    expect(actionKey("cancel", { status: BACKEND_DATE_STATUS.senderRequest, stage: DATE_STAGE.WAITING_FOR_RESPONSE })).toBe("action.withdraw");
    expect(actionKey("cancel", { status: BACKEND_DATE_STATUS.accept, stage: DATE_STAGE.UPCOMING })).toBe("action.cancel");
  });

  it("turns Berlin wall-clock fields into an instant and back, summer and winter", () => {
    expect(berlinToIso("2026-11-26", "18:30")).toBe("2026-11-26T17:30:00.000Z");
    expect(berlinToIso("2026-07-01", "09:00")).toBe("2026-07-01T07:00:00.000Z");
    expect(berlinFields("2026-07-01T07:00:00.000Z")).toEqual({ date: "2026-07-01", time: "09:00" });
    expect(berlinToIso("2026-02-31", "10:00")).toBeNull();
    expect(berlinToIso("", "10:00")).toBeNull();
    expect(berlinToIso("2026-11-26", "25:00")).toBeNull();
  });

  it("writes the day in the page language and the time in Berlin", () => {
    expect(formatDateDay("2026-11-26T17:30:00.000Z", "de")).toBe("Do., 26. Nov. 2026");
    expect(formatDateDay("2026-11-26T17:30:00.000Z", "en")).toBe("Thu, Nov 26, 2026");
    expect(formatDateTime("2026-11-26T17:30:00.000Z")).toBe("18:30");
  });
});

describe("the first time a request form offers", () => {
  it("is two hours ahead on the next half hour, Berlin time", () => {
    // 14:10 in Berlin (winter, UTC+1) → 16:30
    expect(firstOffer(new Date("2026-11-28T13:10:00Z"))).toEqual({ date: "2026-11-28", time: "16:30" });
    // 21:40 → 00:00 of the next day is the small hours → 19:00 of that day
    expect(firstOffer(new Date("2026-11-28T20:40:00Z"))).toEqual({ date: "2026-11-29", time: "19:00" });
  });

  it("never offers the small hours: after midnight it offers the evening", () => {
    expect(firstOffer(new Date("2026-11-28T00:20:00Z"))).toEqual({ date: "2026-11-28", time: "19:00" });
    // 08:00 in Berlin → 10:00 is fine
    expect(firstOffer(new Date("2026-11-28T07:00:00Z"))).toEqual({ date: "2026-11-28", time: "10:00" });
  });
});
