import { BACKEND_DATE_STATUS, DATE_STAGE, DATING_TABS, DATING_TIMELINE_TYPE, PRICE_DURATIONS } from "@samtrot/constants-catalogue";
import type { TDate, TDateTimelineEvent } from "@samtrot/api-client/contracts";
import { format } from "date-fns";
import { DATE_FNS_LOCALES, berlinParts, berlinWallClock, dateLangOf } from "../shell/i18n/berlin-time";

// The words of the date pages (issue 13; spec 001 §2 dating tabs, §3 timeline types, §4 stages): pure, so the
// server's HTML and the browser's render agree and a unit test can check every case. Keys live in dating.json.

export type TDatingTab = (typeof DATING_TABS)[number];

/** ?tab= of my_date; anything unknown is "all". */
export function datingTabOf(value: string | null | undefined): TDatingTab {
  return (DATING_TABS as readonly string[]).includes(value ?? "") ? (value as TDatingTab) : "all";
}

/** my_date?tab=…&page_no=… (spec 000 §2 my_date, spec 001 §2 tabs; "all" and page 1 are left out of the address). */
export function myDatesHref(tab: TDatingTab, pageNo = 1): string {
  const query = new URLSearchParams();
  if (tab !== "all") query.set("tab", tab);
  if (pageNo > 1) query.set("page_no", String(pageNo));
  const search = query.toString();
  return search ? `/my_date?${search}` : "/my_date";
}

const STAGE_KEYS: Record<number, string> = {
  [DATE_STAGE.NEEDS_CONFIRMATION]: "needs_confirmation",
  [DATE_STAGE.WAITING_FOR_RESPONSE]: "waiting_for_response",
  [DATE_STAGE.EXPIRED]: "expired",
  [DATE_STAGE.REJECTED]: "rejected",
  [DATE_STAGE.CANCELLED]: "cancelled",
  [DATE_STAGE.UPCOMING]: "upcoming",
  [DATE_STAGE.NEEDS_REVIEW]: "needs_review",
  [DATE_STAGE.COMPLETED]: "completed",
};

/** dating.json stage.* for the viewer's stage. */
export function stageKey(stage: number): string {
  return `stage.${STAGE_KEYS[stage] ?? "unknown"}`;
}

/** The badge tone of a stage: something to do, good, over. */
export function stageTone(stage: number): "action" | "good" | "over" | "neutral" {
  if (stage === DATE_STAGE.NEEDS_CONFIRMATION || stage === DATE_STAGE.NEEDS_REVIEW) return "action";
  if (stage === DATE_STAGE.UPCOMING || stage === DATE_STAGE.COMPLETED) return "good";
  if (stage === DATE_STAGE.EXPIRED || stage === DATE_STAGE.REJECTED || stage === DATE_STAGE.CANCELLED) return "over";
  return "neutral";
}

const TIMELINE_KEYS: Record<number, string> = {
  [DATING_TIMELINE_TYPE.REQUEST]: "request",
  [DATING_TIMELINE_TYPE.ACCEPT]: "accept",
  [DATING_TIMELINE_TYPE.REJECT]: "reject",
  [DATING_TIMELINE_TYPE.RESCHEDULE]: "reschedule",
  [DATING_TIMELINE_TYPE.CANCEL]: "cancel",
  [DATING_TIMELINE_TYPE.SENDER_REVIEW]: "review",
  [DATING_TIMELINE_TYPE.RECEIVER_REVIEW]: "review",
  [DATING_TIMELINE_TYPE.SENDER_COMMENT]: "comment",
  [DATING_TIMELINE_TYPE.RECEIVER_COMMENT]: "comment",
  [DATING_TIMELINE_TYPE.SYSTEM_CANCEL]: "system_cancel",
};

/**
 * dating.json timeline.<type>.<who> for one event: "me" when the viewer did it, "other" for the other side,
 * "system" for the system (expiry; actor null).
 */
export function timelineKey(event: Pick<TDateTimelineEvent, "type" | "actor_id">, viewerId: number): string {
  const type = TIMELINE_KEYS[event.type] ?? "other";
  if (event.actor_id === null || type === "system_cancel") return "timeline.system_cancel";
  return `timeline.${type}.${event.actor_id === viewerId ? "me" : "other"}`;
}

/** The other side of a date for the viewer. */
export function partnerOf(date: Pick<TDate, "my_side" | "sender" | "receiver">) {
  return date.my_side === "sender" ? date.receiver : date.sender;
}

/** The viewer's own id from the date (the side named by my_side). */
export function viewerIdOf(date: Pick<TDate, "my_side" | "sender" | "receiver">): number {
  return date.my_side === "sender" ? date.sender.id : date.receiver.id;
}

/** An open proposal is another time (not the first request): accept/reject then read "the other time". */
export function isOtherTimeProposal(status: number): boolean {
  return status === BACKEND_DATE_STATUS.receiverReschedule || status === BACKEND_DATE_STATUS.senderReschedule;
}

/** dating.json action.* for a button: accept/reject a request or another time; withdraw one's own proposal or cancel. */
export function actionKey(action: "accept" | "reject" | "cancel" | "reschedule", date: Pick<TDate, "status" | "stage">): string {
  if (action === "accept" || action === "reject") return `action.${action}${isOtherTimeProposal(date.status) ? "_other_time" : ""}`;
  if (action === "cancel") return date.stage === DATE_STAGE.WAITING_FOR_RESPONSE ? "action.withdraw" : "action.cancel";
  return "action.reschedule";
}

/** Every duration of the spec (minutes) the forms offer. */
export const DATE_DURATIONS: readonly number[] = PRICE_DURATIONS;

const DAY_PATTERN = { de: "EEE, d. MMM yyyy", en: "EEE, MMM d, yyyy", es: "EEE, d MMM yyyy", pl: "EEE, d MMM yyyy" } as const;

/** "Do., 26. Nov. 2026" / "Thu, Nov 26, 2026" on the Berlin calendar. */
export function formatDateDay(iso: string, lang: string): string {
  const l = dateLangOf(lang);
  return format(berlinWallClock(iso), DAY_PATTERN[l], { locale: DATE_FNS_LOCALES[l] });
}

/** "18:30" in Berlin. */
export function formatDateTime(iso: string): string {
  return format(berlinWallClock(iso), "HH:mm");
}

/** The form's fields (YYYY-MM-DD, HH:MM) of an instant, in Berlin. */
export function berlinFields(iso: string): { date: string; time: string } {
  const p = berlinParts(new Date(iso));
  const two = (n: number) => String(n).padStart(2, "0");
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}

/**
 * A Berlin wall-clock date and time from the form (YYYY-MM-DD, HH:MM) as an ISO instant; null when either is
 * missing or malformed. Daylight saving is found by asking Intl what Berlin's clock shows at a first guess.
 */
export function berlinToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const p = berlinParts(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    guess += wanted - shown;
  }
  const check = berlinParts(new Date(guess));
  if (check.day !== day || check.month !== month) return null;
  return new Date(guess).toISOString();
}

/** Before this Berlin hour a first offer moves to the evening: a form opened at midnight should not offer 02:30. */
const OFFER_EARLIEST_HOUR = 10;
const OFFER_EVENING = "19:00";

/**
 * The time a new request form offers first (the client changes it at will): two hours ahead on the next half hour,
 * Berlin time; a slot in the small hours (before 10:00) becomes 19:00 of that day.
 */
export function firstOffer(now: Date): { date: string; time: string } {
  const slot = 30 * 60 * 1000;
  const fields = berlinFields(new Date(Math.ceil((now.getTime() + 2 * 60 * 60 * 1000) / slot) * slot).toISOString());
  return Number(fields.time.slice(0, 2)) < OFFER_EARLIEST_HOUR ? { date: fields.date, time: OFFER_EVENING } : fields;
}
