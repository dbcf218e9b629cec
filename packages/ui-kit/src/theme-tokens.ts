/**
 * Reads the custom properties a CSS text declares under a given selector. Used by the theme tests
 * (contrast, completeness) and kept out of the public API. Deliberately small: it handles the plain
 * rule blocks our own themes.css/styles.css use, not arbitrary CSS.
 */
export function readCustomProperties(css: string, selector: string): Map<string, string> {
  // @import statements end in ";" and carry no block: drop them, or they would join the first rule's selector.
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/@import[^;]*;/g, "");
  const tokens = new Map<string, string>();
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  for (const match of withoutComments.matchAll(rule)) {
    const selectors = (match[1] ?? "").split(",").map((s) => s.trim());
    if (!selectors.includes(selector)) continue;
    for (const declaration of (match[2] ?? "").split(";")) {
      const colon = declaration.indexOf(":");
      if (colon < 0) continue;
      const name = declaration.slice(0, colon).trim();
      if (name.startsWith("--")) tokens.set(name, declaration.slice(colon + 1).trim());
    }
  }
  return tokens;
}

/** Every custom property a CSS text reads through var(--name). */
export function readVarReferences(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return new Set(Array.from(withoutComments.matchAll(/var\(\s*(--[\w-]+)/g), (m) => m[1] ?? ""));
}
