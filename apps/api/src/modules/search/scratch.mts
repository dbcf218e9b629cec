import { openDatabase } from "@samtrot/db";
import { ZSearchRequest } from "@samtrot/search-query-builder";
import { createSearchEngine, searchProfiles } from "./search-profiles.ts";
import { GUEST_SEARCH_VIEWER } from "./search-viewer.ts";
const db = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/bench" });
const engine = createSearchEngine(db);
const base = { page_no: 1, page_size: 24, query: "", facets: { terms: [], ranges: [] }, sort: "top_ranking" };
const fq = { user_type: [2], gender: [2], age: ["[18,25]", "[26,35]"], price: ["[100,149]", "[150,199]"], customized: 0 };
const cases: Record<string, any> = {
  a: { ...base, filterquery: { ...fq, location: { lat: 52.52, lon: 13.405, radius: 50 } } },
  b: { ...base, filterquery: { ...fq, location: { lat: 52.52, lon: 13.405, radius: 50 } }, facets: { terms: ["gender", "hair_color", "escort_service", "cup_size", "languages", "nationality", "bread_type", "exclusive_content", "is_smoker", "service"], ranges: ["age", "price", "weight", "height"] } },
  c: { ...base, filterquery: { ...fq, location: { lat: 49.6768, lon: 12.1561, radius: 50 } } },
  d: { ...base, filterquery: { ...fq, country: ["DE"] } },
  e: { ...base, page_no: 21, filterquery: { ...fq, location: { lat: 52.52, lon: 13.405, radius: 50 } } },
  f: { ...base, sort: "top_ranking_distance_ring", filterquery: { user_type: [2], gender: [2], location: { lat: 52.52, lon: 13.405, radius: 100 }, user_location: { lat: 52.52, lon: 13.405 } } },
  g: { ...base, query: "lena", filterquery: { user_type: [2] } },
  home: { ...base, sort: "default", filterquery: { user_type: [2] } },
};
const member = { userId: 2, userType: 1 as const, isMember: true };
for (const [name, body] of Object.entries(cases)) {
  const req = ZSearchRequest.parse(body);
  const viewer = name === "f" ? member : GUEST_SEARCH_VIEWER;
  const times: number[] = [];
  let last: any;
  for (let i = 0; i < 30; i++) { const t = performance.now(); last = await searchProfiles(engine, req, viewer); times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  console.log(name, "first", times.length, "p50", times[15]!.toFixed(1), "max", times[29]!.toFixed(1), "total", last.total, "items", last.items.length, last.diagnostics.plan.join(" "), last.items.slice(0,2).map((t: any) => `${t.username}/${t.distance_km}`).join(","));
  if (name === "b") console.log(JSON.stringify(last.facets).slice(0, 600));
}
// cold aggregates
engine.aggregates.clear();
for (const name of ["a", "b", "d"]) { const t = performance.now(); await searchProfiles(engine, ZSearchRequest.parse(cases[name]), GUEST_SEARCH_VIEWER); console.log("cold", name, (performance.now() - t).toFixed(1)); engine.aggregates.clear(); }
await db.close();
