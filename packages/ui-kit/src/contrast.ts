/**
 * WCAG 2.x contrast arithmetic, used by the theme tests to keep both brand palettes AA-compliant
 * whenever someone edits a colour. Only #rgb and #rrggbb are accepted: the themes are written in hex
 * on purpose, so a reviewer can check a value by eye and this function can check it by rule.
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses "#rgb" or "#rrggbb" into 0–255 channels; throws on anything else. */
export function parseHexColour(hex: string): [number, number, number] {
  const value = hex.trim();
  if (!HEX.test(value)) throw new Error(`not a hex colour: ${hex}`);
  const digits =
    value.length === 4
      ? value
          .slice(1)
          .split("")
          .map((d) => d + d)
          .join("")
      : value.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance as defined by WCAG 2.x (sRGB, linearised channels). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex).map((channel) => {
    const c = channel / 255;
    // WCAG 2.x threshold for the linear part of the sRGB curve
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, 1 to 21, order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA minimums: 4.5 for body text, 3 for large text and for UI parts such as focus rings. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
