// @vitest-environment node
// The style sheets of BottomSheet and FilterButton get the checks themes.test.ts gives styles.css.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCustomProperties, readVarReferences } from "./theme-tokens";
import { THEMES } from "./themes";

describe("sheet and filter button styles", () => {
  const themesCss = readFileSync(new URL("./themes.css", import.meta.url), "utf8");
  const stylesCss = readFileSync(new URL("./styles.css", import.meta.url), "utf8");
  const own = ["./bottom-sheet.css", "./filter-button.css"].map((file) => [file, readFileSync(new URL(file, import.meta.url), "utf8")] as const);

  it("are imported by styles.css", () => {
    for (const [file] of own) expect(stylesCss).toContain(`@import "${file}";`);
  });

  it("hold no literal colours and read only custom properties both themes or styles.css define", () => {
    const shared = readCustomProperties(stylesCss, ":root");
    for (const [file, css] of own) {
      const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
      expect(withoutComments.match(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/gi) ?? [], file).toEqual([]);
      const missing = [...readVarReferences(css)].filter(
        (name) => !shared.has(name) && THEMES.some((theme) => !readCustomProperties(themesCss, `[data-theme="${theme}"]`).has(name)),
      );
      expect(missing, file).toEqual([]);
    }
  });

  it("calm the sheet's motion for users who ask for reduced motion", () => {
    const sheet = own[0]![1];
    expect(sheet).toMatch(/prefers-reduced-motion: reduce\)\s*\{[^}]*\.sr-sheet\[open\][\s\S]*?animation: none/);
  });
});
