// Plain JavaScript like vite-config.js (Node loads it while reading each app's vite.config.ts).

/**
 * Marks the top-level construction of zod schemas in the workspace packages as free of side effects, so the
 * bundler drops every schema (and zod itself) a browser chunk does not use. Without the mark, Rollup must keep
 * `export const X = z.object({…}).strict()` because calling a method might do anything.
 *
 * A top-level `const` (exported or not) is wrapped as `/*#__PURE__*\/ (() => init)()` when its initialiser is a
 * call chain that starts at `z` (`z.object(…)…`), at one of the catalogue's schema helpers (`zKeyOf(…)`,
 * `zRange(…)` …), at another schema (`ZUser.extend(…)`, `xSchema.pick(…)`) or at the api-client's
 * `defineContract(…)` (a contract is a plain object holding schemas). Nothing else is touched.
 *
 * @returns {import("vite").Plugin}
 */
export function pureSchemas() {
  return {
    name: "samtrot:pure-schemas",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!/\/packages\/[^/]+\/src\/.*\.[cm]?[jt]sx?$/.test(id) || id.includes("/node_modules/")) return null;
      if (!/\b[zZ][A-Z.]|Schema\b|defineContract/.test(code)) return null;
      let ast;
      try {
        ast = this.parse(code);
      } catch {
        return null;
      }
      const edits = [];
      for (const statement of ast.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (!declaration || declaration.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations) {
          const init = declarator.init;
          if (init && init.type === "CallExpression" && isSchemaChain(init)) edits.push([init.start, init.end]);
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end] of edits.sort((a, b) => b[0] - a[0])) {
        out = `${out.slice(0, start)}/*#__PURE__*/ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** The root of a call chain: `z.a().b()` → `z`, `zKeyOf(x).optional()` → `zKeyOf`, `A.extend()` → `A`. */
function chainRoot(node) {
  let current = node;
  for (;;) {
    if (current.type === "CallExpression") current = current.callee;
    else if (current.type === "MemberExpression") current = current.object;
    else return current;
  }
}

function isSchemaChain(node) {
  const root = chainRoot(node);
  if (root.type !== "Identifier") return false;
  return root.name === "z" || root.name === "defineContract" || /^[zZ][A-Z]/.test(root.name) || /Schema$/.test(root.name);
}
