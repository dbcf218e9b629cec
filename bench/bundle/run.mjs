// bench/bundle: builds the main brand and prints the JavaScript (gzip) the browser loads for the first
// render of three pages: the guest home, a city page and a profile page (issue 10 part 5, target 120 KB).
// What a page loads is read from the Remix manifest: the entry client and its imports, then for every
// matched route (root + page) its module and its imports (modulepreloaded by <Links/>/<Scripts/>).
// Lazy chunks (import()) are not counted: the page renders and hydrates without them.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const TARGET_KB = 120;
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const appDir = path.join(repo, "apps/main-brand");
const clientDir = path.join(appDir, "build/client");

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const verbose = args.includes("--files");
const withModules = args.includes("--modules");
const modulesFile = process.env.BUNDLE_MODULES ?? path.join(os.tmpdir(), `bench-bundle-modules-${process.pid}.json`);

/** The three pages and the route ids they match (besides root). */
const PAGES = [
  { name: "guest home", url: "/", route: "web-routes/home" },
  { name: "city page", url: "/escort/germany/berlin", route: "web-routes/seo/category-escort" },
  { name: "profile page", url: "/p/demo-escort", route: "web-routes/profile" },
];

if (!skipBuild) {
  console.log("building the main brand (vite build, production) …");
  execFileSync("corepack", ["pnpm", "--filter", "@samtrot/main-brand", "build"], {
    cwd: repo,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BENCH_ROUTES: "", ...(withModules ? { BUNDLE_MODULES: modulesFile } : {}) },
  });
}

const assets = path.join(clientDir, "assets");
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error(`no Remix manifest in ${assets}: build the main brand first`);
const manifestSource = readFileSync(path.join(assets, manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

const gzipCache = new Map();
function gzipBytes(url) {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function filesOf(routeIds) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

console.log(`\nJavaScript loaded for the first render (gzip level 9), main brand, target ≤ ${TARGET_KB} KB\n`);
console.log("| page | url | files | JS (gzip) | of target |");
console.log("|---|---|---:|---:|---:|");
const details = [];
for (const page of PAGES) {
  const files = filesOf(["root", page.route]);
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`| ${page.name} | ${page.url} | ${files.length} | ${kb(total)} KB | ${((total / (TARGET_KB * 1024)) * 100).toFixed(0)} % |`);
  details.push({ page, files });
}

if (verbose) {
  for (const { page, files } of details) {
    console.log(`\n${page.name}:`);
    for (const file of files.sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`  ${kb(gzipBytes(file)).padStart(6)} KB  ${file}`);
  }
}

if (withModules) {
  // Rendered (pre-minification) size of each module, summed by package, for what each page loads.
  const { chunks } = JSON.parse(readFileSync(modulesFile, "utf8"));
  const packageOf = (id) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(id);
    if (match) return match[1];
    const own = /^(packages|apps)\/([^/]+)\/(?:src\/)?(?:([^/]+)\/)?/.exec(id);
    return own ? `${own[1]}/${own[2]}${own[3] && !own[3].includes(".") ? `/${own[3]}` : ""}` : id;
  };
  for (const { page, files } of details) {
    const sums = new Map();
    for (const file of files) {
      for (const [id, size] of Object.entries(chunks[file.replace(/^\//, "")] ?? {})) sums.set(packageOf(id), (sums.get(packageOf(id)) ?? 0) + size);
    }
    console.log(`\n${page.name}: source by package (KB before minification)`);
    for (const [name, size] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${kb(size).padStart(7)}  ${name}`);
  }
}
