import { openDatabase } from "@samtrot/db";
import { ZSearchRequest } from "@samtrot/search-query-builder";
import { createSearchEngine, searchProfiles } from "./search-profiles.ts";
import { GUEST_SEARCH_VIEWER } from "./search-viewer.ts";
const db0 = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/bench" });
const log: { sql: string; ms: number; params: unknown[] }[] = [];
const db: any = { ...db0, query: async (sql: string, params?: unknown[]) => { const t = performance.now(); try { return await db0.query(sql, params); } finally { log.push({ sql, params: params ?? [], ms: performance.now() - t }); } } };
const engine = createSearchEngine(db);
const base = { page_no: 1, page_size: 24, query: "", facets: { terms: [], ranges: [] }, sort: "top_ranking" };
const fq = { user_type: [2], gender: [2], age: ["[18,25]", "[26,35]"], price: ["[100,149]", "[150,199]"], customized: 0 };
const name = process.argv[2] ?? "a";
const cases: Record<string, any> = {
  a: { ...base, filterquery: { ...fq, location: { lat: 52.52, lon: 13.405, radius: 50 } } },
  b: { ...base, filterquery: { ...fq, location: { lat: 52.52, lon: 13.405, radius: 50 } }, facets: { terms: ["gender", "hair_color", "escort_service", "cup_size", "languages", "nationality", "bread_type", "exclusive_content", "is_smoker", "service"], ranges: ["age", "price", "weight", "height"] } },
  e: { ...base, page_no: 21, filterquery: { ...fq, location: { lat: 52.52, lon: 13.405, radius: 50 } } },
  d: { ...base, filterquery: { ...fq, country: ["DE"] } },
  f: { ...base, sort: "top_ranking_distance_ring", filterquery: { user_type: [2], gender: [2], location: { lat: 52.52, lon: 13.405, radius: 100 }, user_location: { lat: 52.52, lon: 13.405 } } },
  g: { ...base, query: "lena", filterquery: { user_type: [2] } },
};
const req = ZSearchRequest.parse(cases[name]);
for (let i = 0; i < 20; i++) await searchProfiles(engine, req, name === "f" ? { userId: null, userType: 1, isMember: true } : GUEST_SEARCH_VIEWER);
log.length = 0;
if (process.argv[3] === "cold") engine.aggregates.clear();
const t = performance.now();
const r = await searchProfiles(engine, req, name === "f" ? { userId: null, userType: 1, isMember: true } : GUEST_SEARCH_VIEWER);
console.log("total ms", (performance.now() - t).toFixed(1), r.total, JSON.stringify(r.facets).slice(0, 300));
for (const q of log) console.log(q.ms.toFixed(1), q.sql.replace(/\s+/g, " ").slice(0, 100));
const slow = process.argv[4] ? log[Number(process.argv[4])]! : log.sort((a, b) => b.ms - a.ms)[0]!;
const plan = await db0.query("EXPLAIN (ANALYZE, BUFFERS) " + slow.sql, slow.params);
console.log(plan.map((p: any) => p["QUERY PLAN"]).filter((l: string) => !/^\s+(Filter|Index Cond|Buffers|Recheck)/.test(l)).join("\n").slice(0, 6000));
await db0.close();
