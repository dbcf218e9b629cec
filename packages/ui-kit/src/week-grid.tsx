import type { HTMLAttributes } from "react";
import { cx } from "./class-names";

/** Day 1 Monday … 7 Sunday (ISO 8601), with the times of that day already written ("10:00 – 18:00"). */
export type TWeekDay = { day: 1 | 2 | 3 | 4 | 5 | 6 | 7; times: readonly string[] };

export type TWeekGridProps = {
  /** BCP 47 locale of the weekday names ("de-DE"). */
  locale: string;
  /** Days with times; a day left out is shown as closed. */
  days: readonly TWeekDay[];
  closedLabel: string;
} & Omit<HTMLAttributes<HTMLDListElement>, "children">;

// 1 January 2024 was a Monday: day n of the week is that date plus n - 1 days.
const FIRST_MONDAY_UTC = Date.UTC(2024, 0, 1);

/** Weekday names Monday first, in the locale's words ("Montag" … "Sonntag"; "Mo." … "So." for short). */
export function weekdayNames(locale: string, width: "long" | "short" = "long"): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(FIRST_MONDAY_UTC + index * 86_400_000)));
}

/** The working week Monday to Sunday, every day listed: its times, or the closed label. */
export function WeekGrid({ locale, days, closedLabel, className, ...rest }: TWeekGridProps) {
  const long = weekdayNames(locale, "long");
  const short = weekdayNames(locale, "short");
  return (
    <div className="sr-week-wrap">
      <dl {...rest} className={cx("sr-week", className)}>
      {long.map((name, index) => {
        const times = days.find((entry) => entry.day === index + 1)?.times ?? [];
        const closed = times.length === 0;
        return (
          <div key={name} className={cx("sr-week__day", closed && "sr-week__day--closed")} data-day={index + 1}>
            <dt className="sr-week__name">
              <abbr title={name} className="sr-week__short">
                {short[index]}
              </abbr>
              <span className="sr-week__long">{name}</span>
            </dt>
            {closed ? (
              <dd className="sr-week__times">{closedLabel}</dd>
            ) : (
              times.map((time, timeIndex) => (
                <dd key={timeIndex} className="sr-week__times">
                  {time}
                </dd>
              ))
            )}
          </div>
        );
      })}
      </dl>
    </div>
  );
}
