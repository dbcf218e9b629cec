import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A style sheet with a missing "}" still loads: every rule after the slip ends up inside the open block (a media
// query) and silently stops applying — this happened once when two slices' CSS met in a rebase. So each sheet of the
// web packages must close every block it opens.

const packagesDir = fileURLToPath(new URL("../..", import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name === "dist" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith(".css") ? [path] : [];
  });
}

/** Where the first block-nesting error is (a "}" without "{", or blocks left open), or null. */
function unbalancedAt(css: string): string | null {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (s) => " ".repeat(s.length));
  let depth = 0;
  let line = 1;
  for (const ch of code) {
    if (ch === "\n") line += 1;
    else if (ch === "{") depth += 1;
    else if (ch === "}" && --depth < 0) return `line ${line}: "}" closes nothing`;
  }
  return depth === 0 ? null : `${depth} block(s) left open at the end`;
}

describe("style sheets", () => {
  it("finds a missing or extra brace", () => {
    expect(unbalancedAt("@media (min-width: 1px) {\n  a { color: red; }\n/* } */\nb { color: blue; }\n")).toBe("1 block(s) left open at the end");
    expect(unbalancedAt("a { content: \"{\"; }\n}\n")).toBe('line 2: "}" closes nothing');
    expect(unbalancedAt("@media print { a { color: red; } }")).toBeNull();
  });

  it("every sheet of ui-kit and web-routes closes every block it opens", () => {
    const files = [...cssFiles(join(packagesDir, "ui-kit", "src")), ...cssFiles(join(packagesDir, "web-routes", "src"))];
    expect(files.length).toBeGreaterThan(10);
    const broken = files.map((file) => [file.slice(packagesDir.length), unbalancedAt(readFileSync(file, "utf8"))]).filter(([, error]) => error !== null);
    expect(broken).toEqual([]);
  });
});
