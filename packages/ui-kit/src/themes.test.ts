// @vitest-environment node
// Reads CSS files from disk; no DOM needed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from "./contrast";
import { readCustomProperties, readVarReferences } from "./theme-tokens";
import { THEMES, type TTheme } from "./themes";

const themesCss = readFileSync(new URL("./themes.css", import.meta.url), "utf8");
// styles.css with the component files it @imports, as the bundler inlines them.
const stylesCss = readFileSync(new URL("./styles.css", import.meta.url), "utf8").replace(/@import "\.\/([\w-]+\.css)";/g, (_, file: string) =>
  readFileSync(new URL(`./${file}`, import.meta.url), "utf8"),
);

const tokensOf = (theme: TTheme) => readCustomProperties(themesCss, `[data-theme="${theme}"]`);

// Foreground/background pairs the component styles actually put on screen (see styles.css).
const TEXT_PAIRS: [string, string][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-subtle"],
  ["text", "accent-soft"],
  ["text-muted", "bg"],
  ["text-muted", "surface"],
  ["text-muted", "surface-subtle"],
  ["link", "bg"],
  ["link", "surface"],
  ["link", "surface-subtle"],
  ["link", "accent-soft"],
  ["on-accent", "accent"],
  ["on-accent", "accent-hover"],
  ["error", "bg"],
  ["error", "surface"],
  ["error", "error-bg"],
  ["on-error", "error"],
  ["on-error", "error-hover"],
  ["text", "error-bg"],
  ["info", "info-bg"],
  ["text", "info-bg"],
  ["success", "success-bg"],
  ["text", "success-bg"],
  ["header-text", "header-bg"],
  ["brand", "header-bg"],
  ["link", "header-bg"],
  ["footer-text", "footer-bg"],
  ["footer-link", "footer-bg"],
  ["on-scrim", "scrim"],
];

// Focus rings, input borders and the checkbox fill are UI parts: 3:1 against what surrounds them.
const NON_TEXT_PAIRS: [string, string][] = [
  ["focus", "bg"],
  ["focus", "surface"],
  ["focus", "surface-subtle"],
  ["focus", "header-bg"],
  ["footer-focus", "footer-bg"],
  ["border-strong", "bg"],
  ["border-strong", "surface"],
  ["error", "surface"],
  ["accent", "surface"],
  ["error", "bg"],
];

const BADGE_TONES = ["member", "verified", "new", "neutral"] as const;

describe.each(THEMES)("theme %s", (theme) => {
  const tokens = tokensOf(theme);
  const colour = (name: string): string => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`${theme}: ${name} is not defined`);
    return value;
  };

  it("declares every colour as hex so it can be checked", () => {
    const colours = [...tokens].filter(([name]) => name.startsWith("--sr-color-") || name.startsWith("--sr-badge-"));
    expect(colours.length).toBeGreaterThan(20);
    for (const [name, value] of colours) expect(value, name).toMatch(/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i);
  });

  it.each(TEXT_PAIRS)("text %s on %s reaches AA 4.5:1", (fg, bg) => {
    expect(contrastRatio(colour(`--sr-color-${fg}`), colour(`--sr-color-${bg}`))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(NON_TEXT_PAIRS)("%s against %s reaches 3:1", (fg, bg) => {
    expect(contrastRatio(colour(`--sr-color-${fg}`), colour(`--sr-color-${bg}`))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it.each(BADGE_TONES)("badge %s text reaches AA 4.5:1", (tone) => {
    expect(contrastRatio(colour(`--sr-badge-${tone}-fg`), colour(`--sr-badge-${tone}-bg`))).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe("theme completeness", () => {
  it("both brands declare exactly the same custom properties", () => {
    expect([...tokensOf("nachtfalter").keys()].sort()).toEqual([...tokensOf("samtrot").keys()].sort());
  });

  it("an element without data-theme falls back to the Samtrot values", () => {
    expect(readCustomProperties(themesCss, ":root")).toEqual(tokensOf("samtrot"));
  });

  it("every var() the component styles read is defined by both themes or by the shared :root", () => {
    const shared = readCustomProperties(stylesCss, ":root");
    const missing = [...readVarReferences(stylesCss)].filter(
      (name) => !shared.has(name) && THEMES.some((theme) => !tokensOf(theme).has(name)),
    );
    expect(missing).toEqual([]);
  });

  it("the component styles hold no literal colours: brand colour lives in themes.css only", () => {
    const withoutComments = stylesCss.replace(/\/\*[\s\S]*?\*\//g, "");
    expect(withoutComments.match(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/gi) ?? []).toEqual([]);
  });
});
