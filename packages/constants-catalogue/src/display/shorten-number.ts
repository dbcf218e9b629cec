/**
 * Shortens a count for display. spec 000 §9, spec 001 §9, DECISIONS.md "Number shortening":
 * below 1,000 as is; from 1,000 one decimal with K, rounded half up, a trailing ".0" dropped
 * (1,000 → "1K", 1,050 → "1.1K", 12,345 → "12.3K"); from 1,000,000 the same with M.
 * A value that rounds up to 1,000K (999,950 and above) is shown as "1M", never "1000K".
 * Fractions are cut to whole units first: counts are whole numbers.
 */
export function shortenNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`shortenNumber needs a finite number, got ${n}`);
  const sign = n < 0 ? "-" : "";
  const whole = Math.trunc(Math.abs(n));
  if (whole < 1000) return `${sign}${whole}`;
  const kTenths = roundHalfUp(whole, 100);
  if (kTenths < 10_000) return `${sign}${tenthsText(kTenths)}K`;
  return `${sign}${tenthsText(roundHalfUp(whole, 100_000))}M`;
}

// Integer arithmetic avoids floating-point surprises such as 1.05 * 10 = 10.499….
function roundHalfUp(value: number, unit: number): number {
  return Math.floor((value + unit / 2) / unit);
}

function tenthsText(tenths: number): string {
  const integer = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? `${integer}` : `${integer}.${decimal}`;
}
