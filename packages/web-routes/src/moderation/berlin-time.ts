// The team enters and reads ad run times in German time (datetime-local fields carry no zone); the api stores instants.

const ZONE = "Europe/Berlin";

function offsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** "2026-12-01T18:30" in Berlin → ISO instant; null when it is not such a value. */
export function berlinInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const guess = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  if (Number.isNaN(guess)) return null;
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  // Near a clock change the offset at the guess and at the result differ; the second pass settles it.
  return new Date(guess - offsetMinutes(new Date(first)) * 60_000).toISOString();
}

/** An ISO instant as a Berlin datetime-local value ("2026-12-01T18:30"). */
export function isoToBerlinInput(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const local = new Date(instant.getTime() + offsetMinutes(instant) * 60_000);
  return local.toISOString().slice(0, 16);
}
