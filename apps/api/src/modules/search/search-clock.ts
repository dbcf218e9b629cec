/**
 * "Now" for one search, in the run countries' time (all four share Central European time): today's
 * date for ages, the minute of the week for is_available_now, the cut-off for is_new.
 */
export type TSearchClock = {
  /** YYYY-MM-DD in Europe/Berlin */
  today: string;
  /** minutes since Monday 00:00, Europe/Berlin (working hours are local times) */
  minuteOfWeek: number;
  now: Date;
};

const PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function searchClock(now: Date = new Date()): TSearchClock {
  const parts = Object.fromEntries(PARTS.formatToParts(now).map((part) => [part.type, part.value]));
  const day = WEEKDAY_INDEX[parts.weekday ?? "Mon"] ?? 0;
  return {
    today: `${parts.year}-${parts.month}-${parts.day}`,
    minuteOfWeek: day * 1440 + Number(parts.hour) * 60 + Number(parts.minute),
    now,
  };
}

/** The date `years` years before `isoDate` (29 February becomes 28 February in other years). */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = day.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The day `days` days after `isoDate` (both YYYY-MM-DD; negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
